/**
 * Where to look first in a silo nobody has indexed yet (issue #33). An index of 2,000 projects costs a request per
 * project and kind, and what people look for is most often what was made or renamed lately. The audit log records
 * each create and update with its URI, and a project-scoped one names its project there (`?project=`), so one read of
 * the newest entries says which lists to read before the rest. Only fleet viewers may read the audit log; for anyone
 * else this asks once, is refused, and the index is built in its usual order.
 */
import type { Call, ProjectKind } from './kinds'

/** How far back, and how many entries (newest first), one read looks. */
export const LOOK_BACK_MS = 7 * 24 * 3600_000
export const NEWEST_ENTRIES = 250

/** The writes that bring a name into a project's list, by the kind of list they change. */
const KIND_OF_OPERATION: Record<string, ProjectKind> = {
  instance_create: 'instance',
  instance_update: 'instance',
  disk_create: 'disk',
  vpc_create: 'vpc',
  vpc_update: 'vpc',
  snapshot_create: 'snapshot',
  floating_ip_create: 'floating-ip',
  floating_ip_update: 'floating-ip',
  image_create: 'image',
}

export type RecentChange = { project: string; kind: ProjectKind }

type Entry = { operation_id: string; request_uri: string; result: { kind: string } }

/** The (project name, kind) pairs that succeeded lately, newest first, each once. */
export function changesOf(entries: Entry[]): RecentChange[] {
  const seen = new Set<string>()
  const out: RecentChange[] = []
  for (const e of entries) {
    const kind = KIND_OF_OPERATION[e.operation_id]
    if (!kind || e.result.kind !== 'success') continue
    // Nexus records the path and query of an HTTP/1.1 request, and scheme and host too for HTTP/2
    const project = new URL(e.request_uri, 'http://rack').searchParams.get('project')
    if (!project || seen.has(`${project}/${kind}`)) continue
    seen.add(`${project}/${kind}`)
    out.push({ project, kind })
  }
  return out
}

/** Reads the newest audit entries; none when the user may not read the log or it cannot be read now. */
export async function recentChanges(call: Call, now: number): Promise<RecentChange[]> {
  try {
    const page = (await call('auditLogList', {
      query: {
        startTime: new Date(now - LOOK_BACK_MS),
        sortBy: 'time_and_id_descending',
        limit: NEWEST_ENTRIES,
      },
    })) as { items: Entry[] }
    return changesOf(page.items)
  } catch {
    // a 403 for anyone but fleet viewers; any other failure only costs the head start
    return []
  }
}
