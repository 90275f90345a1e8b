import { useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { Spinner } from '../../../ui/Spinner'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'
import { RackFronts } from './RackFronts'
import { idRow } from '../../common/fields/id-row'

/** system/inventory/racks/:rackId: one rack (rackView), its properties and its front (sleds, switches). */
export default function RackDetailPage() {
  useFleetAccess()
  const { rackId } = useParams<{ rackId: string }>()
  const { data: rack } = useQuery('rackView', { path: { rackId } }, { throwOnError: true })
  return (
    <>
      <PageHeader docs="sleds" title={`Rack ${rackId}`} />
      {rack ? (
        <>
          <PropertiesList
            items={[
              idRow(rack.id),
              ['Created', formatDateTime(rack.timeCreated)],
              ['Modified', formatDateTime(rack.timeModified)],
              ['Sleds waiting to join', <Link href={to.sledsUninitialized()}>Uninitialized sleds</Link>],
            ]}
          />
          <RackFronts rackId={rack.id} />
        </>
      ) : (
        <Spinner label="Loading the rack" />
      )}
    </>
  )
}
