import useSWR from 'swr'
import type { ApiMethod, ParamsOf } from './client'
import { callOrThrow } from './call'

/**
 * Global search (issue "Beyond the reference consoles"): the API has no cross-project search, so
 * the palette builds an index of the silo's projects and their instances, disks, VPCs and images
 * once per opening, then filters it locally on every keystroke, by name or ID. An ID beyond the
 * index's limits is looked up directly.
 */
export type SearchKind = 'instance' | 'disk' | 'vpc' | 'image' | 'project'
export type SearchHit = { kind: SearchKind; name: string; id: string; project?: string }

/** Enough for a rack's silo; beyond it the palette says the index is partial. */
export const MAX_PROJECTS = 200
const PER_PROJECT_LIMIT = 1000
const CONCURRENCY = 4

type Named = { id: string; name: string }
type Page = { items: Named[]; nextPage?: string | null }
type Call = <M extends ApiMethod>(method: M, params: ParamsOf<M>) => Promise<unknown>

const list = async (call: Call, method: ApiMethod, query: Record<string, unknown>) =>
  ((await call(method, { query: { ...query, limit: PER_PROJECT_LIMIT } } as never)) as Page).items

async function allProjects(call: Call): Promise<{ items: Named[]; partial: boolean }> {
  const items: Named[] = []
  let pageToken: string | undefined
  do {
    const page = (await call('projectList', { query: { limit: 100, pageToken } })) as Page
    items.push(...page.items)
    pageToken = page.nextPage ?? undefined
  } while (pageToken && items.length < MAX_PROJECTS)
  return { items: items.slice(0, MAX_PROJECTS), partial: Boolean(pageToken) || items.length > MAX_PROJECTS }
}

/** Runs fn over items with at most `limit` in flight, keeping the order of the input. */
async function mapLimited<T, R>(items: T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      out[i] = await fn(items[i])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

export type SiloIndex = { hits: SearchHit[]; partial: boolean; failedProjects: string[] }

/** Every project with its instances, disks, VPCs and images, plus the silo's images. */
export async function buildSiloIndex(call: Call = callOrThrow as Call): Promise<SiloIndex> {
  const projects = await allProjects(call)
  const failedProjects: string[] = []
  const perProject = await mapLimited(projects.items, CONCURRENCY, async (p) => {
    const kinds: [SearchKind, ApiMethod][] = [
      ['instance', 'instanceList'],
      ['disk', 'diskList'],
      ['vpc', 'vpcList'],
      ['image', 'imageList'],
    ]
    try {
      const lists = await Promise.all(kinds.map(([, m]) => list(call, m, { project: p.name })))
      return kinds.flatMap(([kind], i) => lists[i].map((r): SearchHit => ({ kind, name: r.name, id: r.id, project: p.name })))
    } catch {
      // one unreadable project (a role missing, a failing call) should not hide the others
      failedProjects.push(p.name)
      return []
    }
  })
  const siloImages = await list(call, 'imageList', {}).catch(() => [] as Named[])
  return {
    hits: [
      ...projects.items.map((p): SearchHit => ({ kind: 'project', name: p.name, id: p.id })),
      ...perProject.flat(),
      ...siloImages.map((r): SearchHit => ({ kind: 'image', name: r.name, id: r.id })),
    ],
    partial: projects.partial,
    failedProjects,
  }
}

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
 * The palette's search: the index loads once the user has typed two characters and is kept for
 * the palette's life (SWR key shared, refreshed at most once a minute).
 */
export function useSiloSearch(query: string) {
  const q = query.trim()
  const index = useSWR(q.length >= 2 ? 'silo-search-index' : null, () => buildSiloIndex(), { dedupingInterval: 60_000 })
  // the index holds every ID it covers; probing the views (404s for the wrong kinds) is only
  // worth it when the silo has more projects than the index holds
  const probe = isUuid(q) && index.data?.partial === true
  const byId = useSWR(probe ? ['silo-search-id', q.toLowerCase()] : null, () => lookupId(q))
  const fromIndex = index.data ? searchIndex(index.data.hits, q) : []
  const seen = new Set(fromIndex.map((h) => h.kind + h.id))
  const hits = [...(byId.data ?? []).filter((h) => !seen.has(h.kind + h.id)), ...fromIndex]
  return {
    hits,
    loading: (q.length >= 2 && !index.data && !index.error) || (probe && !byId.data && !byId.error),
    error: index.error as Error | undefined,
    indexed: index.data !== undefined,
    partial: index.data?.partial ?? false,
    failedProjects: index.data?.failedProjects ?? [],
  }
}
