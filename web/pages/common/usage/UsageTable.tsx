import type { VirtualResourceCounts } from '../../../api/generated/types'
import { Table, type Column } from '../../../ui/Table'
import { formatPercent } from '../../../util/format'
import { UsageBar } from './UsageBar'
import { formatResource, resourceLabel, resources, usageFigure, type Resource } from './usage'

type Row = { resource: Resource; used: number; limit: number }

/** Used against a limit, one row per resource, each with its bar and exact figures. */
export function UsageTable({
  label,
  used,
  limit,
  usedLabel,
  limitLabel,
}: {
  label: string
  used: VirtualResourceCounts
  limit: VirtualResourceCounts
  usedLabel: string
  limitLabel: string
}) {
  const columns: Column<Row>[] = [
    { header: 'Resource', cell: (r) => resourceLabel[r.resource] },
    { header: usedLabel, cell: (r) => formatResource(r.resource, r.used) },
    { header: limitLabel, cell: (r) => formatResource(r.resource, r.limit) },
    {
      header: 'Share',
      cell: (r) => (
        <UsageBar
          label={`${resourceLabel[r.resource]} ${usedLabel.toLowerCase()} of ${limitLabel.toLowerCase()}`}
          figure={usageFigure(r.used, r.limit)}
          text={formatPercent(r.used, r.limit)}
        />
      ),
    },
  ]
  const rows = resources.map((resource) => ({ resource, used: used[resource], limit: limit[resource] }))
  return <Table label={label} columns={columns} rows={rows} rowKey={(r) => r.resource} />
}
