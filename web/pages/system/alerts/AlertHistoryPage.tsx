import { useState } from 'react'
import { useList } from '../../../api/reads'
import type { Alert } from '../../../api/generated/types'
import { to } from '../../../urls'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { ListTable } from '../../common/list/ListTable'
import { useFleetAccess } from '../use-fleet-access'

const columns: Column<Alert>[] = [
  {
    header: 'Alert class',
    cell: (a) => (
      <Link href={to.alert({ alertId: a.id })}>
        <code>{a.class}</code>
      </Link>
    ),
  },
  { header: 'Fired', cell: (a) => formatDateTime(a.timeCreated, { seconds: true }) },
  { header: 'Schema version', cell: (a) => a.version },
  { header: 'ID', cell: (a) => <code>{a.id}</code> },
]

const ALL = ''

/** system/alert-history: every alert the rack raised (alertList), newest first, by class. */
export default function AlertHistoryPage() {
  useFleetAccess()
  const [alertClass, setAlertClass] = useState(ALL)
  const classes = useList('alertClassList', { query: {} })
  const options = [
    { value: ALL, label: 'All classes' },
    ...classes.items.filter((c) => c.name !== 'probe').map((c) => ({ value: c.name, label: c.name })),
  ]
  return (
    <>
      <PageHeader docs="alerts" title="Alert history">
        <LinkButton href={to.alerts()}>Receivers</LinkButton>
      </PageHeader>
      <p className="muted">
        What the rack reported, whether or not a receiver was subscribed. Open an alert for its data and its deliveries.
      </p>
      <div className="toolbar">
        <span className="grow" />
        <SelectField
          status={<AllItemsStatus state={classes} noun="alert classes" onRetry={() => void classes.mutate()} />}
          label="Alert class"
          value={alertClass}
          onValue={setAlertClass}
          options={options}
        />
      </div>
      <ListTable<Alert>
        label="Alerts"
        method="alertList"
        params={{ query: { alertClass: alertClass || undefined, sortBy: 'time_and_id_descending' } }}
        columns={columns}
        rowName={(a) => `${a.class} ${formatDateTime(a.timeCreated, { seconds: true })}`}
        empty={
          <EmptyState
            title="No alerts"
            body={alertClass ? `No ${alertClass} alert has fired.` : 'No alert has fired yet.'}
          />
        }
      />
    </>
  )
}
