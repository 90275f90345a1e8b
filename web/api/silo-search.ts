import { useEffect, useMemo, useRef, useState } from 'react'
import useSWR from 'swr'
import { fetchAllPages, type PagedMethod } from './all-items'
import type { ApiMethod, ParamsOf } from './client'
import { callOrThrow } from './call'

/**
 * Global search (issue "Beyond the reference consoles", issue #21): the API has no cross-project
 * search, so the palette indexes the silo's projects and their instances, disks, VPCs and images,
 * then filters the index locally on every keystroke, by name or ID. At rack scale (10,000
 * projects, 5,000 instances in one) the index streams: every collection is read whole at the
 * API's largest page size, at most CONCURRENCY requests in flight, the current project and the
 * projects whose names match first; results show as they arrive, and closing the palette stops it.
 * An ID is looked up directly (views accept an ID alone), without waiting for the index.
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
type Call = <M extends ApiMethod>(method: M, params: ParamsOf<M>) => Promise<unknown>

const KINDS: [SearchKind, ApiMethod][] = [
  ['instance', 'instanceList'],
  ['disk', 'diskList'],
  ['vpc', 'vpcList'],
  ['image', 'imageList'],
]

/** Every item of a list, page by page (fetchAllPages with an injectable call). */
const listAll = async (call: Call, method: ApiMethod, query: Record<string, unknown>) => {
  const r = await fetchAllPages(method as PagedMethod, { query } as never, { call: call as never })
  return { items: r.items as unknown as Named[], complete: r.complete }
}

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
  opts: { call?: Call; signal?: AbortSignal; first?: (projectName: string) => number; concurrency?: number } = {},
): Promise<SiloIndex> {
  const call = opts.call ?? (callOrThrow as Call)
  const stop = () => Boolean(opts.signal?.aborted)
  const projects = await listAll(call, 'projectList', {})
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
  emit(true)
  const silo = await listAll(call, 'imageList', {}).catch(() => ({ items: [] as Named[], complete: false }))
  for (const r of silo.items) index.hits.push({ kind: 'image', name: r.name, id: r.id })
  const rank = opts.first
  const order = rank ? [...projects.items].sort((a, b) => rank(a.name) - rank(b.name)) : projects.items
  await eachLimited(order, opts.concurrency ?? CONCURRENCY, stop, async (p) => {
    try {
      for (const [kind, method] of KINDS) {
        if (stop()) return
        const list = await listAll(call, method, { project: p.name })
        if (!list.complete) index.partial = true
        for (const r of list.items) index.hits.push({ kind, name: r.name, id: r.id, project: p.name })
        emit()
      }
    } catch {
      // one unreadable project (a role missing, a failing call) should not hide the others
      index.failedProjects.push(p.name)
    }
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

/**
 * The palette's search. The index starts streaming once the user has typed two characters and
 * lives as long as the palette (closing it stops the requests); the current project and projects
 * named like the first query are read first. An ID is looked up directly at once.
 */
export function useSiloSearch(query: string, currentProject?: string) {
  const q = query.trim()
  const [index, setIndex] = useState<SiloIndex | undefined>()
  const [error, setError] = useState<Error | undefined>()
  const started = q.length >= 2
  const firstQuery = useRef('')
  if (started && !firstQuery.current) firstQuery.current = q.toLowerCase()
  useEffect(() => {
    if (!started) return
    const abort = new AbortController()
    const fq = firstQuery.current
    const first = (name: string) => (name === currentProject ? 0 : fq && name.includes(fq) ? 1 : 2)
    streamSiloIndex((i) => !abort.signal.aborted && setIndex(i), { signal: abort.signal, first }).catch((e: Error) => !abort.signal.aborted && setError(e))
    return () => abort.abort()
    // one index per opening: started flips once, the project does not change under the palette
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started])
  const fromIndex = useMemo(() => (index ? searchIndex(index.hits, q) : []), [index, q])
  // probing the views (404s for the wrong kinds) is worth it only where the index cannot answer
  // soon: a big silo still being read, or one that could not be read whole
  const probe = isUuid(q) && index !== undefined && fromIndex.length === 0 && (index.done ? index.partial : index.projectsTotal > BIG_SILO)
  const byId = useSWR(probe ? ['silo-search-id', q.toLowerCase()] : null, () => lookupId(q))
  const seen = new Set(fromIndex.map((h) => h.kind + h.id))
  const hits = [...(byId.data ?? []).filter((h) => !seen.has(h.kind + h.id)), ...fromIndex]
  return {
    hits,
    loading: (started && !index && !error) || (probe && !byId.data && !byId.error),
    /** Still reading projects (results so far are shown). */
    streaming: Boolean(index && !index.done),
    projectsDone: index?.projectsDone ?? 0,
    projectsTotal: index?.projectsTotal ?? 0,
    error,
    indexed: index?.done ?? false,
    partial: index?.partial ?? false,
    failedProjects: index?.failedProjects ?? [],
  }
}
