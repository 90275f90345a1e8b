/**
 * What this browser saw happen to resources, for their History tab: state
 * changes the console observed while it polled (an instance going from running to stopped, whoever
 * did it), and the before and after of the rule sets and policies this console saved. Kept per
 * signed-in user beside the Activity jobs (../activity-persist.ts), and gone with them at sign-out.
 */
import { activityOwner, ACTIVITY_PREFIX } from '../activity/activity-persist'

/** A state seen to change: `from` is the state last seen (undefined for the first sighting, not kept). */
export type ObservedChange = { kind: 'observed'; resourceId: string; at: string; from: string; to: string }

/** A save this console made, as the lines of what it changed ("rule allow-ssh: 22 -> 2222"). */
export type ConsoleChange = {
  kind: 'change'
  resourceId: string
  at: string
  title: string
  lines: { kind: 'add' | 'remove' | 'change'; label: string; from?: string; to?: string }[]
}

export type Seen = ObservedChange | ConsoleChange

/** The newest records kept; a busy fleet's polling would otherwise grow without end. */
const MAX_SEEN = 500

const key = (owner: string) => `${ACTIVITY_PREFIX}history.${owner}`

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** Last state seen per resource this page load: a first sighting is not a change. */
const lastSeen = new Map<string, string>()
const listeners = new Set<() => void>()

export function readSeen(owner = activityOwner()): Seen[] {
  if (!owner) return []
  try {
    const v: unknown = JSON.parse(storage()?.getItem(key(owner)) ?? '[]')
    return Array.isArray(v) ? (v as Seen[]).filter((s) => s && typeof s.resourceId === 'string') : []
  } catch {
    return []
  }
}

function add(record: Seen) {
  const owner = activityOwner()
  const s = storage()
  if (!owner || !s) return
  const next = [...readSeen(owner), record].slice(-MAX_SEEN)
  try {
    s.setItem(key(owner), JSON.stringify(next))
  } catch {
    // storage full or refused: the tab shows what the server records
  }
  listeners.forEach((l) => l())
}

/**
 * A state read for a resource. Records a change when it differs from the one last seen, in this
 * page load or kept from an earlier one (so a reload does not hide a change made meanwhile).
 */
export function noteState(resourceId: string, state: string, at = new Date()) {
  let before = lastSeen.get(resourceId)
  if (before === undefined) {
    const kept = readSeen().filter((r): r is ObservedChange => r.kind === 'observed' && r.resourceId === resourceId)
    before = kept.at(-1)?.to
  }
  lastSeen.set(resourceId, state)
  if (before === undefined || before === state) {
    // remember the first sighting too, so a change after a reload has a "from"
    if (before === undefined) add({ kind: 'observed', resourceId, at: at.toISOString(), from: '', to: state })
    return
  }
  add({ kind: 'observed', resourceId, at: at.toISOString(), from: before, to: state })
}

/**
 * The key of a top-level resource (a project, a silo) known by its name where its ID is not at
 * hand (a policy's save); its History tab reads this key beside the ID.
 */
export const historyKey = (kind: 'project' | 'silo', name: string) => `${kind}:${name}`

/** A save this console made to a resource's rule set or policy. */
export function noteChange(resourceId: string, title: string, lines: ConsoleChange['lines'], at = new Date()) {
  if (lines.length === 0) return
  add({ kind: 'change', resourceId, at: at.toISOString(), title, lines })
}

/** The records for one resource, oldest first; sightings without a change left out. */
export const seenFor = (resourceId: string, all = readSeen()) =>
  all.filter((r) => r.resourceId === resourceId && (r.kind !== 'observed' || r.from !== ''))

export const seenStore = {
  subscribe(l: () => void) {
    listeners.add(l)
    return () => {
      listeners.delete(l)
    }
  },
}

/** Tests only. */
export function resetSeenForTests() {
  lastSeen.clear()
}
