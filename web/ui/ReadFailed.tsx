import { Button } from './Button'

/**
 * A small part of a page (a property, a table cell) whose own read failed: said in its place, with Retry, so the
 * rest of the page keeps working. The server's words are the tooltip: a cell has no room for them. `what` names
 * the part as its label does ('External IPs'), for its Retry button's name.
 */
export function ReadFailed({ what, message, onRetry }: { what: string; message?: string; onRetry: () => void }) {
  return (
    <span className="row">
      <span className="muted" title={message}>
        Could not load
      </span>
      <Button size="sm" aria-label={`Retry loading ${what}`} onClick={onRetry}>
        Retry
      </Button>
    </span>
  )
}
