import { useId } from 'react'
import { Button } from './Button'

/**
 * A small part of a page (a property, a table cell) whose own read failed: said in its place, with Retry, so the
 * rest of the page keeps working. A cell has no room for the server's words: they show as a tooltip while the
 * pointer is over the part or the keyboard is on its Retry, and are that button's description for a screen
 * reader (a native title would reach neither the keyboard nor, reliably, a screen reader). `what` names the part
 * as its label does ('External IPs'), for its Retry button's name.
 */
export function ReadFailed({ what, message, onRetry }: { what: string; message?: string; onRetry: () => void }) {
  const tipId = useId()
  return (
    <span className="tooltip-anchor read-failed">
      <span className="muted">Could not load</span>
      <Button
        size="sm"
        aria-label={`Retry loading ${what}`}
        aria-describedby={message ? tipId : undefined}
        onClick={onRetry}
      >
        Retry
      </Button>
      {message && (
        <span role="tooltip" id={tipId} className="tooltip">
          {message}
        </span>
      )}
    </span>
  )
}
