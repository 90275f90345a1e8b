import { Button } from '../../ui/Button'
import { Spinner } from '../../ui/Spinner'
import {
  dismissJob,
  jobCounts,
  jobFinished,
  jobSummary,
  retryFailed,
  setActivityCollapsed,
  type ActivityState,
  type Job,
  type JobItem,
} from '../common/activity'

const statusText: Record<JobItem['status'], string> = {
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  skipped: 'Skipped',
}

function ItemRow({ item }: { item: JobItem }) {
  return (
    <li className={`activity-item activity-${item.status}`}>
      <span className="activity-label">{item.label}</span>
      <span className="activity-status">
        {item.status === 'running' && <Spinner />}
        {statusText[item.status]}
        {item.message && `: ${item.message}`}
      </span>
    </li>
  )
}

function JobView({ job }: { job: Job }) {
  const c = jobCounts(job)
  const finished = jobFinished(job)
  const failed = job.items.filter((i) => i.status === 'failed')
  const rest = job.items.filter((i) => i.status !== 'failed')
  return (
    <div className="activity-job" role="group" aria-label={job.title}>
      <header className="activity-job-head">
        <strong>{job.title}</strong>
        <span className="muted">
          {c.done} of {c.total - c.skipped} done
        </span>
        <span className="spacer" />
        {finished && failed.length > 0 && (
          <Button size="sm" onClick={() => void retryFailed(job.id)}>
            Retry failed
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
          <ul className="activity-items" aria-label={`Failed items of ${job.title}`}>
            {failed.map((i) => (
              <ItemRow key={i.key} item={i} />
            ))}
          </ul>
        </>
      )}
      <ul className="activity-items" aria-label={`Items of ${job.title}`}>
        {rest.map((i) => (
          <ItemRow key={i.key} item={i} />
        ))}
      </ul>
    </div>
  )
}

/** Bulk jobs with per-item progress (issue #12 point 2); state and runner live in ../common/activity.ts. */
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
