import type { SubnetPoolMember } from '../../../../api/generated/types'
import { to } from '../../../../urls'
import { useConfirmedWrite } from '../../../common/actions/use-confirmed-write'
import type { Column } from '../../../../ui/Table'
import { ListSection } from '../../../common/list/ListPage'
import { createdCol } from '../../../common/list/columns'

const columns: Column<SubnetPoolMember>[] = [
  { header: 'Subnet', cell: (m) => <code>{m.subnet}</code> },
  { header: 'Prefix lengths allowed', cell: (m) => `/${m.minPrefixLength} to /${m.maxPrefixLength}` },
  createdCol,
]

/** The subnets of a pool; remove one (refused by the server while external subnets come from it). */
export function PoolMembers({ pool }: { pool: string }) {
  const confirm = useConfirmedWrite()
  const actions = (m: SubnetPoolMember) => [
    confirm.menuAction({
      label: 'Remove',
      title: 'Remove subnet',
      danger: true,
      content: (
        <p>
          Remove subnet <strong>{m.subnet}</strong> from {pool}? Projects can no longer allocate external subnets from
          it. A subnet with external subnets allocated from it cannot be removed.
        </p>
      ),
      errorTitle: 'Could not remove the subnet',
      method: 'systemSubnetPoolMemberRemove',
      params: { path: { pool }, body: { subnet: m.subnet } },
      success: `Subnet ${m.subnet} removed`,
    }),
  ]
  return (
    <ListSection<SubnetPoolMember>
      heading="Subnets"
      create={{ label: 'Add subnet', href: to.subnetPoolMembersAdd({ subnetPool: pool }) }}
      primary
      empty={{ title: 'No subnets', body: 'Projects cannot allocate from the pool until a subnet is added.' }}
      method="systemSubnetPoolMemberList"
      params={{ path: { pool } }}
      columns={columns}
      rowName={(m) => m.subnet}
      rowActions={actions}
    />
  )
}
