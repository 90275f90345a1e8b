import type { IpPool } from '../../../../api/generated/types'
import { to } from '../../../../urls'
import type { Column } from '../../../../ui/Table'
import { ListPage } from '../../../common/list/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../../common/list/columns'
import { useIpPoolActions } from './actions'
import { PoolUtilization } from './PoolUtilization'
import { assignmentLabel, versionLabel } from './pool-labels'
import { useFleetAccess } from '../../use-fleet-access'

const columns: Column<IpPool>[] = [
  nameCol<IpPool>((p) => to.ipPool({ pool: p.name })),
  descriptionCol,
  { header: 'Version', cell: (p) => versionLabel(p.ipVersion) },
  {
    header: 'Used for',
    cell: (p) => `${assignmentLabel[p.assignment]}${p.poolType === 'multicast' ? ', multicast' : ''}`,
  },
  { header: 'Addresses used', cell: (p) => <PoolUtilization pool={p.name} /> },
  createdCol,
]

export default function IpPoolsPage() {
  useFleetAccess()
  const actions = useIpPoolActions()
  return (
    <>
      <ListPage<IpPool>
        title="IP pools"
        docs="ipPools"
        create={{ label: 'New IP pool', href: to.ipPoolsNew() }}
        empty={{ title: 'No IP pools', body: 'Pools hold the external addresses silos hand to instances.' }}
        method="systemIpPoolList"
        params={{}}
        sortable
        columns={columns}
        rowActions={actions}
      />
    </>
  )
}
