import { unstable_serialize } from 'swr'
import { callOrThrow } from './call'
import type { ApiMethod, ParamsOf } from './client'

/**
 * Queries started ahead of the component that asks for them (issue #20): a route names its page's
 * main query (web/routing/types.ts), which starts when the route matches, in parallel with the
 * page's code. The page's SWR hook then finds the request already under way (or done) here, under
 * the same key, and takes it instead of sending its own; SWR caches the answer as usual.
 *
 * An entry is taken once. One nobody takes (the page asked for another key, or SWR deduplicated
 * its request) is dropped PREFETCH_FRESH_MS after it settled, SPEC §9's "stale after 2 s", and
 * every write drops them all (clearPrefetched, from the mutation hook): a revalidation after a
 * write must never read an answer from before it.
 */
export const PREFETCH_FRESH_MS = 2000

type Key = readonly [ApiMethod, unknown]
const entries = new Map<string, Promise<unknown>>()

/** Starts the call for `key` unless one is already waiting to be taken. */
export function prefetchQuery<M extends ApiMethod>(key: readonly [M, ParamsOf<M>]) {
  const id = unstable_serialize(key)
  if (entries.has(id)) return
  const promise = callOrThrow(key[0], key[1])
  entries.set(id, promise)
  const drop = () => setTimeout(() => entries.get(id) === promise && entries.delete(id), PREFETCH_FRESH_MS)
  // The rejection is handed to whoever takes the entry; unhandled here it would be reported twice.
  promise.then(drop, drop)
}

/** The prefetched call for `key`, once: what the SWR fetcher (web/api/hooks.ts) asks first. */
export function takePrefetched(key: Key): Promise<unknown> | undefined {
  const id = unstable_serialize(key)
  const promise = entries.get(id)
  if (promise) entries.delete(id)
  return promise
}

/** Forgets every prefetched call: a write may have made them stale. */
export function clearPrefetched() {
  entries.clear()
}
