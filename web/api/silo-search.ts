import { useEffect, useMemo, useState } from 'react'
import useSWR from 'swr'
import { fetchAllPages, type PagedMethod } from './all-items'
import type { ApiMethod, CallOptions, ParamsOf } from './client'
import { callOrThrow } from './call'

/**
 * Global search (issue "Beyond the reference consoles", issue #21): the API has no cross-project
 * search, so the palette indexes the silo's projects and their instances, disks, VPCs and images,
 * then filters the index locally on every keystroke, by name or ID. At rack scale (10,000
 * projects, 5,000 instances in one) the index streams: every collection is read whole at the
 * API's largest page size, at most CONCURRENCY requests in flight, the current project and the
 * projects whose names match first; results show as they arrive. A new query cancels the previous
 * one's requests (they reach fetch as an AbortSignal) and carries on from what was already read,
 * its own matches first; closing the palette cancels too. A name is asked of the current project
 * directly, and an ID looked up directly (views accept an ID alone), without waiting for the index.
 */
export type SearchKind = 'instance' | 'disk' | 'vpc' | 'image' | 'project'
export type SearchHit = { kind: SearchKind; name: string; id: string; project?: string }

/** Requests in flight at once while indexing. */
export const CONCURRENCY = 4
/** Beyond this many projects an ID is looked up directly rather than waiting for the index. */
const BIG_SILO = 50
/** How often a streaming index reports (ms): often enough to feel live, rarely enough to stay cheap. */
const EMIT_EVERY = 100

type Named = { id: string; name: string }
type Call = <M extends ApiMethod>(method: M, params: ParamsOf<M>, options?: CallOptions) => Promise<unknown>

const KINDS: [SearchKind, ApiMethod][] = [
  ['instance', 'instanceList'],
  ['disk', 'diskList'],
  ['vpc', 'vpcList'],
  ['image', 'imageList'],
]

/** Every item of a list, page by page (fetchAllPages with an injectable call). */
const listAll = async (call: Call, method: ApiMethod, query: Record<string, unknown>, signal?: AbortSignal) => {
  const r = await fetchAllPages(method as PagedMethod, { query } as never, { call: call as never, signal })
  return { items: r.items as unknown as Named[], complete: r.complete, stopped: Boolean(r.stopped) }
}

/** What earlier queries of one palette already read, so a new query carries on rather than starts over. */
export type SiloCache = { projects?: Named[]; images?: Named[]; byProject: Map<string, { hits: SearchHit[]; partial: boolean }> }

