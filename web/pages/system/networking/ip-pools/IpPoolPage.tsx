import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../../api/reads'
import { to } from '../../../../urls'
import { ObjectHeader } from '../../../../ui/ObjectHeader'
import { PropertiesList } from '../../../../ui/PropertiesList'
import { formatDateTime } from '../../../../util/time'
import { useIpPoolActions } from './actions'
import { assignmentLabel, versionLabel } from './pool-labels'
import { PoolRanges } from './PoolRanges'
import { PoolSilos } from './PoolSilos'
import { PoolUtilization } from './PoolUtilization'
import { useFleetAccess } from '../../use-fleet-access'
import { idRow } from '../../../common/fields/id-row'

/** system/networking/ip-pools/:pool: properties, address ranges and linked silos. */
export default function IpPoolPage() {
  useFleetAccess()
  const { pool } = useParams<{ pool: string }>()
  const [, navigate] = useLocation()
  const { data } = useQuery('systemIpPoolView', { path: { pool } }, { throwOnError: true })
  const actions = useIpPoolActions(() => navigate(to.ipPools()))
  return (
    <>
      <ObjectHeader docs="ipPools" name={pool} actions={data && actions(data)} />
      {data && (
        <PropertiesList
          items={[
            ['Description', data.description || '—'],
            ['IP version', versionLabel(data.ipVersion)],
            ['Used for', assignmentLabel[data.assignment]],
            ['Type', data.poolType],
            ['Addresses used', <PoolUtilization pool={pool} />],
            idRow(data.id),
            ['Created', formatDateTime(data.timeCreated)],
          ]}
        />
      )}
      <PoolRanges pool={pool} />
      {data?.assignment === 'silos' && <PoolSilos pool={pool} />}
    </>
  )
}
