/**
 * The Activity panel's state (./activity.ts runs the jobs). Kept apart so the Shell, which
 * only asks "any jobs?", does not load the runner with the first route.
 */

/** `interrupted`: queued or running when the page went away (a reload, a closed tab): may have run or not. */
export type ItemStatus = 'queued' | 'running' | 'done' | 'failed' | 'skipped' | 'interrupted'

export type JobItem = {
  key: string
  label: string
  status: ItemStatus
  /** The server's message when failed; the reason when skipped. */
  message?: string
  /** When the item settled (ISO), for the resource's History tab. */
  at?: string
}

/**
 * What a job needs to run again after a reload (./bulk-resume.ts): the bulk action's registered kind,
 * the arguments that rebuild it, the action's label and each unfinished item's row. Only plain data.
 */
export type JobResume = {
  kind: string
  args: Record<string, string>
  action: string
  /** Item key -> its row; undefined when the rows were too large to keep in the browser. */
  values?: Record<string, unknown>
}

export type Job = {
  id: number
  title: string
  items: JobItem[]
  /** When the job started (ISO). */
  startedAt?: string
  resume?: JobResume
}

export type ActivityState = { jobs: Job[]; collapsed: boolean }

let state: ActivityState = { jobs: [], collapsed: false }
const listeners = new Set<() => void>()

export function setActivity(next: ActivityState) {
  state = next
  listeners.forEach((l) => l())
}

/** Replaces the state without telling subscribers (the runner tells them, coalesced). */
export function setActivityQuietly(next: ActivityState) {
  state = next
}

export const activity = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
}
