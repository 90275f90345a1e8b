import { useState } from 'react'
import { preview } from '../../../api/request-preview'
import type { AlertDelivery } from '../../../api/generated/types'
import { Badge } from '../../../ui/Badge'
import { EmptyState } from '../../../ui/EmptyState'
import { SelectField } from '../../../ui/Field'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { ListTable } from '../../common/list/ListTable'
import { deliveryPending, deliveryStateColor, resendDisabled } from '../../../api/rules/alert-deliveries'
import { attemptSummary, deliveryQuery, lastAttempt, type DeliveryFilter } from './deliveries'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { HeadedSection } from '../../../ui/HeadedSection'

const columns: Column<AlertDelivery>[] = [
  { header: 'Alert class', cell: (d) => <code>{d.alertClass}</code> },
  {
    header: 'State',
    cell: (d) => (
      <Badge color={deliveryStateColor[d.state]} spinner={deliveryPending(d)}>
        {d.state}
      </Badge>
    ),
  },
  { header: 'Trigger', cell: (d) => d.trigger },
  { header: 'Attempts', cell: (d) => `${d.attempts.webhook.length}: ${attemptSummary(lastAttempt(d))}` },
  { header: 'Started', cell: (d) => formatDateTime(d.timeStarted, { seconds: true }) },
  { header: 'Alert ID', cell: (d) => <code>{d.alertId}</code> },
]

const filters: { value: DeliveryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'failed', label: 'Failed' },
]

/** Paged deliveries, newest first, with a state filter and Resend per alert. */
export function DeliveriesSection({ receiver }: { receiver: string }) {
  const [filter, setFilter] = useState<DeliveryFilter>('all')
  const confirm = useConfirmedWrite()
  const resendParams = (d: AlertDelivery) => ({ path: { alertId: d.alertId }, query: { receiver } })
  const actions = (d: AlertDelivery) => [
    {
      label: 'Resend',
      disabled: resendDisabled(d),
      request: preview('alertDeliveryResend', resendParams(d)),
      onSelect: () =>
        confirm.run({
          method: 'alertDeliveryResend',
          params: resendParams(d),
          success: `Alert ${d.alertClass} resent`,
          errorTitle: 'Could not resend the alert',
        }),
    },
  ]
  return (
    <HeadedSection
      heading="Deliveries"
      action={
        <SelectField label="Show" value={filter} onValue={(v) => setFilter(v as DeliveryFilter)} options={filters} />
      }
    >
      <ListTable<AlertDelivery>
        label="Deliveries"
        method="alertDeliveryList"
        params={{ path: { receiver }, query: { ...deliveryQuery(filter), sortBy: 'time_and_id_descending' } }}
        columns={columns}
        rowActions={actions}
        rowName={(d) => `Delivery ${d.alertClass} ${formatDateTime(d.timeStarted, { seconds: true })}`}
        refreshWhile={deliveryPending}
        empty={
          <EmptyState
            title="No deliveries"
            body="Deliveries appear when a subscribed alert fires or a probe is sent."
          />
        }
      />
    </HeadedSection>
  )
}
