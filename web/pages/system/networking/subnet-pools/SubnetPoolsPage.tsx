import type { SubnetPool } from '../../../../api/generated/types'
import { to } from '../../../../urls'
import type { Column } from '../../../../ui/Table'
import { ListPage } from '../../../common/list/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../../common/list/columns'
import { useQuickActions } from '../../../layout/quick-actions'
import { versionLabel } from '../ip-pools/pool-labels'
import { useFleetAccess } from '../../use-fleet-access'
import { useSubnetPoolActions } from './actions'
import { SubnetPoolUtilization } from './SubnetPoolUtilization'

const columns: Column<SubnetPool>[] = [
  nameCol<SubnetPool>((p) => to.subnetPool({ subnetPool: p.name })),
  descriptionCol,
  { header: 'Version', cell: (p) => versionLabel(p.ipVersion) },
  { header: 'Addresses used', cell: (p) => <SubnetPoolUtilization pool={p.name} /> },
  createdCol,
]

/** system/networking/subnet-pools: pools of whole subnets that projects take external subnets from. */
export default function SubnetPoolsPage() {
  useFleetAccess()
  useQuickActions([{ group: 'Subnet pools', label: 'New subnet pool', href: to.subnetPoolsNew() }])
  const actions = useSubnetPoolActions()
  return (
    <>
      <ListPage<SubnetPool>
        title="Subnet pools"
        create={{ label: 'New subnet pool', href: to.subnetPoolsNew() }}
        empty={{
          title: 'No subnet pools',
          body: 'Subnet pools hold the address blocks that projects allocate external subnets from.',
        }}
        method="systemSubnetPoolList"
        params={{}}
        sortable
        columns={columns}
        rowActions={actions}
      />
    </>
  )
}
