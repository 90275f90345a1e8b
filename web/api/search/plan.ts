import { fetchAllPages, type PagedMethod } from '../all-items'
import { PROJECT_KINDS, type Call } from './kinds'
import type { KindList, Pair, SiloIndex } from './silo-index'
import type { Task } from './task-queue'

/**
 * What a refresh reads, in order: the silo's images if missing or older than `old`; every list never read, kind by
 * kind across the silo (all instance lists before the first VPC list: the likeliest answer after one request per
 * project instead of six); then the lists read before `old`, oldest first.
 */
export function planReads(index: SiloIndex, old: number): Task[] {
  const tasks: Task[] = []
  if (!index.siloImages || index.siloImages.readAt < old) tasks.push({ project: '', kind: 'silo-image' })
  const stale: { task: Task; at: number }[] = []
  for (const kind of PROJECT_KINDS)
    for (const [, id] of index.projects) {
      const list = index.entry(id)?.lists[kind]
      if (!list) tasks.push({ project: id, kind })
      else if (list.readAt < old) stale.push({ task: { project: id, kind }, at: list.readAt })
    }
  stale.sort((a, b) => a.at - b.at)
  return [...tasks, ...stale.map((s) => s.task)]
}

/** One list whole (every page), as the index keeps it: name and ID pairs, partial when a page could not be read. */
export async function readWholeList(call: Call, method: string, query: Record<string, unknown>): Promise<KindList> {
  const r = await fetchAllPages(method as PagedMethod, { query } as never, { call: call as never })
  const items = (r.items as unknown as { name: string; id: string }[]).map((i): Pair => [i.name, i.id])
  return { items, readAt: 0, partial: !r.complete }
}
