import type { AlertClass, AlertReceiver } from '../../../api/generated/types'
import { to } from '../../../urls'
import { LinkButton } from '../../../ui/Button'
import type { Column } from '../../../ui/Table'
import { addToast } from '../../../ui/Toast'
import { ListPage, ListSection } from '../../common/list/ListPage'
import { createdCol, nameCol } from '../../common/list/columns'
import { useQuickActions } from '../../layout/quick-actions'
import { useReceiverActions } from './actions'

const subscriptionsCell = (r: AlertReceiver) =>
  r.subscriptions.length ? (
    r.subscriptions.map((s) => (
      <code key={s} style={{ marginRight: '.5rem' }}>
        {s}
      </code>
    ))
  ) : (
    <span className="muted">None</span>
  )

const receiverColumns: Column<AlertReceiver>[] = [
  nameCol<AlertReceiver>((r) => to.alertReceiver({ receiver: r.name })),
  { header: 'Endpoint', cell: (r) => <code>{r.kind.endpoint}</code> },
  { header: 'Subscriptions', cell: subscriptionsCell },
  createdCol,
]

const classColumns: Column<AlertClass>[] = [
  { header: 'Alert class', cell: (c) => <code>{c.name}</code> },
  { header: 'Description', cell: (c) => c.description },
]

/** A class name is what a subscription is written with. */
const classActions = (c: AlertClass) => [
  {
    label: 'Copy name',
    onSelect: () =>
      navigator.clipboard?.writeText(c.name).then(
        () => addToast({ content: `${c.name} copied to clipboard` }),
        () => addToast({ variant: 'error', title: 'Could not copy', content: 'The clipboard is not available' }),
      ),
  },
]

/** system/alerts: webhook receivers and the alert classes they can subscribe to. */
export default function AlertsPage() {
  const actions = useReceiverActions()
  useQuickActions([{ group: 'Alerts', label: 'New webhook receiver', href: to.alertReceiversNew() }])
  return (
    <ListPage<AlertReceiver>
      title="Alerts"
      docs="alerts"
      headerActions={<LinkButton href={to.alertHistory()}>Alert history</LinkButton>}
      create={{ label: 'New webhook receiver', href: to.alertReceiversNew() }}
      heading="Receivers"
      method="alertReceiverList"
      params={{}}
      sortable
      columns={receiverColumns}
      rowActions={actions}
      empty={{ title: 'No receivers', body: 'A webhook receiver gets an HTTP POST for each alert it subscribes to.' }}
      after={
        <ListSection<AlertClass>
          heading="Alert classes"
          method="alertClassList"
          params={{}}
          columns={classColumns}
          rowActions={classActions}
          empty={{ title: 'No alert classes' }}
        />
      }
    />
  )
}
