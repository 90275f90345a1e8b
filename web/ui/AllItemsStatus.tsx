import { Button } from './Button'

/** The part of an all-items load (useList) the line reads; structural, so web/ui needs no api import. */
export type AllItemsState = {
  isLoading: boolean
  loaded: number
  complete: boolean
  error?: unknown
  truncated: boolean
}

/**
 * The line under a picker that reads a whole collection: "Loading all disks… 3,000 so far" while
 * it loads, and a warning with Retry when the load failed or was cut short, so a select never
 * hides that it cannot offer every item, nor that it offers nothing because its lookup failed.
 * Nothing once the whole collection is in.
 */
export function AllItemsStatus({ state, noun, onRetry }: { state: AllItemsState; noun: string; onRetry: () => void }) {
  if (state.isLoading) {
    const n = state.loaded.toLocaleString('en-US')
    return <span>{state.loaded ? `Loading all ${noun}… ${n} so far` : `Loading all ${noun}…`}</span>
  }
  if (state.complete || !(state.error || state.truncated)) return null
  // nothing could be read: the picker is empty because its lookup failed, not because there is nothing
  if (state.error && !state.loaded) {
    const said = (state.error as { message?: unknown }).message
    return (
      <span className="all-items-warning">
        Could not load {noun}
        {typeof said === 'string' && said ? `: ${said}` : ''}{' '}
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      </span>
    )
  }
  return (
    <span className="all-items-warning">
      Could not load every item: the list may be incomplete{' '}
      <Button size="sm" onClick={onRetry}>
        Retry
      </Button>
    </span>
  )
}
