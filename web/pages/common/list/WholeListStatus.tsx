import { Button } from '../../../ui/Button'
import { grouped } from '../../../ui/Pagination'
import { Spinner } from '../../../ui/Spinner'
import type { WholeLoad } from './list-sources'

/** "All" rows: how far the load got, a way to stop it, and what a stopped or cut load lacks. */
export function WholeListStatus({ noun, load, count }: { noun: string; load: WholeLoad; count: number }) {
  if (load.loading)
    return (
      <div className="list-load" role="status">
        <Spinner label={`Loading all ${noun}`} />
        <span>
          Loading all {noun}… {grouped(load.loaded)} so far
        </span>
        <Button size="sm" onClick={load.onStop}>
          Stop
        </Button>
      </div>
    )
  const say = load.stopped
    ? `Stopped: showing the ${grouped(count)} ${noun} loaded before Stop, not every one.`
    : load.truncated
      ? `Showing the first ${grouped(count)} ${noun}: there are more than one list can hold.`
      : load.failure
        ? `Could not load every one of the ${noun}: showing the first ${grouped(count)} (${load.failure}).`
        : undefined
  if (!say) return null
  return (
    <div className="list-load" role="status">
      <span>{say}</span>
      {!load.truncated && (
        <Button size="sm" onClick={load.onReload}>
          Load all
        </Button>
      )}
    </div>
  )
}
