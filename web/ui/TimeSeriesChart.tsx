/**
 * A time-series line chart (uPlot) with a summary table beneath it.
 *
 * Load ONLY through lazy() (the quality bars: charts never ship on the first route):
 * `const TimeSeriesChart = lazy(() => import('../../ui/TimeSeriesChart'))`.
 *
 * CSS: uPlot's CSS is imported as text and applied as a constructable stylesheet.
 * A plain CSS import from a lazy module would be folded into the entry CSS by
 * esbuild (same approach as the serial console's xterm).
 *
 * Colours come from the theme's CSS custom properties and the chart is rebuilt
 * when the colour scheme changes; it follows its container's width.
 */
import uPlotCss from 'uplot/dist/uPlot.min.css' with { type: 'text' }
import uPlot from 'uplot'
import { useEffect, useRef } from 'react'
import { formatValue } from '../util/format-value'
import { ChartTables, formatTime } from './ChartTables'
import { THEME_EVENT } from './theme'
import type { ChartData, Unit } from './chart-data'
import { AXIS_FONT, AXIS_GAP, AXIS_TICK, axisSizeFor, measureAxisLabel } from './chart-axis'

const localCss = `
.ts-chart { position: relative; width: 100%; }
.ts-chart .uplot { font-family: var(--font); color: var(--fg); }
.ts-chart .u-legend { font-size: .8125rem; text-align: left; margin-top: .25rem; }
.ts-chart .u-legend .u-marker { border-radius: 2px; }
.ts-chart .u-select { background: color-mix(in srgb, var(--accent) 20%, transparent); }
`

let sheet: CSSStyleSheet | undefined
function adoptCss() {
  if (sheet) return
  sheet = new CSSStyleSheet()
  sheet.replaceSync(String(uPlotCss) + localCss)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}

const PALETTE = ['--accent', '--blue', '--purple', '--notice', '--danger', '--fg-muted']

function themeColors() {
  const css = getComputedStyle(document.documentElement)
  const v = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback
  return {
    fg: v('--fg-muted', '#555'),
    grid: v('--border', '#ddd'),
    series: PALETTE.map((p, i) => v(p, ['#0b6b4f', '#1d4ed8', '#6d28d9', '#8a5a00', '#b42318', '#555'][i])),
  }
}

type Props = {
  data: ChartData
  unit: Unit
  /** accessible name of the chart and its table */
  title: string
  height?: number
}

function ChartCanvas({ data, unit, title, height = 220 }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)

  useEffect(() => {
    adoptCss()
    const el = ref.current
    if (!el) return
    const build = () => {
      plot.current?.destroy()
      const c = themeColors()
      let valueLabels: string[] = []
      const axis = {
        stroke: c.fg,
        font: AXIS_FONT,
        gap: AXIS_GAP,
        grid: { stroke: c.grid, width: 1 },
        ticks: { stroke: c.grid, width: 1, size: AXIS_TICK },
      }
      const opts: uPlot.Options = {
        width: Math.max(200, el.clientWidth),
        height,
        scales: { x: { time: true } },
        cursor: { drag: { x: false, y: false } },
        legend: { live: true },
        series: [
          { label: 'Time', value: (_u, v) => (v === null ? '–' : formatTime(v)) },
          ...data.series.map((s, i) => ({
            label: s.label,
            stroke: c.series[i % c.series.length],
            width: 1.5,
            spanGaps: false,
            value: (_u: uPlot, v: number | null) => formatValue(unit, v),
          })),
        ],
        axes: [
          { ...axis },
          {
            ...axis,
            // as wide as the widest value label (uPlot re-asks after it formats the ticks)
            size: (_u, labels) => axisSizeFor(labels, measureAxisLabel),
            values: (_u, splits) => (valueLabels = splits.map((v) => formatValue(unit, v))),
          },
        ],
        // the axis is drawn, not written: its labels are the chart's description for whoever cannot see it
        hooks: { draw: [() => el.setAttribute('aria-description', `Value axis: ${valueLabels.join(', ')}`)] },
      }
      plot.current = new uPlot(opts, [data.times, ...data.series.map((s) => s.values)] as uPlot.AlignedData, el)
    }
    build()
    const ro = new ResizeObserver(() => plot.current?.setSize({ width: Math.max(200, el.clientWidth), height }))
    ro.observe(el)
    const media = matchMedia('(prefers-color-scheme: dark)')
    media.addEventListener('change', build)
    window.addEventListener(THEME_EVENT, build)
    return () => {
      ro.disconnect()
      media.removeEventListener('change', build)
      window.removeEventListener(THEME_EVENT, build)
      plot.current?.destroy()
      plot.current = null
    }
  }, [data, unit, height])

  return <div ref={ref} className="ts-chart" role="img" aria-label={`Chart: ${title}`} />
}

/** Chart, per-series summary (min/mean/max/latest) and the full data in a <details>. */
export default function TimeSeriesChart(props: Props) {
  const { data, unit, title } = props
  if (!data.times.length || !data.series.length)
    return <p className="muted">No data for {title.toLowerCase()} in this time range</p>
  return (
    <figure className="stack" style={{ margin: 0 }}>
      <ChartCanvas {...props} />
      <ChartTables data={data} unit={unit} title={title} />
    </figure>
  )
}
