import { ALL_PAGE_SIZE } from './all-items'
import type { ApiMethod, DataOf, ParamsOf } from './client'
import { readOnce } from './hooks'

type ArrayMethod = { [K in ApiMethod]: DataOf<K> extends unknown[] ? K : never }[ApiMethod]

/**
 * A list the API pages (limit, page_token) but answers as a bare array with no next-page token
 * (BGP announce sets) read outside the cache, for a save that must see the list as it is now: there
 * is no way to ask for a second page, so it is read once at the largest page size, as `useList`
 * (./reads.ts) reads it.
 */
export function readArrayList<M extends ArrayMethod>(method: M, params: ParamsOf<M>): Promise<DataOf<M>> {
  const withLimit = { ...params, query: { ...(params as { query?: object }).query, limit: ALL_PAGE_SIZE } }
  return readOnce(method, withLimit as ParamsOf<M>)
}
