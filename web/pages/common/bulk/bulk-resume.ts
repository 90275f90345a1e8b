/**
 * Bulk jobs run again after a reload. A job keeps only data (./activity-persist.ts);
 * the functions that ran its items are gone with the page. Each bulk action set registers, by kind,
 * how to rebuild it from its arguments (`resumableBulk` in ./bulk-kinds.ts, called from the frame's
 * areas.ts); Retry then finds the action by its label and sends the items not done.
 */
import type { ApiMethod } from '../../../api/client'
import type { Write } from '../../../api/writes'
import { attachRunner, hasRunner, retryFailed, type Job } from '../activity/activity'
import type { BulkAction } from './bulk'
import { bulkLoader } from './bulk-kinds'

/** Why Retry cannot run this job in this page load, or undefined when it can. */
export function resumeBlocked(job: Job): string | undefined {
  if (hasRunner(job.id)) return undefined
  if (!job.resume || !bulkLoader(job.resume.kind)) return 'This job cannot be run again from here'
  if (!job.resume.values) return 'This job was too large to keep for a retry; select the items again'
  return undefined
}

/**
 * One item's run through `write` without revalidating, and a single revalidation of everything
 * the items wrote once they settle (docs/CONTRACTS.md "Writes"). Used when a job starts and when
 * it is resumed, so both write alike.
 */
export function bulkRunner<T>(
  action: BulkAction<T>,
  write: Write,
  revalidate: (methods: ApiMethod[]) => unknown,
): { run: (row: T) => Promise<unknown>; onSettled: () => unknown } {
  const written = new Set<ApiMethod>()
  const recording: Write = (method, params) => {
    written.add(method)
    return write(method, params, { invalidate: false })
  }
  return { run: (row) => action.run(row, recording), onSettled: () => revalidate([...written]) }
}

/** Retry for a job: its runner is rebuilt first when the job came back from a previous page load. */
export async function retryJob(job: Job, write: Write, revalidate: (methods: ApiMethod[]) => unknown) {
  if (!hasRunner(job.id)) {
    if (resumeBlocked(job) || !job.resume?.values) return
    const { kind, args, action: label, values } = job.resume
    const bulk = await bulkLoader(kind)!(args)
    const action = bulk.actions.find((a) => a.label === label)
    if (!action) return
    const runner = bulkRunner(action, write, revalidate)
    attachRunner(job.id, {
      run: runner.run as (v: unknown) => Promise<unknown>,
      values: new Map(Object.entries(values)),
      concurrency: action.concurrency,
      onSettled: runner.onSettled,
    })
  }
  await retryFailed(job.id)
}
