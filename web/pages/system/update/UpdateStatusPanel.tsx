import { useApiQuery } from '../../../api/hooks'
import { Badge } from '../../../ui/Badge'
import { PropertiesList } from '../../../ui/PropertiesList'
import { Spinner } from '../../../ui/Spinner'
import { Table, type Column } from '../../../ui/Table'
import { formatDateTime, timeAgo } from '../../../util/time'
import { componentRows, statusRefreshMs, updateProgress, type ComponentRow } from './update-status'
import { ErrorBox } from '../../../ui/ErrorBox'

const columns: Column<ComponentRow>[] = [
  {
    header: 'Release version',
    cell: (r) => (
      <>
        {r.version} {r.isTarget && <Badge>target</Badge>}
      </>
    ),
  },
  { header: 'Components', cell: (r) => r.count },
]

/** Where the rack is: the target release, how many components run it, and any need for support. */
export function UpdateStatusPanel() {
  const { data: status, error } = useApiQuery('systemUpdateStatus', {}, { refreshInterval: (s) => statusRefreshMs(s) })
  if (error && !status) {
    return <ErrorBox title="Could not load update status">{error.message}</ErrorBox>
  }
  if (!status) return <Spinner label="Loading update status" />
  const progress = updateProgress(status)
  return (
    <section aria-labelledby="status-heading" style={{ marginTop: '1.5rem' }}>
      <h2 id="status-heading">Status</h2>
      {status.contactSupport && (
        <ErrorBox>
          The system found a condition that needs support to resolve. Create a support bundle and contact support.
        </ErrorBox>
      )}
      <PropertiesList
        items={[
          ['Target release', status.targetRelease ? status.targetRelease.version : 'None set'],
          ['Target set', status.targetRelease ? formatDateTime(status.targetRelease.timeRequested) : '—'],
          [
            'Progress',
            progress ? (
              <div aria-live="polite">
                <progress
                  max={100}
                  value={progress.percent}
                  aria-label="Update progress"
                  aria-valuetext={progress.label}
                  style={{ width: '16rem' }}
                />{' '}
                {progress.done ? (
                  <Badge>up to date</Badge>
                ) : (
                  <Badge color="blue" spinner>
                    updating
                  </Badge>
                )}
                <div>{progress.label}</div>
              </div>
            ) : (
              '—'
            ),
          ],
          ['Automatic update', status.suspended ? <Badge color="notice">suspended</Badge> : 'active'],
          [
            'Last planning step',
            <time
              dateTime={status.timeLastStepPlanned.toISOString()}
              title={formatDateTime(status.timeLastStepPlanned)}
            >
              {timeAgo(status.timeLastStepPlanned)}
            </time>,
          ],
        ]}
      />
      <Table
        label="Components by release version"
        columns={columns}
        rows={componentRows(status)}
        rowKey={(r) => r.version}
      />
    </section>
  )
}
