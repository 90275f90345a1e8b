/**
 * Keyed hooks for reads that take several calls. Each is a useApiLoader, so
 * its key names the operations it reads and a write reaching any of them revalidates it
 * (docs/CONTRACTS.md "Writes"); pages never fetch in an effect or hold their own SWR keys.
 */
import type { ApiMethod, DataOf, ParamsOf } from './client'
import type { OxqlQueryResult } from './generated/types'
import { useApiLoader } from './hooks'
import { readOxqlResult } from './oxql-result'
import { fetchAllPages, type AllItems, type ItemOf, type PagedMethod } from './all-items'

/**
 * OxQL queries run together (one chart, one axis): project-scoped when `project` is given,
 * fleet-wide otherwise. One failure fails the chart. `refreshInterval` re-runs them (a live range).
 */
export function useOxqlQueries(project: string | undefined, queries: string[], options: { refreshInterval?: number } = {}) {
  return useApiLoader<{ project: string | null; queries: string[] }, OxqlQueryResult[]>(
    'oxql',
    ['timeseriesQuery', 'systemTimeseriesQuery'],
    { project: project ?? null, queries },
    ({ project, queries }, call) =>
      Promise.all(
        queries.map((query) =>
          // checked before a chart reads it: a malformed answer fails its chart, not the page (./oxql-result.ts)
          (project ? call('timeseriesQuery', { query: { project }, body: { query } }) : call('systemTimeseriesQuery', { body: { query } })).then(readOxqlResult),
        ),
      ),
    // a live chart polls only while someone can see it (SWR's default, said here because it is the point)
    { refreshInterval: options.refreshInterval ?? 0, refreshWhenHidden: false },
  )
}

/**
 * The address lot holding a block (announcements name a block; forms pick a lot): every lot's
 * view, searched for the block. '' when no lot holds it or there is no block; undefined while loading.
 */
export function useLotOfBlock(lotNames: string[] | undefined, blockId: string | undefined) {
  const views = useEachQuery('networkingAddressLotView', blockId ? lotNames : undefined, (name) => ({ path: { addressLot: name } }))
  if (lotNames && !blockId) return ''
  if (!views.data) return undefined
  return views.data.find((v) => v.result?.blocks.some((b) => b.id === blockId))?.result?.lot.name ?? ''
}

/**
 * One call per item, once the items are known, under one key: `result` is undefined where that
 * item's call failed, so one failure leaves the others standing (system/issues reports it as
 * "could not check"; a picker skips it).
 */
export function useEachQuery<M extends ApiMethod, T>(method: M, items: T[] | undefined, paramsOf: (item: T) => ParamsOf<M>) {
  const params = items?.map(paramsOf)
  const result = useApiLoader<ParamsOf<M>[], { result: DataOf<M> | undefined }[]>(`each:${method}`, [method], params ?? null, (all, call) =>
    Promise.all(all.map(async (p) => ({ result: await call(method, p).catch(() => undefined) }))),
  )
  // items are zipped back by position: the key is built from the same list, so they line up
  const data = result.data && items && result.data.length === items.length ? items.map((item, i) => ({ item, result: result.data![i].result })) : undefined
  return { ...result, data }
}

/**
 * Every page of a paged list for each of `paramsList` (each sled's instances, say), under one
 * key: one AllItems per params, in order, `complete: false` where a later page failed or the
 * list outgrew MAX_ALL_ITEMS. A first page failing fails the whole, as useApiQueries does.
 */
export function useEachAllPages<M extends PagedMethod>(method: M, paramsList: ParamsOf<M>[] | undefined) {
  return useApiLoader<ParamsOf<M>[], AllItems<ItemOf<M>>[]>(`each-all:${method}`, [method], paramsList ?? null, (all, call) =>
    Promise.all(all.map((p) => fetchAllPages(method, p, { call: call as never }))),
  )
}
