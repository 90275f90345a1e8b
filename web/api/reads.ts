/**
 * The read hooks. A page reads through two, over SWR's one cache (docs/ARCHITECTURE.md "How a page
 * gets its data"):
 * - `useQuery`: one answer: an operation's, the same operation's for a list of params, or a read
 *   that takes several calls (a `Read`);
 * - `useList`: the items of a list: every item (pickers, lookups), a page at a time or every row
 *   with a stop (ListTable), or every item of each of several lists (one per parent).
 * The route's own queries come from `useRouteQueries` (web/routing/route-data.ts) and go to these.
 */
import { useEffect, useRef, useState } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import type { ApiMethod, DataOf, ParamsOf } from './client'
import { callOrThrow, ApiErrorThrown } from './call'
import {
  allItemsKey,
  fetchAllPages,
  listAllKey,
  loadProgress,
  onLoadProgress,
  readAllPages,
  readStoppable,
  stopLoad,
  type AllItems,
  type ItemOf,
  type ListMethod,
  type PagedMethod,
} from './all-items'
import { listedItem } from './listed'

export type QueryKey<M extends ApiMethod> = readonly [M, ParamsOf<M>]

/** Keys are (operation, params) so any page asking the same question shares the cache. */
export function queryKey<M extends ApiMethod>(method: M, params: ParamsOf<M>): QueryKey<M> {
  return [method, params] as const
}

/**
 * A read that takes several calls (a page of pages, a lookup per name) as one answer. Its key names
 * the operations it reads, so a write to any of them revalidates it under the one write policy
 * (./invalidation.ts). `load` receives the call function; it never fetches directly.
 */
export type Read<P, T> = {
  name: string
  reads: readonly ApiMethod[]
  load: (params: P, call: typeof callOrThrow) => Promise<T>
}

type ReadKey<P> = readonly ['loader', string, readonly ApiMethod[], P]
const readKey = <P>(read: Pick<Read<P, unknown>, 'name' | 'reads'>, params: P): ReadKey<P> => ['loader', read.name, read.reads, params] as const

// A query its route started ahead of the page (./queries.ts) is SWR's: SWR hands this read its request.
const callKey = (key: QueryKey<ApiMethod>) => callOrThrow(key[0], key[1])

/** The same operation for each of a list of params, as one read: the first failure fails the whole. */
const many = <M extends ApiMethod>(method: M): Read<ParamsOf<M>[], DataOf<M>[]> => ({
  name: `many:${method}`,
  reads: [method],
  load: (all, call) => Promise.all(all.map((p) => call(method, p))),
})

/** The same, but a call that fails is `undefined` in its place and leaves the others standing. */
const settled = <M extends ApiMethod>(method: M): Read<ParamsOf<M>[], (DataOf<M> | undefined)[]> => ({
  name: `each:${method}`,
  reads: [method],
  load: (all, call) => Promise.all(all.map((p) => call(method, p).catch(() => undefined))),
})

/** Where a list the user came from already holds the item a query reads (`listed` below). */
type FromList<L extends PagedMethod> = {
  list: L
  /** Which of its cached pages may hold it, by their params. */
  params: (p: ParamsOf<L>) => boolean
  /** The item; the row is taken for the query's answer (a list's item is its view's). */
  item: (row: ItemOf<L>) => boolean
}

type QueryOptions<M extends ApiMethod, L extends PagedMethod> = {
  enabled?: boolean
  refreshInterval?: number | ((data?: DataOf<M>) => number)
  /**
   * A failure with no answer to show is thrown during render, so the nearest error boundary shows
   * the Not found / Something went wrong page (the rules: calls): a page's main read.
   */
  throwOnError?: boolean
  /**
   * The row a list the user came from already holds, shown until the read answers (a click from a
   * list to a detail page paints the detail at once). Looked up once per query, not on every
   * render; never cached, and the read is made all the same; with `throwOnError`, a failure before
   * an answer still fails the page.
   */
  listed?: FromList<L>
}

type ManyOptions = {
  enabled?: boolean
  /** A call that fails is `undefined` in its place, and the answer is there only for the params asked. */
  settle?: boolean
}

