import type { UsageFigure } from './usage'

/**
 * A used-of-limit bar in plain SVG (no chart library, the style rules), exposed as a
 * meter so screen readers get the figure the eye gets from the bar.
 */
export function UsageBar({ figure, label, text }: { figure: UsageFigure; label: string; text: string }) {
  const fill = figure.over ? 'var(--danger)' : figure.percent >= 90 ? 'var(--notice)' : 'var(--accent)'
  return (
    <div className="row" style={{ gap: '.75rem' }}>
      <svg
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={figure.percent}
        aria-valuetext={text}
        width="160"
        height="10"
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        style={{ flex: 'none', borderRadius: 3, background: 'var(--bg-sunken)' }}
      >
        <rect x="0" y="0" width={figure.percent} height="10" style={{ fill }} />
      </svg>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</span>
    </div>
  )
}
