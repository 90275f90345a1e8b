/**
 * Resume points of disk imports (./import.ts Checkpoints): per disk, the file it was importing (by
 * fingerprint) and how far it got, in localStorage, so a reload or a new session can continue it.
 * Each is the signed-in user's (web/util/browser-owner.ts): only they are offered it, and another
 * user signing in on the browser drops it.
 */
import { browserOwner } from '../util/browser-owner'
import type { Checkpoints } from './import'

export type ResumePoint = {
  diskId: string
  diskName: string
  project: string
  fingerprint: string
  /** Every write chunk below this one is on the disk. */
  seq: number
  /** Content bytes done when it stopped, of `total`. */
  done: number
  total: number
  blockSize: number
  snapshotName?: string
  /** The user and silo whose import it is (`siloId/userId`). */
  owner?: string
}

const PREFIX = 'disk-import-resume:'

/** Name, size and modification time: the same file picked again, without reading it. */
export const fileFingerprint = (f: { name: string; size: number; lastModified: number }) =>
  `${f.name}|${f.size}|${f.lastModified}`

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function saveResumePoint(p: ResumePoint) {
  const owner = p.owner ?? browserOwner()
  // nobody known to be signed in: nothing to keep it for
  if (!owner) return
  try {
    storage()?.setItem(PREFIX + p.diskId, JSON.stringify({ ...p, owner }))
  } catch {
    // storage full or disabled: resuming is a convenience, the upload goes on
  }
}

function clearResumePoint(diskId: string) {
  storage()?.removeItem(PREFIX + diskId)
}

/** The signed-in user's resume points of a project for this file, newest first. */
export function resumePointsFor(project: string, fingerprint: string, owner = browserOwner()): ResumePoint[] {
  const s = storage()
  if (!s || !owner) return []
  const out: ResumePoint[] = []
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i)
    if (!k?.startsWith(PREFIX)) continue
    try {
      const p = JSON.parse(s.getItem(k) ?? '') as ResumePoint
      if (p.owner === owner && p.project === project && p.fingerprint === fingerprint) out.push(p)
    } catch {
      s.removeItem(k)
    }
  }
  return out
}

/** Another user signed in on this browser: every resume point but `keep`'s goes. */
export function forgetOtherOwnersResumePoints(keep: string) {
  const s = storage()
  if (!s) return
  const gone: string[] = []
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i)
    if (!k?.startsWith(PREFIX)) continue
    try {
      if ((JSON.parse(s.getItem(k) ?? '') as ResumePoint).owner !== keep) gone.push(k)
    } catch {
      gone.push(k)
    }
  }
  gone.forEach((k) => s.removeItem(k))
}

/** An import's checkpoints kept as resume points of `what` (the disk, its file and settings). */
export function storedCheckpoints(what: Omit<ResumePoint, 'diskId' | 'seq' | 'done'>): Checkpoints {
  return {
    save: (diskId, seq, done) => saveResumePoint({ ...what, diskId, seq, done }),
    clear: clearResumePoint,
  }
}