/**
 * One answer, cached by its key:
 * - `useQuery(method, params, options)`: one operation;
 * - `useQuery(method, [params, ...], { settle })`: the same operation for each params, in order
 *   (one VPC's routers' routes; a view that draws them together needs them together);
 * - `useQuery(read, params)`: a read of several calls (`Read`); `params: null` waits.
 */
export function useQuery<M extends ApiMethod>(
  method: M,
  params: ParamsOf<M>[] | undefined,
  options: ManyOptions & { settle: true },
): ReturnType<typeof useSWR<(DataOf<M> | undefined)[], ApiErrorThrown>>
export function useQuery<M extends ApiMethod>(
  method: M,
  params: ParamsOf<M>[] | undefined,
  options?: ManyOptions & { settle?: false },
): ReturnType<typeof useSWR<DataOf<M>[], ApiErrorThrown>>
export function useQuery<M extends ApiMethod, L extends PagedMethod = PagedMethod>(
  method: M,
  params: ParamsOf<M>,
  options?: QueryOptions<M, L>,
): ReturnType<typeof useSWR<DataOf<M>, ApiErrorThrown>>
export function useQuery<P, T>(
  read: Read<P, T>,
  params: P | null,
  options?: { refreshInterval?: number },
): ReturnType<typeof useSWR<T, ApiErrorThrown>>
export function useQuery(
  what: ApiMethod | Read<never, unknown>,
  params: unknown,
  options: ManyOptions & {
    refreshInterval?: number | ((data?: never) => number)
    throwOnError?: boolean
    listed?: { list: PagedMethod; params: (p: never) => boolean; item: (row: never) => boolean }
  } = {},
): unknown {
  const { enabled = true, refreshInterval, throwOnError, settle, listed } = options
  const isMany = typeof what === 'string' && (params === undefined || Array.isArray(params))
  const read: Read<never, unknown> | undefined = typeof what !== 'string' ? what : isMany ? (settle ? settled(what) : many(what)) : undefined
  const key = !enabled || params == null ? null : read ? readKey(read, params) : queryKey(what as ApiMethod, params as never)

  const { cache } = useSWRConfig()
  const fromList = useRef<{ id: string; row: unknown }>(undefined)
  const id = JSON.stringify(key)
  if (listed && fromList.current?.id !== id) {
    fromList.current = { id, row: listedItem(cache, listed.list, listed.params as never, listed.item) }
  }
  const placeholder = listed ? fromList.current?.row : undefined

  // SWR evaluates a function interval only when the option changes, and first before any data has
  // arrived, so "poll while transitional" would never start. We evaluate it on every data change
  // and hand SWR the number.
  const [interval, setIntervalMs] = useState(0)
  const result = useSWR<unknown, ApiErrorThrown>(
    key,
    (read ? ([, , , p]: ReadKey<never>) => read.load(p, callOrThrow) : callKey) as never,
    {
      refreshInterval: typeof refreshInterval === 'function' ? interval : refreshInterval,
      // left out when there is none: SWR would take an undefined fallback for one
      ...(placeholder !== undefined && { fallbackData: placeholder }),
    },
  )
  const next = typeof refreshInterval === 'function' ? refreshInterval(result.data as never) : 0
  useEffect(() => {
    setIntervalMs(next)
  }, [next])
  // a placeholder is not an answer: a read that failed with nothing else to show still fails the page
  if (throwOnError && result.error && (result.data === undefined || result.data === placeholder)) throw result.error
  // with keepPreviousData, the answer for other params shows until this one comes: items are
  // matched to params by position, so an answer of another length is no answer yet
  if (settle && Array.isArray(result.data) && (!Array.isArray(params) || result.data.length !== params.length))
    return { ...result, data: undefined }
  return result
}

/**
 * A list's params as ListTable asks for them: where the endpoint sorts by name (`sortable`), with
 * `sort_by` for the direction shown (ascending on arrival).
 */
export function sortedListParams<P>(params: P, sortable: boolean | undefined, dir: 'asc' | 'desc' = 'asc'): P {
  if (!sortable) return params
  const base = params as { query?: Record<string, unknown> }
  return { ...base, query: { ...base.query, sortBy: dir === 'asc' ? 'name_ascending' : 'name_descending' } } as P
}

type Page<T> = { items: T[]; nextPage?: string | null }

