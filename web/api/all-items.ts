/**
 * Whole collections for pickers and lookups: a picker that asks for
 * one page of 100 or 1,000 silently drops the rest on a real rack. `useAllItems`
 * fetches every page in the background at the API's largest page size, caches
 * the result in SWR under its own key (so mutations that invalidate the method
 * refresh it too), reports how far it got while loading, and says so when it
 * could not reach everything instead of pretending the list is complete.
 */
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import { callOrThrow, ApiErrorThrown } from './call'
import type { ApiMethod, DataOf, ParamsOf } from './client'

/** Dropshot's maximum page size: the fewest round trips for a whole collection. */
export const ALL_PAGE_SIZE = 10_000
/** Beyond this a picker stops and says it could not load everything (memory stays bounded). */
const MAX_ALL_ITEMS = 100_000

type Page<T> = { items: T[]; nextPage?: string | null }
export type PagedMethod = { [K in ApiMethod]: DataOf<K> extends Page<unknown> ? K : never }[ApiMethod]
export type ItemOf<M extends PagedMethod> = DataOf<M> extends Page<infer T> ? T : never

export type AllItems<T> = {
  items: T[]
  /** Every page was read. */
  complete: boolean
  /** Why the rest could not be read (a failed page, or more than MAX_ALL_ITEMS). */
  error?: ApiErrorThrown
  truncated?: boolean
  /** The user stopped the load (ListTable's "All" rows): what was read so far. */
  stopped?: boolean
}

const STOPPED = Symbol('stopped')
/** `read`, or STOPPED as soon as `signal` aborts; the listener goes once read settles (one signal serves many pages). */
const unlessAborted = <T,>(read: Promise<T>, signal: AbortSignal) => {
  let onAbort = () => {}
  const stopped = new Promise<typeof STOPPED>((resolve) => {
    onAbort = () => resolve(STOPPED)
    if (signal.aborted) resolve(STOPPED)
    else signal.addEventListener('abort', onAbort, { once: true })
  })
  return Promise.race([read, stopped]).finally(() => signal.removeEventListener('abort', onAbort))
}

/**
 * Reads every page of `method`, `pageSize` at a time. The first page failing is
 * an error (thrown); a later one failing keeps what was read, marked incomplete.
 * A full page with a next_page whose next page is empty (console#3223) just ends.
 */
export async function fetchAllPages<M extends PagedMethod>(
  method: M,
  params: ParamsOf<M>,
  opts: {
    pageSize?: number
    maxItems?: number
    onProgress?: (loaded: number) => void
    signal?: AbortSignal
    /** The API call (tests pass a fake). */
    call?: (method: M, params: ParamsOf<M>, options?: { signal?: AbortSignal }) => Promise<unknown>
  } = {},
): Promise<AllItems<ItemOf<M>>> {
  const { pageSize = ALL_PAGE_SIZE, maxItems = MAX_ALL_ITEMS, call = callOrThrow } = opts
  const base = params as { query?: Record<string, unknown> }
  const items: ItemOf<M>[] = []
  let pageToken: string | undefined
  for (;;) {
    if (opts.signal?.aborted) return { items, complete: false, stopped: true }
    let page: Page<ItemOf<M>>
    try {
      const read = call(method, { ...base, query: { ...base.query, limit: pageSize, pageToken } } as ParamsOf<M>, { signal: opts.signal })
      // Stop answers at once, and the request on its way is cancelled (the signal reaches fetch)
      const got = opts.signal ? await unlessAborted(read, opts.signal) : await read
      if (got === STOPPED) return { items, complete: false, stopped: true }
      page = got as Page<ItemOf<M>>
    } catch (e) {
      if (opts.signal?.aborted) return { items, complete: false, stopped: true }
      if (items.length === 0) throw e
      return { items, complete: false, error: ApiErrorThrown.from(e) }
    }
    // a page that lands after Stop is dropped: the list shows what it had when the user stopped
    if (opts.signal?.aborted) return { items, complete: false, stopped: true }
    // an answer that is not a page says so, as a failed page does, instead of a TypeError from the loop
    if (!Array.isArray(page?.items)) {
      const error = new ApiErrorThrown({ message: `Could not read the list: the answer has no items`, statusCode: 0, requestId: '' })
      if (items.length === 0) throw error
      return { items, complete: false, error }
    }
    for (const item of page.items) items.push(item)
    opts.onProgress?.(items.length)
    if (!page.nextPage || page.items.length === 0) return { items, complete: true }
    if (items.length >= maxItems) return { items, complete: false, truncated: true }
    pageToken = page.nextPage
  }
}

// Progress of the loads under way, by key, for the "Loading… 3,000 so far" line.
const progress = new Map<string, number>()
const listeners = new Set<() => void>()
const report = (key: string, n: number | undefined) => {
  if (n === undefined) progress.delete(key)
  else progress.set(key, n)
  for (const l of listeners) l()
}

const ALL = 'all-pages'
type AllKey = readonly [PagedMethod, unknown, typeof ALL]

/** The SWR key useAllItems caches a whole list under. */
export const allItemsKey = (method: PagedMethod, params: unknown): AllKey => [method, params, ALL]

/** The first page's request of a whole list: what the starter script sends ahead of the entry (scripts/first-calls.ts). */
export function firstPageKey<M extends PagedMethod>(method: M, params: ParamsOf<M>) {
  const base = params as { query?: Record<string, unknown> }
  return [method, { ...base, query: { ...base.query, limit: ALL_PAGE_SIZE } }] as const
}

