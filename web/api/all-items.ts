/**
 * Whole collections for pickers and lookups (issue #21): a picker that asks for
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
export const MAX_ALL_ITEMS = 100_000

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
    call?: (method: M, params: ParamsOf<M>) => Promise<unknown>
  } = {},
): Promise<AllItems<ItemOf<M>>> {
  const { pageSize = ALL_PAGE_SIZE, maxItems = MAX_ALL_ITEMS, call = callOrThrow } = opts
  const base = params as { query?: Record<string, unknown> }
  const items: ItemOf<M>[] = []
  let pageToken: string | undefined
  for (;;) {
    if (opts.signal?.aborted) return { items, complete: false }
    let page: Page<ItemOf<M>>
    try {
      page = (await call(method, { ...base, query: { ...base.query, limit: pageSize, pageToken } } as ParamsOf<M>)) as Page<ItemOf<M>>
    } catch (e) {
      if (items.length === 0) throw e
      return { items, complete: false, error: ApiErrorThrown.from(e) }
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

const fetcher = async ([method, params]: AllKey) => {
  const key = JSON.stringify([method, params])
  try {
    return await fetchAllPages(method, params as never, { onProgress: (n) => report(key, n) })
  } finally {
    report(key, undefined)
  }
}

/**
 * Every item of a paged list, fetched page by page in the background and cached
 * by (method, params). `loaded` counts items read so far while `isLoading`.
 */
export function useAllItems<M extends PagedMethod>(method: M, params: ParamsOf<M>, options: { enabled?: boolean } = {}) {
  const { enabled = true } = options
  // the key's first element is the method, so useApiMutation's invalidation reaches it
  const key: AllKey | null = enabled ? [method, params, ALL] : null
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
