/**
 * Bulk jobs and their per-item progress: the runner, over the module-level
 * store in ./activity-store.ts. No React here, so jobs keep running and stay listed while the
 * user navigates. A reload keeps the list (./activity-persist.ts) and marks what was cut short as
 * interrupted; ./bulk-resume.ts runs those items again. The panel is ../layout/ActivityPanel.tsx.
 */
import {
  activity,
  setActivity,
  setActivityQuietly,
  type Job,
  type JobItem,
  type ItemStatus,
  type JobResume,
} from './activity-store'

export { activity, type ActivityState, type Job, type JobItem } from './activity-store'

export type JobSpec<T> = {
  title: string
  /** Items with `skip` set are never sent; the reason is shown instead. */
  items: { key: string; label: string; value: T; skip?: string }[]
  run: (value: T) => Promise<unknown>
  /** How many items run at once. Firewall rules need 1: each PUT rewrites the whole set. */
  concurrency?: number
  /** After each run (the first and every retry) settles: refresh what the job changed. */
  onSettled?: () => unknown
  /** How to rebuild `run` after a reload; the items' values are kept with it, so they must be plain data. */
  resume?: Omit<JobResume, 'values'>
}

const DEFAULT_CONCURRENCY = 2

/** The store's value now: every change replaces it, so never keep it across an await. */
const current = () => activity.get()
const set = setActivity

type Runner = {
  run: (value: unknown) => Promise<unknown>
  values: Map<string, unknown>
  concurrency: number
  onSettled?: () => unknown
  active: boolean
  /** Each item's place in its job's list. */
  index: Map<string, number>
}

const runners = new Map<number, Runner>()
let nextId = 1

// Item progress is told to subscribers at most every PROGRESS_MS (: a job over 5,000
// instances changes an item 10,000 times, and the panel re-rendered on each); a job's start and
// end are told at once. activity.get() is always current.
const PROGRESS_MS = 100
let progressTimer: ReturnType<typeof setTimeout> | undefined
function notifySoon() {
  progressTimer ??= setTimeout(flushProgress, PROGRESS_MS)
}
function flushProgress() {
  if (progressTimer !== undefined) clearTimeout(progressTimer)
  progressTimer = undefined
  set(current())
}

function updateItem(id: number, key: string, patch: Partial<JobItem>) {
  const at = runners.get(id)?.index.get(key)
  setActivityQuietly({
    ...current(),
    jobs: current().jobs.map((j) => {
      if (j.id !== id) return j
      // by index, not by scanning: a copy of the array, one item replaced
      const i = at !== undefined && j.items[at]?.key === key ? at : j.items.findIndex((x) => x.key === key)
      if (i === -1) return j
      const items = j.items.slice()
      items[i] = { ...items[i], ...patch }
      return { ...j, items }
    }),
  })
  notifySoon()
}

export type JobCounts = Record<ItemStatus, number> & { total: number }

export function jobCounts(job: Job): JobCounts {
  const c: JobCounts = {
    queued: 0,
    running: 0,
    done: 0,
    failed: 0,
    skipped: 0,
    interrupted: 0,
    total: job.items.length,
  }
  for (const i of job.items) c[i.status]++
  return c
}

export const jobFinished = (job: Job) => {
  const c = jobCounts(job)
  return c.queued === 0 && c.running === 0
}

/** One line for the live status region: "Stop 3 instances: 2 of 3 done, 1 failed". */
export function jobSummary(job: Job): string {
  const c = jobCounts(job)
  const sent = c.total - c.skipped
  const parts = [`${c.done} of ${sent} done`]
  if (c.failed) parts.push(`${c.failed} failed`)
  if (c.interrupted) parts.push(`${c.interrupted} interrupted`)
  if (c.skipped) parts.push(`${c.skipped} skipped`)
  if (!jobFinished(job)) parts.push('in progress')
  return `${job.title}: ${parts.join(', ')}`
}

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e)) || 'Request failed'

