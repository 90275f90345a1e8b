import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { ObjectHeader } from '../../../ui/ObjectHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { formatDateTime } from '../../../util/time'
import { useReceiverActions } from './actions'
import { DeliveriesSection } from './DeliveriesSection'
import { ProbePanel } from './ProbePanel'
import { SecretsSection } from './SecretsSection'
import { SubscriptionsSection } from './SubscriptionsSection'
import { idRow } from '../../common/fields/id-row'

/** system/alerts/:receiver: a webhook receiver with its subscriptions, secrets, probe and deliveries. */
export default function ReceiverPage() {
  const { receiver } = useParams<{ receiver: string }>()
  const [, navigate] = useLocation()
  const { data, mutate } = useQuery('alertReceiverView', { path: { receiver } }, { throwOnError: true })
  const actions = useReceiverActions(() => navigate(to.alerts()))
  return (
    <>
      <ObjectHeader docs="alerts" name={receiver} actions={data && actions(data)} />
      {data && (
        <>
          <PropertiesList
            items={[
              ['Description', data.description || '—'],
              ['Kind', data.kind.kind],
              ['Endpoint', <code>{data.kind.endpoint}</code>],
              idRow(data.id),
              ['Created', formatDateTime(data.timeCreated)],
              ['Modified', formatDateTime(data.timeModified)],
            ]}
          />
          <ProbePanel receiver={receiver} />
          <SubscriptionsSection receiver={data} reload={() => void mutate()} />
          <SecretsSection receiver={receiver} />
          <DeliveriesSection receiver={receiver} />
        </>
      )}
    </>
  )
}
