import { ALL_PAGE_SIZE } from './all-items'
import type { ApiMethod, DataOf, ParamsOf } from './client'
import { readOnce, useApiQuery } from './hooks'

type ArrayMethod = { [K in ApiMethod]: DataOf<K> extends unknown[] ? K : never }[ApiMethod]

/**
 * A list the API pages (limit, page_token) but answers as a bare array with no next-page token
 * (BGP announce sets): there is no way to ask for a second page, so it is read once at the
 * largest page size, and a full page says the list may go on (`truncated`) instead of passing
 * for the whole list. The same shape as useAllItems, for AllItemsStatus and allItemsStatus.
 */
export function useArrayList<M extends ArrayMethod>(method: M, params: ParamsOf<M>) {
  const withLimit = { ...params, query: { ...(params as { query?: object }).query, limit: ALL_PAGE_SIZE } }
  const q = useApiQuery(method, withLimit as ParamsOf<M>)
  const items = (q.data ?? []) as DataOf<M>
  const truncated = items.length >= ALL_PAGE_SIZE
  return {
    items,
    isLoading: !q.data && !q.error,
    complete: !!q.data && !truncated,
    error: q.error,
    truncated,
    loaded: items.length,
    data: q.data,
    mutate: q.mutate,
  }
}

/** The same largest-page read outside the cache, for a save that must see the list as it is now. */
export function readArrayList<M extends ArrayMethod>(method: M, params: ParamsOf<M>): Promise<DataOf<M>> {
  const withLimit = { ...params, query: { ...(params as { query?: object }).query, limit: ALL_PAGE_SIZE } }
  return readOnce(method, withLimit as ParamsOf<M>)
}