/** Runs the job's queued items, `concurrency` at a time, then calls onSettled. */
async function runQueued(id: number) {
  const runner = runners.get(id)
  const job = current().jobs.find((j) => j.id === id)
  if (!runner || !job || runner.active) return
  runner.active = true
  const queue = job.items.filter((i) => i.status === 'queued').map((i) => i.key)
  let next = 0
  const worker = async () => {
    while (next < queue.length) {
      const key = queue[next++]
      updateItem(id, key, { status: 'running', message: undefined })
      try {
        await runner.run(runner.values.get(key))
        updateItem(id, key, { status: 'done', at: new Date().toISOString() })
      } catch (e) {
        updateItem(id, key, { status: 'failed', message: messageOf(e), at: new Date().toISOString() })
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: Math.min(runner.concurrency, queue.length) }, worker))
  } finally {
    runner.active = false
    flushProgress()
  }
  try {
    await runner.onSettled?.()
  } catch {
    // A failed refresh does not make the job's items fail; the lists refresh on their own later.
  }
}

/** Adds a job to the panel and starts it. Resolves when every item has settled. */
export function startJob<T>(spec: JobSpec<T>): { id: number; done: Promise<void> } {
  // above any job restored from a previous page load
  const id = Math.max(nextId, ...current().jobs.map((j) => j.id + 1))
  nextId = id + 1
  const items: JobItem[] = spec.items.map((i) =>
    i.skip
      ? { key: i.key, label: i.label, status: 'skipped', message: i.skip }
      : { key: i.key, label: i.label, status: 'queued' },
  )
  const values = new Map(spec.items.map((i) => [i.key, i.value as unknown]))
  const run = spec.run as (v: unknown) => Promise<unknown>
  attachRunner(id, { run, values, concurrency: spec.concurrency, onSettled: spec.onSettled }, items)
  const resume = spec.resume && {
    ...spec.resume,
    values: Object.fromEntries(spec.items.filter((i) => !i.skip).map((i) => [i.key, i.value as unknown])),
  }
  const job: Job = { id, title: spec.title, items, startedAt: new Date().toISOString(), resume }
  // Newest first; a new job opens the panel so its progress is seen.
  set({ jobs: [job, ...current().jobs], collapsed: false })
  return { id, done: runQueued(id) }
}

/** Gives a job (a new one, or one restored after a reload) the function that runs its items. */
export function attachRunner(
  id: number,
  r: {
    run: (value: unknown) => Promise<unknown>
    values: Map<string, unknown>
    concurrency?: number
    onSettled?: () => unknown
  },
  items = current().jobs.find((j) => j.id === id)?.items ?? [],
) {
  runners.set(id, {
    run: r.run,
    values: r.values,
    concurrency: Math.max(1, r.concurrency ?? DEFAULT_CONCURRENCY),
    onSettled: r.onSettled,
    active: false,
    index: new Map(items.map((i, n) => [i.key, n])),
  })
}

/** Whether this page load can run the job's items (false for a job restored after a reload until resumed). */
export const hasRunner = (id: number) => runners.has(id)

const retriable = (i: JobItem) => i.status === 'failed' || i.status === 'interrupted'

/** Items a retry would send again: the failed and the interrupted ones. */
export const retryCount = (job: Job) => job.items.filter(retriable).length

/**
 * Re-queues only the failed and interrupted items of a finished job and runs them again (never the
 * done ones). A job restored after a reload needs its runner first (./bulk-resume.ts).
 */
export function retryFailed(id: number): Promise<void> {
  const job = current().jobs.find((j) => j.id === id)
  if (!job || !runners.has(id) || !jobFinished(job) || !job.items.some(retriable)) return Promise.resolve()
  set({
    ...current(),
    jobs: current().jobs.map((j) =>
      j.id !== id
        ? j
        : {
            ...j,
            items: j.items.map((i) => (retriable(i) ? { ...i, status: 'queued', message: undefined } : i)),
          },
    ),
  })
  return runQueued(id)
}

/** Removes a finished job from the panel. Running jobs cannot be dismissed. */
export function dismissJob(id: number) {
  const job = current().jobs.find((j) => j.id === id)
  if (!job || !jobFinished(job)) return
  runners.delete(id)
  set({ ...current(), jobs: current().jobs.filter((j) => j.id !== id) })
}

export function setActivityCollapsed(collapsed: boolean) {
  set({ ...current(), collapsed })
}

/** Tests only: forget every job. */
export function resetActivity() {
  runners.clear()
  flushProgress()
  set({ jobs: [], collapsed: false })
}
