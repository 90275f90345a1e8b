import { useState } from 'react'
import { useQuery } from '../../../api/reads'
import { Button } from '../../../ui/Button'
import { Badge } from '../../../ui/Badge'
import { PropertiesList } from '../../../ui/PropertiesList'
import { Spinner } from '../../../ui/Spinner'
import type { Column } from '../../../ui/Table'
import { formatDateTime, timeAgo } from '../../../util/time'
import { RecoveryFinishModal } from './RecoveryFinishModal'
import { componentRows, statusRefreshMs, updateProgress, type ComponentRow } from './update-status'
import { ErrorBox } from '../../../ui/ErrorBox'
import { ArrayTable } from '../../common/list/ArrayTable'
import { HeadedSection } from '../../../ui/HeadedSection'

const columns: Column<ComponentRow>[] = [
  {
    header: 'Release version',
    cell: (r) => (
      <>
        {r.version} {r.isTarget && <Badge>target</Badge>}
      </>
    ),
    sortValue: (r) => r.version,
  },
  { header: 'Components', cell: (r) => r.count, sortValue: (r) => r.count },
]

/** The release most components run: what a recovery most likely deployed. */
const mostRun = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1])[0]?.[0]

/** Where the rack is: the target release, how many components run it, and any need for support. */
export function UpdateStatusPanel() {
  const {
    data: status,
    error,
    mutate,
    isValidating,
  } = useQuery('systemUpdateStatus', {}, { refreshInterval: (s) => statusRefreshMs(s) })
  const [finishing, setFinishing] = useState(false)
  if (error && !status) {
    return (
      <ErrorBox title="Could not load update status" onRetry={() => void mutate()}>
        {error.message}
      </ErrorBox>
    )
  }
  if (!status) return <Spinner label="Loading update status" />
  const progress = updateProgress(status)
  return (
    <HeadedSection heading="Status">
      {status.contactSupport && (
        <ErrorBox>
          The system found a condition that needs support to resolve. Create a support bundle and contact support.
        </ErrorBox>
      )}
      {status.suspended && (
        <div className="notice-box" role="note">
          <p>
            Automatic update is suspended: software was deployed outside the control plane (a recovery). Once support
            confirms the rack runs one release, finish the recovery to put the system back in charge of updates.
          </p>
          <Button write onClick={() => setFinishing(true)}>
            Finish recovery
          </Button>
        </div>
      )}
      {finishing && (
        <RecoveryFinishModal running={mostRun(status.componentsByReleaseVersion)} onClose={() => setFinishing(false)} />
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
      <ArrayTable<ComponentRow>
        label="Components by release version"
        scope="components"
        columns={columns}
        rows={componentRows(status)}
        error={error}
        retry={() => void mutate()}
        validating={isValidating}
        rowKey={(r) => r.version}
        empty="No components report a release version"
      />
    </HeadedSection>
  )
}
