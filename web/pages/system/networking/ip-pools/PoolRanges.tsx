import type { IpPoolRange } from '../../../../api/generated/types'
import { preview } from '../../../../api/request-preview'
import { pb } from '../../../../paths'
import { LinkButton } from '../../../../ui/Button'
import { EmptyState } from '../../../../ui/EmptyState'
import type { Column } from '../../../../ui/Table'
import { formatNumber } from '../../../../util/format'
import { ListTable } from '../../../common/ListTable'
import { createdCol } from '../../../common/columns'
import { rangeSize } from './ip-range'
import { useConfirmMutation } from '../../../common/use-confirm-mutation'

const rangeText = (r: IpPoolRange) => `${r.range.first} – ${r.range.last}`

const columns: Column<IpPoolRange>[] = [
  { header: 'First', cell: (r) => <code>{r.range.first}</code> },
  { header: 'Last', cell: (r) => <code>{r.range.last}</code> },
  { header: 'Addresses', cell: (r) => formatNumber(rangeSize(r.range)) },
  createdCol,
]

export function PoolRanges({ pool }: { pool: string }) {
  const confirm = useConfirmMutation()
  const removeParams = (r: IpPoolRange) => ({ path: { pool }, body: r.range })
  const actions = (r: IpPoolRange) => [
    {
      label: 'Remove',
      danger: true,
      request: preview('systemIpPoolRangeRemove', removeParams(r)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Remove range',
          content: (
            <p>
              Remove range <strong>{rangeText(r)}</strong> from {pool}? Addresses in use keep working, but none are
              handed out from it again.
            </p>
          ),
          actionLabel: 'Remove',
          danger: true,
          errorTitle: 'Could not remove the range',
          method: 'systemIpPoolRangeRemove',
          params: removeParams(r),
          success: `Range ${rangeText(r)} removed`,
        }),
    },
  ]
  return (
    <section aria-labelledby="ranges-heading">
      <div className="toolbar">
        <h2 id="ranges-heading" className="grow">
          Ranges
        </h2>
        <LinkButton write variant="primary" href={pb.ipPoolRangesAdd({ pool })}>
          Add range
        </LinkButton>
      </div>
      <ListTable<IpPoolRange>
        label="IP ranges"
        method="systemIpPoolRangeList"
        params={{ path: { pool } }}
        columns={columns}
        rowName={rangeText}
        rowActions={actions}
        empty={
          <EmptyState
            title="No ranges"
            body="The pool has no addresses until a range is added."
            action={
              <LinkButton write href={pb.ipPoolRangesAdd({ pool })}>
                Add range
              </LinkButton>
            }
          />
        }
      />
    </section>
  )
}
