import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from './Link'
import { Spinner } from './Spinner'

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
  children?: ReactNode
}

export function Button({ variant = 'secondary', size, loading, disabledReason, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  const isDisabled = Boolean(disabled || loading || disabledReason)
  return (
    <button
      {...rest}
      type={type}
      className={classes(variant, size, className)}
      // aria-disabled keeps the button focusable so keyboard users can read the reason.
      aria-disabled={isDisabled || undefined}
      disabled={disabled || loading ? true : undefined}
      title={disabledReason || rest.title}
      onClick={isDisabled ? (e) => e.preventDefault() : rest.onClick}
      aria-busy={loading || undefined}
    >
      {loading && <Spinner />}
      {children}
      {disabledReason && <span className="visually-hidden"> ({disabledReason})</span>}
    </button>
  )
}

export function LinkButton({ href, variant = 'secondary', size, children }: { href: string; variant?: Variant; size?: 'sm'; children: ReactNode }) {
  return (
    <Link href={href} className={classes(variant, size)}>
      {children}
    </Link>
  )
}
