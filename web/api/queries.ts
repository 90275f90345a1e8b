import { mutate as mutateCache, unstable_serialize } from 'swr'
import { cache as swrCache, SWRGlobalState } from 'swr/_internal'
import { allItemsKey, firstPageKey, readAllPages, type PagedMethod } from './all-items'
import { callOrThrow } from './call'
import type { ApiMethod, ParamsOf } from './client'
import { listQuery, queryKey, type QueryKey } from './reads'

/*
 * A page's queries as objects, and the one place that starts them ahead of the page: a route's
 * loader builds them (web/routing/route-data.ts), this module hands each to SWR (`preload`), and the
 * page gives the same objects to its hooks, whose reads find the request under way. SWR's cache is
 * the only store of answers.
 */

/** One answer: what useQuery reads, by the same key. */
type OneQuery<M extends ApiMethod = ApiMethod> = { one: QueryKey<M> }
/** A whole collection, every page: what useList reads. */
type AllQuery<M extends PagedMethod = PagedMethod> = { all: readonly [M, ParamsOf<M>] }
/** A list page's list as ListTable shows it on arrival (its first page): the props the page gives its list. */
export type ListQuery<M extends PagedMethod = PagedMethod> = {
  method: M
  params: ParamsOf<M>
  /** The endpoint sorts by name: the list offers it and asks for it. */
  sortable?: boolean
  /** The list's name: its page's title and its table's label. */
  label: string
}
export type Query = OneQuery | AllQuery | ListQuery

export const one = <M extends ApiMethod>(method: M, params: ParamsOf<M>): OneQuery<M> => ({ one: queryKey(method, params) })
export const all = <M extends PagedMethod>(method: M, params: ParamsOf<M>): AllQuery<M> => ({ all: [method, params] })

/**
 * What SWR caches a query under, the request it starts with (a whole collection's first page), and
 * how it is fetched: as the hooks fetch it.
 */
export function requestOf(q: Query): { key: readonly unknown[]; first: QueryKey<ApiMethod>; whole: boolean; read: () => Promise<unknown> } {
  if ('one' in q) return { key: q.one, first: q.one, whole: false, read: () => callOrThrow(q.one[0], q.one[1]) }
  if ('all' in q) {
    const [method, params] = q.all
    const first = firstPageKey(method, params as never) as unknown as QueryKey<ApiMethod>
    return { key: allItemsKey(method, params), first, whole: true, read: () => readAllPages(method, params) }
  }
  const key = listQuery(q.method, q.params, { sortable: q.sortable }) as QueryKey<ApiMethod>
  return { key, first: key, whole: false, read: () => callOrThrow(key[0], key[1]) }
}

/**
 * How long an answer nobody took stays SWR's to hand out (SWR's preload keeps it until a hook
 * asks): a read is fresh for 2 s, and a page opened later must not show an older answer as new.
 */
const STARTED_FRESH_MS = 2000

/**
 * SWR's store of preloaded requests (what its `preload()` writes and its hooks take from), used
 * directly: SWR has no public way to drop an entry nobody took, and its `preload()` does nothing
 * where SWR was loaded before a window existed (the unit tests run in Node, their DOM registered later).
 */
const preloaded = () => ((SWRGlobalState.get(swrCache) as unknown[] | undefined)?.[3] ?? {}) as Record<string, Promise<unknown>>

/** Drops every started request nobody took: a write may have made them stale (./hooks.ts). */
export function forgetStarted() {
  const started = preloaded()
  for (const id of Object.keys(started)) delete started[id]
}

/** The SWR id a query's answer is cached under. */
export const cacheId = (q: Query) => unstable_serialize(requestOf(q).key)

/**
 * Hands a query to SWR: its request starts now, and the hook that asks for the same key takes it
 * instead of sending it again. The answer also goes in SWR's cache when it comes, so a page that
 * opens after it renders it in its first pass, not an empty table a task before its rows.
 */
export function startQuery(q: Query): Promise<unknown> {
  const { key, read } = requestOf(q)
  const id = unstable_serialize(key)
  const started = preloaded()
  // as SWR's preload(): one request per key until a hook takes it
  const waiting = started[id] as Promise<unknown> | undefined
  if (waiting) return waiting
  const sent = read().then((data) => {
    void mutateCache(key, data, { revalidate: false })
    return data
  })
  started[id] = sent
  const drop = () =>
    setTimeout(() => {
      if (preloaded()[id] === sent) delete preloaded()[id]
    }, STARTED_FRESH_MS)
  // the rejection is the taker's to report: unhandled here it would be reported twice
  sent.then(drop, drop)
  return sent
}
