/**
 * Projects the user visited lately, most recent first (issue #33): the palette's index reads them
 * before the rest of the silo, since what people look for is mostly where they have been working.
 * Kept in local storage (the Shell notes each visit, so this module stays tiny: it is on the first
 * route) and forgotten at sign-out.
 */
export const RECENT_KEY = 'rack-console.recent-projects'
export const MAX_RECENT = 10

export function recentProjects(): string[] {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]')
    return Array.isArray(v) ? v.filter((p): p is string => typeof p === 'string') : []
  } catch {
    return []
  }
}

export function noteProjectVisit(project: string) {
  const list = recentProjects()
  if (list[0] === project) return
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify([project, ...list.filter((p) => p !== project)].slice(0, MAX_RECENT)))
  } catch {
    /* storage full or refused: the index simply keeps its usual order */
  }
}

export function forgetRecentProjects() {
  try {
    localStorage.removeItem(RECENT_KEY)
  } catch {
    /* nothing kept */
  }
}
