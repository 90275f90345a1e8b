import { useParams } from 'wouter'
import { fetchAllPages } from '../../../api/all-items'
import type { AlertDelivery } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { snakeify } from '../../../api/http'
import { preview } from '../../../api/request-preview'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { useFleetAccess } from '../use-fleet-access'
import { deliveryPending, deliveryStateColor, resendDisabled } from '../../../api/rules/alert-deliveries'
import { attemptSummary, lastAttempt } from './deliveries'
import { ArrayTable } from '../../common/list/ArrayTable'
import { idRow } from '../../common/fields/id-row'
import { HeadedSection } from '../../../ui/HeadedSection'

type Row = { receiver: string; delivery: AlertDelivery }

/**
 * Every delivery of one alert, over every receiver: the API lists deliveries per receiver, so
 * this reads each receiver's whole log and keeps this alert's. `complete` is false when a page
 * could not be read, and the page says so rather than show part of it as all.
 */
async function alertDeliveries({ alertId }: { alertId: string }) {
  const receivers = await fetchAllPages('alertReceiverList', {})
  let complete = receivers.complete
  const rows: Row[] = []
  for (const r of receivers.items) {
    const log = await fetchAllPages('alertDeliveryList', { path: { receiver: r.name }, query: {} })
    complete &&= log.complete
    for (const d of log.items) if (d.alertId === alertId) rows.push({ receiver: r.name, delivery: d })
  }
  rows.sort((a, b) => b.delivery.timeStarted.getTime() - a.delivery.timeStarted.getTime())
  return { rows, complete }
}

const columns: Column<Row>[] = [
  {
    header: 'Receiver',
    cell: (r) => <Link href={to.alertReceiver({ receiver: r.receiver })}>{r.receiver}</Link>,
    sortValue: (r) => r.receiver,
  },
  {
    header: 'State',
    cell: ({ delivery: d }) => (
      <Badge color={deliveryStateColor[d.state]} spinner={deliveryPending(d)}>
        {d.state}
      </Badge>
    ),
    sortValue: (r) => r.delivery.state,
  },
  { header: 'Trigger', cell: (r) => r.delivery.trigger, sortValue: (r) => r.delivery.trigger },
  {
    header: 'Attempts',
    cell: ({ delivery: d }) => `${d.attempts.webhook.length}: ${attemptSummary(lastAttempt(d))}`,
  },
  {
    header: 'Started',
    cell: (r) => formatDateTime(r.delivery.timeStarted, { seconds: true }),
    sortValue: (r) => r.delivery.timeStarted,
  },
]

/** system/alert-history/:alertId: one alert (alertView), its data, and its deliveries with Resend. */
export default function AlertPage() {
  useFleetAccess()
  const { alertId } = useParams<{ alertId: string }>()
  const { data: alert } = useQuery('alertView', { path: { alertId } }, { throwOnError: true })
  const deliveries = useQuery(
    { name: 'alertDeliveries', reads: ['alertReceiverList', 'alertDeliveryList'], load: alertDeliveries },
    { alertId },
  )
  const confirm = useConfirmedWrite()
  const resendParams = (r: Row) => ({ path: { alertId }, query: { receiver: r.receiver } })
  const actions = (r: Row) => [
    {
      label: 'Resend',
      disabled: resendDisabled(r.delivery),
      request: preview('alertDeliveryResend', resendParams(r)),
      onSelect: () =>
        confirm.confirmAction({
          title: 'Resend alert',
          content: (
            <p>
              Send this <code>{r.delivery.alertClass}</code> alert to <strong>{r.receiver}</strong> again? The receiver
              gets it a second time.
            </p>
          ),
          actionLabel: 'Resend',
          errorTitle: 'Could not resend the alert',
          method: 'alertDeliveryResend',
          params: resendParams(r),
          success: `Alert resent to ${r.receiver}`,
        }),
    },
  ]
  return (
    <>
      <PageHeader docs="alerts" title={alert ? alert.class : 'Alert'} />
      {alert && (
        <PropertiesList
          items={[
            ['Alert class', <code>{alert.class}</code>],
            idRow(alert.id),
            ['Fired', formatDateTime(alert.timeCreated, { seconds: true })],
            ['Schema version', alert.version],
          ]}
        />
      )}
      {alert && (
        <HeadedSection heading="Data">
          <pre className="input" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} aria-label="Alert data">
            {/* the client camelCases every answer's keys; the payload is shown with the server's own (snake_case) */}
            {JSON.stringify(snakeify(alert.alert), null, 2)}
          </pre>
        </HeadedSection>
      )}
      <HeadedSection heading="Deliveries">
        {deliveries.data && !deliveries.data.complete && (
          <p className="muted" role="status">
            Some receivers' deliveries could not be read: this alert may have more deliveries than shown.
          </p>
        )}
        <ArrayTable<Row>
          label="Deliveries"
          columns={columns}
          rows={deliveries.data?.rows}
          error={deliveries.error}
          retry={() => void deliveries.mutate()}
          validating={deliveries.isValidating}
          rowKey={(r) => r.delivery.id}
          rowName={(r) => `Delivery to ${r.receiver}`}
          rowActions={actions}
          // a resent delivery is pending until its attempt lands: the list reloads until none is
          refreshWhile={(r) => deliveryPending(r.delivery)}
          empty={
            <EmptyState title="No deliveries" body="No receiver was subscribed to this alert's class when it fired." />
          }
        />
      </HeadedSection>
    </>
  )
}
