import { useWrite } from '../../api/writes'
import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import { VirtualList } from '../../ui/VirtualList'
import {
  dismissJob,
  jobCounts,
  jobFinished,
  jobSummary,
  retryCount,
  setActivityCollapsed,
  type ActivityState,
  type Job,
  type JobItem,
} from '../common/activity/activity'
import { resumeBlocked, retryJob } from '../common/bulk/bulk-resume'

const statusText: Record<JobItem['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
  interrupted: 'Interrupted',
}

function ItemStatusText({ item }: { item: JobItem }) {
  return (
    <>
      <span className="activity-label">{item.label}</span>
      <span className="activity-status">
        {item.status === 'running' && <Spinner />}
        {statusText[item.status]}
        {item.message && `: ${item.message}`}
      </span>
    </>
  )
}

/** A job's items: thousands for a bulk action over a whole list, so only those in view render. */
function Items({ items, label }: { items: JobItem[]; label: string }) {
  return (
    <VirtualList
      items={items}
      label={label}
      className="activity-items"
      itemKey={(i) => i.key}
      itemClass={(i) => `activity-item activity-${i.status}`}
      renderItem={(i) => <ItemStatusText item={i} />}
    />
  )
}

function JobView({ job }: { job: Job }) {
  const write = useWrite()
  const revalidate = write.revalidate
  const c = jobCounts(job)
  const finished = jobFinished(job)
  const failed = job.items.filter((i) => i.status === 'failed')
  const interrupted = job.items.filter((i) => i.status === 'interrupted')
  const rest = job.items.filter((i) => i.status !== 'failed' && i.status !== 'interrupted')
  return (
    <div className="activity-job" role="group" aria-label={job.title}>
      <header className="activity-job-head">
        <strong>{job.title}</strong>
        <span className="muted">
          {c.done} of {c.total - c.skipped} done
        </span>
        <span className="spacer" />
        {finished && retryCount(job) > 0 && (
          <Button size="sm" disabledReason={resumeBlocked(job)} onClick={() => void retryJob(job, write, revalidate)}>
            {interrupted.length ? 'Retry' : 'Retry failed'}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          disabledReason={finished ? undefined : 'Still running'}
          onClick={() => dismissJob(job.id)}
          aria-label={`Dismiss ${job.title}`}
        >
          Dismiss
        </Button>
      </header>
      {failed.length > 0 && (
        <>
          <h3 className="activity-subhead">Failed</h3>
          <Items items={failed} label={`Failed items of ${job.title}`} />
        </>
      )}
      {interrupted.length > 0 && (
        <>
          <h3 className="activity-subhead">Interrupted</h3>
          <p className="muted">
            The page was left before these finished: they may not have run. Retry sends them again.
          </p>
          <Items items={interrupted} label={`Interrupted items of ${job.title}`} />
        </>
      )}
      <Items items={rest} label={`Items of ${job.title}`} />
    </div>
  )
}

/** Bulk jobs with per-item progress; state and runner live in ../common/activity.ts. */
export default function ActivityPanel({ state }: { state: ActivityState }) {
  const { jobs, collapsed } = state
  const running = jobs.filter((j) => !jobFinished(j)).length
  const latest = jobs[0]
  return (
    <section className="activity-panel" aria-label="Activity">
      <div className="activity-head">
        <h2>Activity</h2>
        <span className="activity-line" role="status">
          {latest ? jobSummary(latest) : ''}
          {running > 1 ? ` (${running} jobs running)` : ''}
        </span>
        <span className="spacer" />
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={!collapsed}
          aria-label={`${collapsed ? 'Show' : 'Hide'} activity`}
          onClick={() => setActivityCollapsed(!collapsed)}
        >
          {collapsed ? 'Show' : 'Hide'}
        </Button>
      </div>
      {!collapsed && (
        <div className="activity-body">
          {jobs.map((j) => (
            <JobView key={j.id} job={j} />
          ))}
        </div>
      )}
    </section>
  )
}