/** How useAllItems fetches its key (and a route starts it, web/api/queries.ts): every page, its progress reported. */
export async function readAllPages<M extends PagedMethod>(method: M, params: ParamsOf<M>) {
  const key = JSON.stringify([method, params])
  try {
    return await fetchAllPages(method, params, { onProgress: (n) => report(key, n) })
  } finally {
    report(key, undefined)
  }
}

const fetcher = ([method, params]: AllKey) => readAllPages(method, params as never)

/**
 * Every item of a paged list, fetched page by page in the background and cached
 * by (method, params). `loaded` counts items read so far while `isLoading`.
 */
export function useAllItems<M extends PagedMethod>(method: M, params: ParamsOf<M>, options: { enabled?: boolean } = {}) {
  const { enabled = true } = options
  // the key's first element is the method, so useWrite's invalidation reaches it
  const key: AllKey | null = enabled ? allItemsKey(method, params) : null
  const result = useSWR<AllItems<ItemOf<M>>, ApiErrorThrown>(key, fetcher as never)
  const progressKey = JSON.stringify([method, params])
  const [loaded, setLoaded] = useState(() => progress.get(progressKey) ?? 0)
  useEffect(() => {
    const update = () => setLoaded(progress.get(progressKey) ?? 0)
    listeners.add(update)
    update()
    return () => void listeners.delete(update)
  }, [progressKey])
  const data = result.data
  return {
    items: data?.items ?? ([] as ItemOf<M>[]),
    /** No answer yet (the first pages are still on their way). */
    isLoading: enabled && !data && !result.error,
    complete: data?.complete ?? false,
    /** A failure: before any item (error, nothing to show) or part way (partial). */
    error: result.error ?? data?.error,
    truncated: data?.truncated ?? false,
    loaded: data ? data.items.length : loaded,
    data,
    mutate: result.mutate,
  }
}

export type AllItemsResult<T> = {
  items: T[]
  isLoading: boolean
  complete: boolean
  error?: ApiErrorThrown
  truncated: boolean
  loaded: number
}

/**
 * The plain-words status line a picker shows under its list, or undefined when
 * it holds the whole collection. `noun` is plural ("disks").
 */
export function allItemsStatus(r: Pick<AllItemsResult<unknown>, 'isLoading' | 'complete' | 'error' | 'truncated' | 'loaded' | 'items'>, noun: string) {
  const n = (x: number) => x.toLocaleString('en-US')
  if (r.isLoading) return r.loaded ? `Loading ${noun}… ${n(r.loaded)} so far` : `Loading ${noun}…`
  if (r.complete) return undefined
  if (r.truncated) return `Showing the first ${n(r.items.length)} ${noun}: there are more than this picker can hold`
  if (r.error && r.items.length) return `Could not load every one of the ${noun}: showing the first ${n(r.items.length)} (${r.error.message})`
  if (r.error) return `Could not load ${noun} (${r.error.message})`
  return undefined
}

// The "All" rows of a list (ListTable): like useAllItems, under a key of its own so that a stop
// never cuts short a picker's load of the same collection, and stoppable.
const LIST_ALL = 'list-all'
type ListAllKey = readonly [PagedMethod, unknown, typeof LIST_ALL]
const controllers = new Map<string, AbortController>()

const listAllFetcher = async ([method, params]: ListAllKey) => {
  const key = JSON.stringify([method, params, LIST_ALL])
  const controller = new AbortController()
  controllers.get(key)?.abort()
  controllers.set(key, controller)
  try {
    return await fetchAllPages(method, params as never, { signal: controller.signal, onProgress: (n) => report(key, n) })
  } finally {
    if (controllers.get(key) === controller) controllers.delete(key)
    report(key, undefined)
  }
}

/**
 * Every row of a list for its "All" rows per page: page by page at the API's largest page size,
 * with the count so far (`loaded`) and `stop()`, which keeps what was read. Cached under the
 * method like any query, so a write to the collection reloads it once (never on a timer).
 */
export function useListAll<M extends PagedMethod>(
  method: M,
  params: ParamsOf<M>,
  options: { enabled?: boolean; refreshInterval?: (items: ItemOf<M>[]) => number } = {},
) {
  const { enabled = true, refreshInterval } = options
  const key: ListAllKey | null = enabled ? [method, params, LIST_ALL] : null
  // evaluated on every data change and handed to SWR as a number, as useApiQuery does
  const [interval, setIntervalMs] = useState(0)
  const result = useSWR<AllItems<ItemOf<M>>, ApiErrorThrown>(key, listAllFetcher as never, {
    keepPreviousData: false,
    refreshInterval: interval,
  })
  const nextInterval = refreshInterval && result.data?.complete ? refreshInterval(result.data.items) : 0
  useEffect(() => {
    setIntervalMs(nextInterval)
  }, [nextInterval])
  const progressKey = JSON.stringify([method, params, LIST_ALL])
  const [loaded, setLoaded] = useState(() => progress.get(progressKey) ?? 0)
  useEffect(() => {
    const update = () => setLoaded(progress.get(progressKey) ?? 0)
    listeners.add(update)
    update()
    return () => void listeners.delete(update)
  }, [progressKey])
  const data = result.data
  return {
    items: data?.items ?? ([] as ItemOf<M>[]),
    data,
    isLoading: enabled && !data && !result.error,
    /** Reloading after a write or Refresh (the rows shown are the previous load's). */
    isValidating: result.isValidating,
    loaded: result.isValidating || !data ? loaded : data.items.length,
    complete: data?.complete ?? false,
    stopped: data?.stopped ?? false,
    truncated: data?.truncated ?? false,
    error: result.error ?? data?.error,
    stop: () => controllers.get(progressKey)?.abort(),
    mutate: result.mutate,
  }
}
