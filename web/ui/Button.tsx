import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { Link } from './Link'
import { Spinner } from './Spinner'
import { useWriteGate } from './write-gate'

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost'

function classes(variant: Variant, size?: 'sm', extra?: string) {
  return ['btn', variant !== 'secondary' && `btn-${variant}`, size && `btn-${size}`, extra].filter(Boolean).join(' ')
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant
  size?: 'sm'
  loading?: boolean
  /** When set, the button is disabled and the reason is exposed as its description and tooltip. */
  disabledReason?: string | false | null
  /** The button changes something: the page's write gate (./write-gate.tsx) disables it too. */
  write?: boolean
  children?: ReactNode
}

export function Button({ write, ...props }: ButtonProps) {
  const gate = useWriteGate()
  return <PlainButton {...props} disabledReason={props.disabledReason || (write && gate)} />
}

function PlainButton({
  variant = 'secondary',
  size,
  loading,
  disabledReason,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: Omit<ButtonProps, 'write'>) {
  const isDisabled = Boolean(disabled || loading || disabledReason)
  const tipId = useId()
  const button = (
    <button
      {...rest}
      type={type}
      className={classes(variant, size, className)}
      // aria-disabled keeps the button focusable so keyboard users can read the reason.
      aria-disabled={isDisabled || undefined}
      disabled={disabled || loading ? true : undefined}
      aria-describedby={disabledReason ? tipId : rest['aria-describedby']}
      onClick={isDisabled ? (e) => e.preventDefault() : rest.onClick}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner />}
      {children}
    </button>
  )
  if (!disabledReason) return button
  // The reason shows beside the button on hover and on keyboard focus (styles/overlays.css), and is
  // the button's description for a screen reader. No native title besides: it would show the same
  // reason a second time, in the browser's own box, a moment after this one.
  return (
    <span className="tooltip-anchor">
      {button}
      <span role="tooltip" id={tipId} className="tooltip">
        {disabledReason}
      </span>
    </span>
  )
}

/**
 * A link styled as a button. `write` marks a link to a form that changes something (New …): under
 * a write gate it becomes a disabled button saying why, so neither a click nor the `c` shortcut
 * leads to a form that cannot be submitted.
 */
export function LinkButton({
  href,
  variant = 'secondary',
  size,
  write,
  children,
}: {
  href: string
  variant?: Variant
  size?: 'sm'
  write?: boolean
  children: ReactNode
}) {
  const gate = useWriteGate()
  if (write && gate)
    return (
      <PlainButton variant={variant} size={size} disabledReason={gate}>
        {children}
      </PlainButton>
    )
  return (
    <Link href={href} className={classes(variant, size)}>
      {children}
    </Link>
  )
}
