import type { SubnetPoolMember } from '../../../../api/generated/types'
import { preview } from '../../../../api/request-preview'
import { pb } from '../../../../paths'
import { LinkButton } from '../../../../ui/Button'
import { useConfirmMutation } from '../../../common/use-confirm-mutation'
import { EmptyState } from '../../../../ui/EmptyState'
import type { Column } from '../../../../ui/Table'
import { ListTable } from '../../../common/ListTable'
import { createdCol } from '../../../common/columns'

const columns: Column<SubnetPoolMember>[] = [
  { header: 'Subnet', cell: (m) => <code>{m.subnet}</code> },
  { header: 'Prefix lengths allowed', cell: (m) => `/${m.minPrefixLength} to /${m.maxPrefixLength}` },
  createdCol,
]

/** The subnets of a pool; remove one (refused by the server while external subnets come from it). */
export function PoolMembers({ pool }: { pool: string }) {
  const confirm = useConfirmMutation()
  const removeParams = (m: SubnetPoolMember) => ({ path: { pool }, body: { subnet: m.subnet } })
  const actions = (m: SubnetPoolMember) => [
    {
      label: 'Remove',
      danger: true,
      request: preview('systemSubnetPoolMemberRemove', removeParams(m)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Remove subnet',
          content: (
            <p>
              Remove subnet <strong>{m.subnet}</strong> from {pool}? Projects can no longer allocate external subnets
              from it. A subnet with external subnets allocated from it cannot be removed.
            </p>
          ),
          actionLabel: 'Remove',
          danger: true,
          errorTitle: 'Could not remove the subnet',
          method: 'systemSubnetPoolMemberRemove',
          params: removeParams(m),
          success: `Subnet ${m.subnet} removed`,
        }),
    },
  ]
  return (
    <section aria-labelledby="members-heading">
      <div className="toolbar">
        <h2 id="members-heading" className="grow">
          Subnets
        </h2>
        <LinkButton write variant="primary" href={pb.subnetPoolMembersAdd({ subnetPool: pool })}>
          Add subnet
        </LinkButton>
      </div>
      <ListTable<SubnetPoolMember>
        label="Subnets"
        method="systemSubnetPoolMemberList"
        params={{ path: { pool } }}
        columns={columns}
        rowName={(m) => m.subnet}
        rowActions={actions}
        empty={
          <EmptyState
            title="No subnets"
            body="Projects cannot allocate from the pool until a subnet is added."
            action={
              <LinkButton write href={pb.subnetPoolMembersAdd({ subnetPool: pool })}>
                Add subnet
              </LinkButton>
            }
          />
        }
      />
    </section>
  )
}