export const DEFAULT_PAGE_SIZE = 50

/** The params of one page of a list: limit and page token added to the caller's query. */
function pageParams<P>(params: P, pageSize: number, pageToken?: string): P {
  const base = params as { query?: Record<string, unknown> }
  return { ...base, query: { ...base.query, limit: pageSize, pageToken } } as P
}

/**
 * The key of a list page's first page as ListTable shows it on arrival (sorted by name ascending
 * where `sortable`, DEFAULT_PAGE_SIZE rows): what a route row names as its page's main `query`.
 */
export function listQuery<M extends PagedMethod>(method: M, params: ParamsOf<M>, options: { sortable?: boolean } = {}): QueryKey<M> {
  return queryKey(method, pageParams(sortedListParams(params, options.sortable ?? true), DEFAULT_PAGE_SIZE))
}

type ListState<T> = {
  items: T[]
  /** No answer yet (the first pages are still on their way). */
  isLoading: boolean
  /** Reloading after a write or Refresh (the items shown are the previous load's). */
  isValidating: boolean
  /** Every item is here. */
  complete: boolean
  /** A failure: before any item (error, nothing to show) or part way (partial). */
  error?: ApiErrorThrown
  /** More than a whole-list read holds (or a full bare-array answer): the rest was not read. */
  truncated: boolean
  /** The user stopped the load: `items` is what was read so far. */
  stopped: boolean
  /** Items read so far, while loading. */
  loaded: number
  /** Stops a stoppable load (`pageSize: 'all'`), keeping what was read. */
  stop: () => void
  mutate: () => Promise<unknown>
}

/** Every item of a list, as a picker, a lookup or a drawing reads it. */
export type WholeList<T> = ListState<T> & { data?: AllItems<T> }

/** A list a page at a time (ListTable), or every row of it with `pageSize: 'all'`. */
export type PagedList<T> = ListState<T> & {
  /** The page shown (with "All" rows, every row read) */
  data?: Page<T>
  pageSize: number | 'all'
  hasPrev: boolean
  hasNext: boolean
  next: () => void
  prev: () => void
}

type ListOptions<M extends ListMethod> = {
  enabled?: boolean
  /** Polls while it answers non-zero (a page: for its rows; every row: once they are all read). */
  refreshInterval?: (items: ItemOf<M>[]) => number
}

/** Items read so far by the load under `key`, while it runs. */
function useLoadProgress(key: string) {
  const [loaded, setLoaded] = useState(() => loadProgress(key))
  useEffect(() => onLoadProgress(key, setLoaded), [key])
  return loaded
}

/**
 * The items of a list, cached under the list's operation, so a write to it revalidates them:
 * - `useList(method, params)`: every item, page by page at the API's largest page size in the
 *   background, the count so far in `loaded`, and `complete: false` with the reason where it could
 *   not read them all. A list the API answers as a bare array (no next-page token) is read once at
 *   that size, and a full answer says it may go on (`truncated`).
 * - `useList(method, params, { pageSize })`: ListTable's. A number reads a page at a time with
 *   Previous/Next (the tokens kept here; a new size starts at page 1). `'all'` reads every row under
 *   a key of its own, so `stop()` never cuts short a picker's load of the same list.
 * - `useList(method, [params, ...])`: every item of each list (each sled's instances), in order,
 *   under one key; `undefined` waits. A first page failing fails the whole.
 */
