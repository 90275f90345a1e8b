import type { ReactNode } from 'react'
import { Button } from './Button'

/**
 * A problem shown in place of what could not load or run, announced as an alert: an optional
 * title ('Could not load quotas'), the message (a catalogue text or the server's, as text),
 * and Retry where trying again can help. Form errors have their own box (FormErrors).
 */
export function ErrorBox({
  title,
  children,
  onRetry,
}: {
  title?: ReactNode
  children?: ReactNode
  onRetry?: () => void
}) {
  return (
    <div className="error-box" role="alert">
      {title !== undefined && <strong>{title}</strong>}
      {children !== undefined && <div>{children}</div>}
      {/* on a line of its own, under the words, wherever they end */}
      {onRetry && (
        <div className="error-box-actions">
          <Button size="sm" onClick={onRetry}>
            Retry
          </Button>
        </div>
      )}
    </div>
  )
}
