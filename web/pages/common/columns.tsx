import type { Column } from '../../ui/Table'
import { Link } from '../../ui/Link'
import { formatDateTime, timeAgo } from '../../util/time'

/** Columns shared by most lists (STYLE §4: hoisted, reused). */
export function nameCol<T extends { name: string }>(href?: (row: T) => string): Column<T> {
  return { header: 'Name', sortKey: 'name', cell: (r) => (href ? <Link href={href(r)}>{r.name}</Link> : r.name) }
}

export const descriptionCol: Column<{ description?: string }> = {
  header: 'Description',
  cell: (r) => r.description || <span className="muted">—</span>,
}

export const createdCol: Column<{ timeCreated: Date }> = {
  header: 'Created',
  cell: (r) => (
    <time dateTime={r.timeCreated.toISOString()} title={formatDateTime(r.timeCreated)}>
      {timeAgo(r.timeCreated)}
    </time>
  ),
}