/** Runs fn over items with at most `limit` in flight, in the order given; stops starting new ones once `stop()`. */
async function eachLimited<T>(items: T[], limit: number, stop: () => boolean, fn: (t: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length && !stop()) await fn(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

export type SiloIndex = {
  hits: SearchHit[]
  /** Some collection could not be read whole. */
  partial: boolean
  failedProjects: string[]
  projectsDone: number
  projectsTotal: number
  done: boolean
}

/**
 * Builds the index, calling `onUpdate` with what is known so far (at most every 100 ms, and at
 * the end). `first` orders projects: those it ranks lower are read first (the current project,
 * names matching the query). Stops starting requests once `signal` is aborted.
 */
export async function streamSiloIndex(
  onUpdate: (index: SiloIndex) => void,
  opts: { call?: Call; signal?: AbortSignal; first?: (projectName: string) => number; concurrency?: number; cache?: SiloCache } = {},
): Promise<SiloIndex> {
  const call = opts.call ?? (callOrThrow as Call)
  const { signal } = opts
  const cache: SiloCache = opts.cache ?? { byProject: new Map() }
  const stop = () => Boolean(signal?.aborted)
  const projects = cache.projects ? { items: cache.projects, complete: true, stopped: false } : await listAll(call, 'projectList', {}, signal)
  if (projects.complete) cache.projects = projects.items
  const index: SiloIndex = {
    hits: projects.items.map((p): SearchHit => ({ kind: 'project', name: p.name, id: p.id })),
    partial: !projects.complete,
    failedProjects: [],
    projectsDone: 0,
    projectsTotal: projects.items.length,
    done: false,
  }
  let last = 0
  const emit = (force = false) => {
    const now = Date.now()
    if (!force && now - last < EMIT_EVERY) return
    last = now
    // a new object (and hits array) each time, so React sees the change
    onUpdate({ ...index, hits: index.hits.slice() })
  }
  if (stop()) return index
  // what earlier queries read counts at once
  for (const p of projects.items) {
    const known = cache.byProject.get(p.name)
    if (!known) continue
    for (const h of known.hits) index.hits.push(h)
    if (known.partial) index.partial = true
    index.projectsDone++
  }
  emit(true)
  const silo = cache.images
    ? { items: cache.images, complete: true }
    : await listAll(call, 'imageList', {}, signal).catch(() => ({ items: [] as Named[], complete: false, stopped: false }))
  if (silo.complete) cache.images = silo.items
  for (const r of silo.items) index.hits.push({ kind: 'image', name: r.name, id: r.id })
  const rank = opts.first
  const todo = projects.items.filter((p) => !cache.byProject.has(p.name))
  const order = rank ? todo.sort((a, b) => rank(a.name) - rank(b.name)) : todo
  await eachLimited(order, opts.concurrency ?? CONCURRENCY, stop, async (p) => {
    const hits: SearchHit[] = []
    let partial = false
    try {
      for (const [kind, method] of KINDS) {
        if (stop()) return
        const list = await listAll(call, method, { project: p.name }, signal)
        // cancelled part way: neither counted nor kept, the next query reads it again
        if (list.stopped || stop()) return
        if (!list.complete) partial = true
        for (const r of list.items) hits.push({ kind, name: r.name, id: r.id, project: p.name })
      }
    } catch {
      if (stop()) return
      // one unreadable project (a role missing, a failing call) should not hide the others
      index.failedProjects.push(p.name)
    }
    for (const h of hits) index.hits.push(h)
    if (partial) index.partial = true
    if (!index.failedProjects.includes(p.name)) cache.byProject.set(p.name, { hits, partial })
    index.projectsDone++
    emit()
  })
  index.done = !stop()
  emit(true)
  return index
}

/** The whole index at once (tests, scripts). */
export const buildSiloIndex = (call: Call = callOrThrow as Call) => streamSiloIndex(() => {}, { call })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID.test(s.trim())

/** Looks an ID up directly (views accept an ID without a project); finds whatever kind it is. */
export async function lookupId(id: string, call: Call = callOrThrow as Call): Promise<SearchHit[]> {
  const views: [SearchKind, ApiMethod, string][] = [
    ['project', 'projectView', 'project'],
    ['instance', 'instanceView', 'instance'],
    ['disk', 'diskView', 'disk'],
    ['vpc', 'vpcView', 'vpc'],
    ['image', 'imageView', 'image'],
  ]
  const found = await Promise.all(
    views.map(async ([kind, method, param]) => {
      try {
        const r = (await call(method, { path: { [param]: id } } as never)) as Named & { projectId?: string }
        return { kind, name: r.name, id: r.id, projectId: r.projectId }
      } catch {
        return undefined
      }
    }),
  )
  const hits = found.filter((h) => h !== undefined)
  // resources carry their project's ID; the console's URLs name projects, so resolve it
  const projectIds = [...new Set(hits.map((h) => h.projectId).filter((p): p is string => Boolean(p)))]
  const names = new Map<string, string>()
  await Promise.all(
    projectIds.map(async (pid) => {
      try {
        names.set(pid, ((await call('projectView', { path: { project: pid } })) as Named).name)
      } catch {
        /* unreadable project: the hit stays, without a link into it */
      }
    }),
  )
  return hits.map(({ projectId, ...h }) => (projectId ? { ...h, project: names.get(projectId) } : h))
}

/** Case-insensitive match on name, or on ID (whole or prefix of at least 4 characters). */
export function searchIndex(hits: SearchHit[], query: string, max = 20): SearchHit[] {
  const q = query.trim().toLowerCase()
  if (!q) return []
  const scored = hits
    .map((h) => {
      const name = h.name.toLowerCase()
      const score = name === q || h.id.toLowerCase() === q ? 0 : name.startsWith(q) ? 1 : name.includes(q) ? 2 : q.length >= 4 && h.id.toLowerCase().startsWith(q) ? 3 : -1
      return { h, score }
    })
    .filter((s) => s.score >= 0)
  scored.sort((a, b) => a.score - b.score || a.h.name.localeCompare(b.h.name))
  return scored.slice(0, max).map((s) => s.h)
}

const NAME = /^[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/
/** Asks a project for an instance, disk and VPC of exactly this name (one request each, no index needed). */
export async function lookupName(name: string, project: string, call: Call = callOrThrow as Call, signal?: AbortSignal): Promise<SearchHit[]> {
  if (!NAME.test(name)) return []
  const views: [SearchKind, ApiMethod, string][] = [
    ['instance', 'instanceView', 'instance'],
    ['disk', 'diskView', 'disk'],
    ['vpc', 'vpcView', 'vpc'],
  ]
  const found = await Promise.all(
    views.map(async ([kind, method, param]) => {
      try {
        const r = (await call(method, { path: { [param]: name }, query: { project } } as never, { signal })) as Named
        return { kind, name: r.name, id: r.id, project }
      } catch {
        return undefined
      }
    }),
  )
  return found.filter((h) => h !== undefined)
}

export type SiloSearchState = { index?: SiloIndex; named: SearchHit[]; error?: Error }

/**
 * One palette's search: `search(q)` cancels the previous query's requests and streams again with
 * q's matches first, carrying on from what earlier queries read; `close()` cancels.
 */
export class SiloSearch {
  private abort?: AbortController
  private readonly cache: SiloCache = { byProject: new Map() }
  private state: SiloSearchState = { named: [] }
  constructor(
    private readonly onUpdate: (s: SiloSearchState) => void,
    private readonly opts: { call?: Call; currentProject?: string; concurrency?: number } = {},
  ) {}
  private set(next: Partial<SiloSearchState>, abort: AbortController) {
    if (abort.signal.aborted) return
    this.state = { ...this.state, ...next }
    this.onUpdate(this.state)
  }
  search(query: string) {
    this.abort?.abort()
    const q = query.trim().toLowerCase()
    if (q.length < 2) return
    const abort = new AbortController()
    this.abort = abort
    const { call, currentProject, concurrency } = this.opts
    this.set({ named: [], error: undefined }, abort)
    const first = (name: string) => (name === currentProject ? 0 : name.includes(q) ? 1 : 2)
    streamSiloIndex((index) => this.set({ index }, abort), { call, signal: abort.signal, first, concurrency, cache: this.cache }).catch((e: Error) =>
      this.set({ error: e }, abort),
    )
    if (currentProject) void lookupName(q, currentProject, call, abort.signal).then((named) => this.set({ named }, abort))
  }
  close() {
    this.abort?.abort()
  }
}

/**
 * The palette's search (SiloSearch): it starts once the user has typed two characters, each new
 * query cancelling the previous one's requests, and closing the palette cancels them. An ID is
 * looked up directly at once.
 */
export function useSiloSearch(query: string, currentProject?: string) {
  const q = query.trim()
  const [state, setState] = useState<SiloSearchState>({ named: [] })
  const [search] = useState(() => new SiloSearch(setState, { currentProject }))
  useEffect(() => () => search.close(), [search])
  useEffect(() => search.search(q), [search, q])
  const started = q.length >= 2
  const { index, error } = state
  const fromIndex = useMemo(() => (index && started ? searchIndex(index.hits, q) : []), [index, q, started])
  // probing the views (404s for the wrong kinds) is worth it only where the index cannot answer
  // soon: a big silo still being read, or one that could not be read whole
  const probe = isUuid(q) && index !== undefined && fromIndex.length === 0 && (index.done ? index.partial : index.projectsTotal > BIG_SILO)
  const byId = useSWR(probe ? ['silo-search-id', q.toLowerCase()] : null, () => lookupId(q))
  const named = started ? state.named.filter((h) => h.name === q.toLowerCase()) : []
  const seen = new Set<string>()
  const hits = [...named, ...(byId.data ?? []), ...fromIndex].filter((h) => !seen.has(h.kind + h.id) && Boolean(seen.add(h.kind + h.id)))
  return {
    hits,
    loading: (started && !index && !error) || (probe && !byId.data && !byId.error),
    /** Still reading projects (results so far are shown). */
    streaming: Boolean(started && index && !index.done),
    projectsDone: index?.projectsDone ?? 0,
    projectsTotal: index?.projectsTotal ?? 0,
    error: started ? error : undefined,
    indexed: index?.done ?? false,
    partial: index?.partial ?? false,
    failedProjects: index?.failedProjects ?? [],
  }
}
