import type { Column } from '../../../ui/Table'
import { Link } from '../../../ui/Link'
import { DateTime } from '../../../ui/DateTime'

/** Columns shared by most lists (the style rules: hoisted, reused). */
export function nameCol<T extends { name: string }>(href?: (row: T) => string): Column<T> {
  return {
    header: 'Name',
    sortKey: 'name',
    sortValue: (r) => r.name,
    cell: (r) => (href ? <Link href={href(r)}>{r.name}</Link> : r.name),
  }
}

export const descriptionCol: Column<{ description?: string }> = {
  header: 'Description',
  sortValue: (r) => r.description,
  cell: (r) => r.description || <span className="muted">—</span>,
}

export const createdCol: Column<{ timeCreated: Date }> = {
  header: 'Created',
  sortKey: 'created',
  sortValue: (r) => r.timeCreated,
  // absolute: on an old fleet every relative label reads the same ('1y ago'); how long ago is on hover
  cell: (r) => <DateTime date={r.timeCreated} />,
}

/** The name of the pool a row was allocated from (by id; the id, muted, when the pool is not in `pools`). */
export function poolCol<T>(
  header: string,
  pools: { id: string; name: string }[],
  poolId: (row: T) => string,
): Column<T> {
  return {
    header,
    cell: (r) => pools.find((p) => p.id === poolId(r))?.name ?? <span className="muted">{poolId(r)}</span>,
  }
}

/** "Attached to": the instance a row is attached to, linked by `href`; a dash when detached. */
export function attachedInstanceCol<T extends { instanceId?: string | null }>(
  instances: { id: string; name: string }[],
  href: (instance: string) => string,
): Column<T> {
  return {
    header: 'Attached to',
    cell: (r) => {
      if (!r.instanceId) return <span className="muted">—</span>
      const i = instances.find((x) => x.id === r.instanceId)
      return i ? <Link href={href(i.name)}>{i.name}</Link> : r.instanceId
    },
  }
}

/** The optional ID column: the list's "ID column" box adds it after the name. */
const idCol: Column<{ id?: string }> = {
  header: 'ID',
  sortKey: 'id',
  sortValue: (r) => r.id,
  cell: (r) => <code>{r.id}</code>,
}

/** `columns` with the ID column after the name column (first when there is none). */
export function withIdColumn<T>(columns: Column<T>[]): Column<T>[] {
  const at = columns.findIndex((c) => c.sortKey === 'name') + 1
  return [...columns.slice(0, at), idCol as unknown as Column<T>, ...columns.slice(at)]
}
