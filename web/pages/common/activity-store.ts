/**
 * The Activity panel's state (./activity.ts runs the jobs). Kept apart so the Shell, which
 * only asks "any jobs?", does not load the runner with the first route.
 */

export type ItemStatus = 'queued' | 'running' | 'done' | 'failed' | 'skipped'

export type JobItem = {
  key: string
  label: string
  status: ItemStatus
  /** The server's message when failed; the reason when skipped. */
  message?: string
}

export type Job = {
  id: number
  title: string
  items: JobItem[]
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
