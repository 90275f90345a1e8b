/**
 * The Activity panel's jobs kept across a reload or a closed tab, per signed-in
 * user in localStorage, gone at sign-out with the search index. Items still queued or running
 * when the page went away come back as interrupted: whether the server got them is unknown, so
 * the panel offers them to Retry instead of claiming either way. Rows are resource objects, never
 * secrets; a job too large for the browser's storage is kept without them (listed, not resumable).
 */
import { activity, setActivity, type Job, type JobItem } from './activity-store'

export const ACTIVITY_PREFIX = 'console.activity.'
const PREFIX = ACTIVITY_PREFIX
/** The newest jobs kept; older ones are dropped at the next save. */
const MAX_KEPT_JOBS = 30
/** Saves are coalesced: a job over thousands of items changes many times a second. */
const SAVE_MS = 400

type Saved = { v: 1; jobs: Job[] }

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

let owner: string | undefined
let unsubscribe: (() => void) | undefined
let saveTimer: ReturnType<typeof setTimeout> | undefined

/** The signed-in user the kept jobs belong to (`silo/user`), once known. */
export const activityOwner = () => owner

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/
/** Rows come back with their Dates (timeCreated, timeModified...), as the API client gives them. */
const revive = (key: string, value: unknown) =>
  typeof value === 'string' && /^time[A-Z]/.test(key) && ISO.test(value) ? new Date(value) : value

/** What the page left behind, as this load shows it: unfinished items are interrupted. */
export function restoredJob(job: Job): Job {
  const items = job.items.map((i): JobItem =>
    i.status === 'queued' || i.status === 'running' ? { ...i, status: 'interrupted', message: undefined } : i,
  )
  return { ...job, items }
}

/** The kept form of a job: only the rows a retry could still need. */
export function keptJob(job: Job, withValues = true): Job {
  if (!job.resume) return job
  const open = new Set(job.items.filter((i) => i.status !== 'done' && i.status !== 'skipped').map((i) => i.key))
  const values = withValues && job.resume.values
  return {
    ...job,
    resume: {
      ...job.resume,
      values: values ? Object.fromEntries(Object.entries(values).filter(([k]) => open.has(k))) : undefined,
    },
  }
}

export function parseSaved(raw: string | null): Job[] {
  if (!raw) return []
  try {
    const saved = JSON.parse(raw, revive) as Partial<Saved>
    if (saved.v !== 1 || !Array.isArray(saved.jobs)) return []
    return saved.jobs.filter((j) => typeof j?.id === 'number' && Array.isArray(j.items)).map(restoredJob)
  } catch {
    return []
  }
}

function save() {
  saveTimer = undefined
  const s = storage()
  if (!s || !owner) return
  const jobs = activity.get().jobs.slice(0, MAX_KEPT_JOBS)
  const key = PREFIX + owner
  try {
    if (jobs.length === 0) s.removeItem(key)
    else s.setItem(key, JSON.stringify({ v: 1, jobs: jobs.map((j) => keptJob(j)) } satisfies Saved))
  } catch {
    // over the storage quota: keep the list and the results, without the rows to resume
    try {
      s.setItem(key, JSON.stringify({ v: 1, jobs: jobs.map((j) => keptJob(j, false)) } satisfies Saved))
    } catch {
      // storage refused altogether (a locked-down profile): jobs last this page load only
    }
  }
}

const saveSoon = () => {
  saveTimer ??= setTimeout(save, SAVE_MS)
}
const saveNow = () => {
  if (saveTimer !== undefined) clearTimeout(saveTimer)
  save()
}

/**
 * Binds the panel to the signed-in user: their kept jobs come back (with this page's own, if any),
 * and every change is saved from now on. Another user signing in without a reload gets their own.
 */
export function bindActivityOwner(next: string) {
  if (owner === next) return
  const previous = owner
  if (previous) saveNow()
  owner = next
  const kept = parseSaved(storage()?.getItem(PREFIX + next) ?? null)
  // jobs started before the first bind are this user's; another user's stay with them
  const mine = previous ? [] : activity.get().jobs
  const ids = new Set(mine.map((j) => j.id))
  setActivity({ ...activity.get(), jobs: [...mine, ...kept.filter((j) => !ids.has(j.id))] })
  unsubscribe?.()
  unsubscribe = activity.subscribe(saveSoon)
  globalThis.addEventListener?.('pagehide', saveNow)
}

/** Sign-out: every user's kept jobs leave this browser. */
export function forgetActivity() {
  unsubscribe?.()
  unsubscribe = undefined
  if (saveTimer !== undefined) clearTimeout(saveTimer)
  saveTimer = undefined
  globalThis.removeEventListener?.('pagehide', saveNow)
  owner = undefined
  const s = storage()
  if (!s) return
  const keys: string[] = []
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i)
    if (k?.startsWith(PREFIX)) keys.push(k)
  }
  keys.forEach((k) => s.removeItem(k))
}

/**
 * Another user signed in on this browser: every other user's kept jobs and history leave it, the
 * signed-in user's stay (and stay bound).
 */
export function forgetOtherOwnersActivity(keep: string) {
  const s = storage()
  if (!s) return
  // the history store keeps its records beside the jobs, under the same prefix (./history/history-store.ts)
  const kept = new Set([PREFIX + keep, `${PREFIX}history.${keep}`])
  const keys: string[] = []
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i)
    if (k?.startsWith(PREFIX) && !kept.has(k)) keys.push(k)
  }
  keys.forEach((k) => s.removeItem(k))
}

/** Tests only: unbind without touching storage. */
export function unbindActivityForTests() {
  unsubscribe?.()
  unsubscribe = undefined
  if (saveTimer !== undefined) clearTimeout(saveTimer)
  saveTimer = undefined
  owner = undefined
}

/** Tests only: save at once. */
export const flushActivitySave = saveNow
