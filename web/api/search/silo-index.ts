/**
 * The silo index in memory: every project the user can read, and for each the
 * names and IDs of its instances, VPCs, disks, snapshots, floating IPs and images, kind by kind,
 * each list with the time it was read; plus the silo's own images. The indexer fills it, the
 * store keeps it between visits, the palette searches it on every keystroke.
 *
 * Items are kept as [name, id] pairs, not hit objects: at a silo of 2,000 projects and a project of
 * 5,000 instances that is tens of thousands of entries, and the palette re-searches them while the
 * index grows. API names are lower case by definition, so matching needs no case folding.
 */
import { PROJECT_KINDS, type ProjectKind, type SearchHit } from './kinds'
import type { RunningList } from './running'

export type Pair = [name: string, id: string]
export type KindList = { items: Pair[]; readAt: number; partial: boolean }
export type ProjectEntry = { id: string; name: string; lists: Partial<Record<ProjectKind, KindList>> }

/** What the store keeps of one user's index. */
export type StoredIndex = {
  /** The project list, in the API's order, and when it was read. */
  projects: Pair[]
  projectsReadAt: number
  siloImages?: KindList
  /** The silo's running instances from the sleds' lists (fleet readers only, ./running.ts). */
  running?: RunningList
  entries: ProjectEntry[]
}

export type Coverage = {
  projects: number
  /** Per kind, in how many projects it has been read. */
  read: Record<ProjectKind, number>
  siloImages: boolean
  /** Every list of every project, and the silo's images, read at least once. */
  complete: boolean
  /** When the least recently read list was read (undefined while something was never read). */
  oldest?: number
  /** Some list had more than one read can hold. */
  partial: boolean
  /** Every running instance of the silo is known from the sleds' lists (fleet readers, ./running.ts). */
  running?: boolean
}

/** Score of a match: lower is better; -1 is no match. */
function score(name: string, id: string, q: string): number {
  if (name === q || id === q) return 0
  if (name.startsWith(q)) return 1
  if (name.includes(q)) return 2
  return q.length >= 4 && id.startsWith(q) ? 3 : -1
}

export class SiloIndex {
  private readonly entries = new Map<string, ProjectEntry>()
  private order: Pair[] = []
  projectsReadAt = 0
  siloImages?: KindList
  running?: RunningList

  /** Projects in the API's order. */
  get projects(): readonly Pair[] {
    return this.order
  }

  entry(projectId: string) {
    return this.entries.get(projectId)
  }

  restore(stored: StoredIndex) {
    this.order = stored.projects
    this.projectsReadAt = stored.projectsReadAt
    this.siloImages = stored.siloImages
    this.running = stored.running
    this.entries.clear()
    for (const e of stored.entries) this.entries.set(e.id, e)
    // the project list is the newer word on names (a rename rewrites it, not every entry)
    for (const [name, id] of stored.projects) {
      const e = this.entries.get(id)
      if (e) e.name = name
    }
  }

  snapshot(): Omit<StoredIndex, 'entries'> {
    return { projects: this.order, projectsReadAt: this.projectsReadAt, siloImages: this.siloImages, running: this.running }
  }

  /**
   * A fresh project list: new projects get an empty entry, a renamed one keeps its lists under the
   * new name, and the IDs of projects that went away are returned (their lists are dropped).
   */
  setProjects(projects: Pair[], readAt: number): string[] {
    const seen = new Set(projects.map(([, id]) => id))
    const removed = [...this.entries.keys()].filter((id) => !seen.has(id))
    for (const id of removed) this.entries.delete(id)
    for (const [name, id] of projects) {
      const e = this.entries.get(id)
      if (e) e.name = name
      else this.entries.set(id, { id, name, lists: {} })
    }
    this.order = projects
    this.projectsReadAt = readAt
    return removed
  }

  setList(projectId: string, kind: ProjectKind, list: KindList) {
    const e = this.entries.get(projectId)
    if (e) e.lists[kind] = list
  }

  removeProject(projectId: string) {
    this.entries.delete(projectId)
    this.order = this.order.filter(([, id]) => id !== projectId)
  }

  /** Case-insensitive match on name, or on ID (whole, or a prefix of at least 4 characters); best first. */
  search(query: string, max = 20): SearchHit[] {
    const q = query.trim().toLowerCase()
    if (!q) return []
    const found: { hit: SearchHit; score: number }[] = []
    const consider = (kind: SearchHit['kind'], [name, id]: Pair, project?: string) => {
      const s = score(name, id, q)
      if (s >= 0) found.push({ hit: project ? { kind, name, id, project } : { kind, name, id }, score: s })
    }
    for (const p of this.order) consider('project', p)
    for (const item of this.siloImages?.items ?? []) consider('image', item)
    for (const [, projectId] of this.order) {
      const e = this.entries.get(projectId)
      if (!e) continue
      for (const kind of PROJECT_KINDS) for (const item of e.lists[kind]?.items ?? []) consider(kind, item, e.name)
    }
    // a running instance from the sleds' lists, unless its project's own instance list is read (then
    // that is the whole answer for the project, stopped ones included). Not held back until the
    // project list arrives: the sleds name only the user's silo, whose projects a fleet reader reads.
    if (this.running?.items.length) {
      const read = new Set<string>()
      for (const e of this.entries.values()) if (e.lists.instance) read.add(e.name)
      for (const [name, id, project] of this.running.items)
        if (!read.has(project)) consider('instance', [name, id], project)
    }
    found.sort((a, b) => a.score - b.score || a.hit.name.localeCompare(b.hit.name))
    const hits = found.slice(0, max).map((f) => f.hit)
    // where each running instance runs, whichever list found it
    const sleds = new Map<string, { id: string; serial: string }>()
    for (const [, id, , sledId, serial] of this.running?.items ?? []) if (sledId && serial) sleds.set(id, { id: sledId, serial })
    return sleds.size ? hits.map((h) => (h.kind === 'instance' && sleds.has(h.id) ? { ...h, sled: sleds.get(h.id) } : h)) : hits
  }

  coverage(): Coverage {
    const read = Object.fromEntries(PROJECT_KINDS.map((k) => [k, 0])) as Record<ProjectKind, number>
    let oldest = this.siloImages?.readAt
    let partial = (this.siloImages?.partial ?? false) || (this.running?.partial ?? false)
    let complete = this.projectsReadAt > 0 && this.siloImages !== undefined
    for (const [, projectId] of this.order) {
      const lists = this.entries.get(projectId)?.lists ?? {}
      for (const kind of PROJECT_KINDS) {
        const list = lists[kind]
        if (!list) {
          complete = false
          continue
        }
        read[kind]++
        if (list.partial) partial = true
        if (oldest === undefined || list.readAt < oldest) oldest = list.readAt
      }
    }
    const running = this.running !== undefined && !this.running.partial
    return { projects: this.order.length, read, siloImages: this.siloImages !== undefined, complete, oldest: complete ? oldest : undefined, partial, running }
  }
}
