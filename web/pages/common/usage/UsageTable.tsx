import type { VirtualResourceCounts } from '../../../api/generated/types'
import type { Column } from '../../../ui/Table'
import { formatPercent } from '../../../util/format'
import { ArrayTable } from '../list/ArrayTable'
import type { ListError } from '../list/list-sources'
import { UsageBar } from './UsageBar'
import { formatResource, resourceLabel, resources, usageFigure, type Resource } from './usage'

type Row = { resource: Resource; used: number; limit: number }

/**
 * Used against a limit, one row per resource, each with its bar and exact figures, in the list
 * shell: `used` and `limit` are undefined until the queries behind them answer.
 */
export function UsageTable({
  label,
  used,
  limit,
  usedLabel,
  limitLabel,
  error,
  retry,
  scope,
}: {
  label: string
  used: VirtualResourceCounts | undefined
  limit: VirtualResourceCounts | undefined
  usedLabel: string
  limitLabel: string
  error?: ListError | null
  retry: () => void
  scope?: string
}) {
  const columns: Column<Row>[] = [
    { header: 'Resource', cell: (r) => resourceLabel[r.resource], sortValue: (r) => resourceLabel[r.resource] },
    { header: usedLabel, cell: (r) => formatResource(r.resource, r.used), sortValue: (r) => r.used },
    { header: limitLabel, cell: (r) => formatResource(r.resource, r.limit), sortValue: (r) => r.limit },
    {
      header: 'Share',
      cell: (r) => (
        <UsageBar
          label={`${resourceLabel[r.resource]} ${usedLabel.toLowerCase()} of ${limitLabel.toLowerCase()}`}
          figure={usageFigure(r.used, r.limit)}
          text={formatPercent(r.used, r.limit)}
        />
      ),
      sortValue: (r) => usageFigure(r.used, r.limit).percent,
    },
  ]
  const rows =
    used && limit
      ? resources.map((resource) => ({ resource, used: used[resource], limit: limit[resource] }))
      : undefined
  return (
    <ArrayTable<Row>
      label={label}
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
