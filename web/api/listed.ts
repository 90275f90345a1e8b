import type { Cache } from 'swr'
import type { ApiMethod, ParamsOf } from './client'

type Listed<T> = { items?: readonly T[] }

/**
 * An item a cached page of `method` already holds (useQuery's `listed`, ./reads.ts): the first one `item` accepts, in a page whose
 * params `params` accepts. SWR keeps each key's arguments beside its state (`_k`), so the pages
 * are found by what they asked, not by parsing serialized keys.
 */
export function listedItem<M extends ApiMethod, T>(
  cache: Cache,
  method: M,
  params: (p: ParamsOf<M>) => boolean,
  item: (row: T) => boolean,
): T | undefined {
  for (const key of cache.keys()) {
    const state = cache.get(key) as { _k?: unknown; data?: unknown } | undefined
    const args = state?._k
    if (!Array.isArray(args) || args[0] !== method || !params(args[1] as ParamsOf<M>)) continue
    const found = (state?.data as Listed<T> | undefined)?.items?.find(item)
    if (found) return found
  }
  return undefined
}