export function useList<M extends PagedMethod>(
  method: M,
  params: ParamsOf<M>,
  options: ListOptions<M> & { pageSize: number | 'all' },
): PagedList<ItemOf<M>>
export function useList<M extends ListMethod>(
  method: M,
  params: ParamsOf<M>,
  options?: { enabled?: boolean },
): WholeList<ItemOf<M>>
export function useList<M extends PagedMethod>(
  method: M,
  params: ParamsOf<M>[] | undefined,
): ReturnType<typeof useSWR<AllItems<ItemOf<M>>[], ApiErrorThrown>>
export function useList(
  method: PagedMethod,
  params: unknown,
  options: { enabled?: boolean; refreshInterval?: (items: never[]) => number; pageSize?: number | 'all' } = {},
): unknown {
  const { enabled = true, refreshInterval, pageSize } = options
  const each = params === undefined || Array.isArray(params)
  const paged = typeof pageSize === 'number'
  const stoppable = pageSize === 'all'

  // a page at a time: the tokens belong to the page size they were read with
  const [paging, setPaging] = useState<{ size: unknown; tokens: string[] }>({ size: pageSize, tokens: [] })
  const tokens = paging.size === pageSize ? paging.tokens : []
  const pageToken = tokens[tokens.length - 1]

  const key = !enabled || params === undefined
    ? null
    : each
      ? readKey({ name: `each-all:${method}`, reads: [method] }, params)
      : paged
        ? queryKey(method, pageParams(params as never, pageSize, pageToken))
        : stoppable
          ? listAllKey(method, params)
          : allItemsKey(method, params)
  const fetcher = each
    ? ([, , , all]: ReadKey<ParamsOf<PagedMethod>[]>) => Promise.all(all.map((p) => fetchAllPages(method, p)))
    : paged
      ? callKey
      : stoppable
        ? readStoppable
        : () => readAllPages(method, params as never)

  // evaluated on every data change and handed to SWR as a number, as useQuery does
  const [interval, setIntervalMs] = useState(0)
  const result = useSWR<unknown, ApiErrorThrown>(key, fetcher as never, {
    refreshInterval: interval,
    // every row of a list shows its own load's progress, never the rows of another
    ...(stoppable && { keepPreviousData: false }),
  })
  // a whole list's answer shown for a page's key (keepPreviousData, back from "All" rows) is no page
  const page = paged && !(result.data && 'complete' in (result.data as object)) ? (result.data as Page<unknown> | undefined) : undefined
  const whole = !each && !paged ? (result.data as AllItems<unknown> | undefined) : undefined
  const nextInterval = !refreshInterval
    ? 0
    : paged
      ? refreshInterval((page?.items ?? []) as never)
      : whole?.complete
        ? refreshInterval(whole.items as never)
        : 0
  useEffect(() => {
    setIntervalMs(nextInterval)
  }, [nextInterval])

  const progressKey = JSON.stringify(stoppable ? listAllKey(method, params) : [method, params])
  const loaded = useLoadProgress(progressKey)

  // Dropshot gives a full page a next_page even when nothing follows it (console#3223): Next
  // then reads an empty page. Go back to the full page, keep its rows on screen meanwhile, and
  // remember that this token leads nowhere so Next is disabled there.
  const [deadEnds, setDeadEnds] = useState<ReadonlySet<string>>(() => new Set())
  const lastRows = useRef<unknown[]>([])
  const emptyAfterNext = Boolean(pageToken && page && !result.isValidating && page.items.length === 0)
  useEffect(() => {
    if (!emptyAfterNext || !pageToken) return
    setDeadEnds((d) => new Set(d).add(pageToken))
    setPaging((p) => ({ ...p, tokens: p.tokens.slice(0, -1) }))
  }, [emptyAfterNext, pageToken])

  if (each) return result
  if (page && page.items.length) lastRows.current = page.items
  const items = paged ? (pageToken && page && page.items.length === 0 ? lastRows.current : (page?.items ?? [])) : (whole?.items ?? [])
  const hasPrev = tokens.length > 0 && !emptyAfterNext
  const hasNext = Boolean(page?.nextPage && !deadEnds.has(page.nextPage)) && !emptyAfterNext
  return {
    items,
    data: paged ? page : result.data,
    isLoading: paged ? result.isLoading : enabled && !result.data && !result.error,
    isValidating: result.isValidating,
    complete: paged ? !hasPrev && !hasNext : (whole?.complete ?? false),
    error: result.error ?? whole?.error,
    truncated: whole?.truncated ?? false,
    stopped: whole?.stopped ?? false,
    loaded: !whole || (stoppable && result.isValidating) ? loaded : whole.items.length,
    stop: () => stopLoad(progressKey),
    mutate: result.mutate,
    pageSize,
    hasPrev,
    hasNext,
    next: () => page?.nextPage && setPaging({ size: pageSize, tokens: [...tokens, page.nextPage] }),
    prev: () => setPaging({ size: pageSize, tokens: tokens.slice(0, -1) }),
  }
}
