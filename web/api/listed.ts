import { useRef } from 'react'
import { useSWRConfig, type Cache } from 'swr'
import type { ApiMethod, ParamsOf } from './client'

type Listed<T> = { items?: readonly T[] }

/**
 * An item a cached page of `method` already holds: the first one `item` accepts, in a page whose
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

/**
 * What a list the user came from already says of one item, to show while the item's own read is
 * under way (: a click from a list to a detail page paints the detail at once). Looked up
 * once per `identity` (the item's, e.g. project and name), not on every render.
 */
export function useListedItem<M extends ApiMethod, T>(
  method: M,
  params: (p: ParamsOf<M>) => boolean,
  item: (row: T) => boolean,
  identity: string,
): T | undefined {
  const { cache } = useSWRConfig()
  const found = useRef<{ identity: string; item: T | undefined }>(undefined)
  if (found.current?.identity !== identity) found.current = { identity, item: listedItem(cache, method, params, item) }
  return found.current.item
}
