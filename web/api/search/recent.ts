/**
 * Projects the user visited lately, most recent first: the palette's index reads them
 * before the rest of the silo, since what people look for is mostly where they have been working.
 * Kept in local storage per user and silo (the owner signed in on this browser,
 * web/util/browser-owner.ts), so one user never sees another's; forgotten at sign-out, and another
 * owner's are dropped when someone else signs in. The Shell notes each visit, so this module stays
 * tiny: it is on the first route.
 */
import { browserOwner } from '../../util/browser-owner'

export const RECENT_KEY = 'rack-console.recent-projects'
export const MAX_RECENT = 10

const keyOf = (owner: string) => `${RECENT_KEY}:${owner}`

/** Visits of this page load made before the signed-in user was known: theirs, once known. */
let unowned: string[] = []

export function recentProjects(owner = browserOwner()): string[] {
  if (!owner) return []
  try {
    const v: unknown = JSON.parse(localStorage.getItem(keyOf(owner)) ?? '[]')
    return Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : []
  } catch {
    return []
  }
}

export function noteProjectVisit(project: string, owner = browserOwner()) {
  // the signed-in user is not known yet (the first page after a sign-in): noted for them once known
  if (!owner) return void (unowned = [...unowned.filter((p) => p !== project), project])
  const list = recentProjects(owner)
  if (list[0] === project) return
  try {
    localStorage.setItem(keyOf(owner), JSON.stringify([project, ...list.filter((p) => p !== project)].slice(0, MAX_RECENT)))
  } catch {
    /* storage full or refused: the index simply keeps its usual order */
  }
}

/** The signed-in user is known: the visits made before are theirs. */
export function noteUnownedVisits(owner: string) {
  const visits = unowned
  unowned = []
  for (const project of visits) noteProjectVisit(project, owner)
}

/** Every user's list goes (sign-out), or every list but `keep`'s (another user signed in). */
export function forgetRecentProjects(keep?: string) {
  try {
    const gone: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)
      // the key without an owner is the list kept before lists were per user
      if ((k === RECENT_KEY || k?.startsWith(`${RECENT_KEY}:`)) && (keep === undefined || k !== keyOf(keep))) gone.push(k)
    }
    gone.forEach((k) => localStorage.removeItem(k))
  } catch {
    /* nothing kept */
  }
}
