import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../../api/reads'
import { to } from '../../../../urls'
import { ObjectHeader } from '../../../../ui/ObjectHeader'
import { PropertiesList } from '../../../../ui/PropertiesList'
import { formatDateTime } from '../../../../util/time'
import { versionLabel } from '../ip-pools/pool-labels'
import { useFleetAccess } from '../../use-fleet-access'
import { useSubnetPoolActions } from './actions'
import { PoolMembers } from './PoolMembers'
import { PoolSilos } from '../ip-pools/PoolSilos'
import { SubnetPoolUtilization } from './SubnetPoolUtilization'
import { idRow } from '../../../common/fields/id-row'

/** system/networking/subnet-pools/:subnetPool: properties, utilization, subnets and linked silos. */
export default function SubnetPoolPage() {
  useFleetAccess()
  const { subnetPool } = useParams<{ subnetPool: string }>()
  const [, navigate] = useLocation()
  const { data } = useQuery('systemSubnetPoolView', { path: { pool: subnetPool } }, { throwOnError: true })
  const actions = useSubnetPoolActions(() => navigate(to.subnetPools()))
  return (
    <>
      <ObjectHeader name={subnetPool} actions={data && actions(data)} />
      {data && (
        <PropertiesList
          items={[
            ['Description', data.description || '—'],
            ['IP version', versionLabel(data.ipVersion)],
            ['Addresses used', <SubnetPoolUtilization pool={subnetPool} />],
            idRow(data.id),
            ['Created', formatDateTime(data.timeCreated)],
          ]}
        />
      )}
      <PoolMembers pool={subnetPool} />
      <PoolSilos pool={subnetPool} kind="subnet" />
    </>
  )
}
