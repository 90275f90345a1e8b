import type { IpPoolRange } from '../../../../api/generated/types'
import { to } from '../../../../urls'
import type { Column } from '../../../../ui/Table'
import { formatNumber } from '../../../../util/format'
import { ListSection } from '../../../common/list/ListPage'
import { createdCol } from '../../../common/list/columns'
import { rangeSize } from './ip-range'
import { useConfirmedWrite } from '../../../common/actions/use-confirmed-write'

const rangeText = (r: IpPoolRange) => `${r.range.first} – ${r.range.last}`

const columns: Column<IpPoolRange>[] = [
  { header: 'First', cell: (r) => <code>{r.range.first}</code> },
  { header: 'Last', cell: (r) => <code>{r.range.last}</code> },
  { header: 'Addresses', cell: (r) => formatNumber(rangeSize(r.range)) },
  createdCol,
]

export function PoolRanges({ pool }: { pool: string }) {
  const confirm = useConfirmedWrite()
  const actions = (r: IpPoolRange) => [
    confirm.menuAction({
      label: 'Remove',
      title: 'Remove range',
      danger: true,
      content: (
        <p>
          Remove range <strong>{rangeText(r)}</strong> from {pool}? Addresses in use keep working, but none are handed
          out from it again.
        </p>
      ),
      errorTitle: 'Could not remove the range',
      method: 'systemIpPoolRangeRemove',
      params: { path: { pool }, body: r.range },
      success: `Range ${rangeText(r)} removed`,
    }),
  ]
  return (
    <ListSection<IpPoolRange>
      heading="Ranges"
      label="IP ranges"
      create={{ label: 'Add range', href: to.ipPoolRangesAdd({ pool }) }}
      primary
      empty={{ title: 'No ranges', body: 'The pool has no addresses until a range is added.' }}
      method="systemIpPoolRangeList"
      params={{ path: { pool } }}
      columns={columns}
      rowName={rangeText}
      rowActions={actions}
    />
  )
}
