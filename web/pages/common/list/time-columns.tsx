import type { Column } from '../../../ui/Table'
import { formatDateTime, timeAgo, timeDistance, type DateInput } from '../../../util/time'

/**
 * When a token stops working, said plainly: 'Never' for a token without an
 * expiry (nexus: null means it does not expire), 'in 25d' ahead of time,
 * 'Expired 3d ago' after.
 */
export function expiryLabel(expires: Date | null | undefined, now: DateInput = Date.now()): string {
  if (!expires) return 'Never'
  const ahead = expires.getTime() > new Date(now).getTime()
  const distance = timeDistance(expires, now)
  return ahead ? `in ${distance}` : `Expired ${distance} ago`
}

function When({ date, label }: { date: Date; label: string }) {
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {label}
    </time>
  )
}

export const expiresCol: Column<{ timeExpires?: Date | null }> = {
  header: 'Expires',
  cell: (r) =>
    r.timeExpires ? <When date={r.timeExpires} label={expiryLabel(r.timeExpires)} /> : expiryLabel(r.timeExpires),
}

export const lastUsedCol: Column<{ timeLastUsed: Date }> = {
  header: 'Last used',
  cell: (r) => <When date={r.timeLastUsed} label={timeAgo(r.timeLastUsed)} />,
}
