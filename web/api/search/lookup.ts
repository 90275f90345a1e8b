/**
 * An answer that needs no index: an ID typed is looked up by the view operations, which
 * accept an ID without a project, so it is found at once wherever it lives.
 */
import type { ApiMethod } from '../client'
import type { Read } from '../reads'
import { KIND_OPS, PROJECT_KINDS, type Call, type SearchHit, type SearchKind } from './kinds'

type Named = { id: string; name: string; projectId?: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const isUuid = (s: string) => UUID.test(s.trim())


const views: [SearchKind, ApiMethod, string][] = [
  ['project', 'projectView', 'project'],
  ...PROJECT_KINDS.map((k): [SearchKind, ApiMethod, string] => [k, KIND_OPS[k].view, KIND_OPS[k].param]),
]

/** Asks every kind's view for the ID (all but one answer 404); a resource's project is resolved to its name for links. */
export async function lookupId(id: string, call: Call): Promise<SearchHit[]> {
  const key = id.trim().toLowerCase()
  const found = await Promise.all(
    views.map(async ([kind, method, param]) => {
      try {
        const r = (await call(method, { path: { [param]: key } } as never)) as Named
        return { kind, name: r.name, id: r.id, projectId: r.projectId }
      } catch {
        return undefined
      }
    }),
  )
  const hits = found.filter((h) => h !== undefined)
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

/** The lookup as one read (useQuery, ../reads.ts): cached by the ID, and asked again after a write to any of the views' resources. */
export const idLookup: Read<string, SearchHit[]> = {
  name: 'silo-search-id',
  reads: views.map(([, method]) => method),
  load: (id, call) => lookupId(id, call as Call),
}
