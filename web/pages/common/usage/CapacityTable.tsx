import type { VirtualResourceCounts } from '../../../api/generated/types'
import type { Column } from '../../../ui/Table'
import { formatPercent } from '../../../util/format'
import { ArrayTable } from '../list/ArrayTable'
import type { ListError } from '../list/list-sources'
import { formatResource, resourceLabel, resources, type Resource } from './usage'

type Row = { resource: Resource; provisioned: number; quota: number; capacity?: number }

const baseColumns: Column<Row>[] = [
  { header: 'Resource', cell: (r) => resourceLabel[r.resource], sortValue: (r) => resourceLabel[r.resource] },
  { header: 'Provisioned', cell: (r) => formatResource(r.resource, r.provisioned), sortValue: (r) => r.provisioned },
  { header: 'Quota', cell: (r) => formatResource(r.resource, r.quota), sortValue: (r) => r.quota },
]

const capacityColumns: Column<Row>[] = [
  {
    header: 'Physical capacity',
    cell: (r) => formatResource(r.resource, r.capacity ?? 0),
    sortValue: (r) => r.capacity ?? 0,
  },
  {
    header: 'Quota of capacity',
    cell: (r) => formatPercent(r.quota, r.capacity ?? 0),
    sortValue: (r) => r.quota / (r.capacity || 1),
  },
]

/**
 * Quota, provisioned and the rack's physical capacity side by side, one row per resource
 * (console#3288: a quota alone says nothing of what the rack can hold).
 * `capacity` null: the reader may not see the sleds it is estimated from, so the columns are left out.
 */
export function CapacityTable({
  provisioned,
  quota,
  capacity,
  error,
  retry,
  scope,
}: {
  provisioned: VirtualResourceCounts | undefined
  quota: VirtualResourceCounts | undefined
  capacity: VirtualResourceCounts | undefined | null
  error?: ListError | null
  retry: () => void
  scope?: string
}) {
  const columns = capacity === null ? baseColumns : [...baseColumns, ...capacityColumns]
  const rows =
    provisioned && quota && capacity !== undefined
      ? resources.map((resource) => ({
          resource,
          provisioned: provisioned[resource],
          quota: quota[resource],
          capacity: capacity?.[resource],
        }))
      : undefined
  return (
    <ArrayTable<Row>
      label="Quota, provisioned and capacity"
      scope={scope}
      columns={columns}
      rows={rows}
      error={error}
      retry={retry}
      rowKey={(r) => r.resource}
      empty="No resources"
    />
  )
}
