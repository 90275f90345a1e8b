import { formatStamp, timeAgo, type DateInput } from '../util/time'

/**
 * A moment as people compare them: the absolute date and time ('2025-03-14 10:22'), with how long
 * ago it was on hover, or beside it (muted) where there is room, as in a properties list.
 */
export function DateTime({ date, relative = 'hover' }: { date: DateInput; relative?: 'hover' | 'beside' }) {
  const d = new Date(date)
  if (Number.isNaN(d.getTime())) return <span className="muted">—</span>
  const ago = timeAgo(d)
  return (
    <time dateTime={d.toISOString()} title={relative === 'hover' ? ago : undefined} className="date-time">
      {formatStamp(d)}
      {relative === 'beside' && <span className="muted"> · {ago}</span>}
    </time>
  )
}
