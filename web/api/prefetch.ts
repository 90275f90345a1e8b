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
/** The answers of the entries that have one, by the same id: a page opening after it takes it as it renders. */
const answers = new Map<string, { data: unknown }>()

const forget = (id: string) => {
  entries.delete(id)
  answers.delete(id)
}

/**
 * Starts the call for `key` unless one is already waiting to be taken; returns that call (a click
 * may wait a moment for it, web/routing/pending-navigation.ts). The promise may reject.
 */
export function prefetchQuery<M extends ApiMethod>(key: readonly [M, ParamsOf<M>]): Promise<unknown> {
  const id = unstable_serialize(key)
  const waiting = entries.get(id)
  if (waiting) return waiting
  const promise = callOrThrow(key[0], key[1])
  entries.set(id, promise)
  const drop = () => setTimeout(() => entries.get(id) === promise && forget(id), PREFETCH_FRESH_MS)
  // The rejection is handed to whoever takes the entry; unhandled here it would be reported twice.
  promise.then((data) => {
    if (entries.get(id) === promise) answers.set(id, { data })
    drop()
  }, drop)
  return promise
}

/** The prefetched call for `key`, once: what the SWR fetcher (web/api/hooks.ts) asks first. */
export function takePrefetched(key: Key): Promise<unknown> | undefined {
  const id = unstable_serialize(key)
  const promise = entries.get(id)
  if (promise) forget(id)
  return promise
}

/**
 * The prefetched call's answer for `key` when it has come, once (the entry is taken with it): the
 * hook that asks as it mounts renders the answer in its first pass instead of a loading state and
 * then the answer a task later (web/api/hooks.ts).
 */
export function takeAnswered(key: Key): { data: unknown } | undefined {
  const id = unstable_serialize(key)
  const answer = answers.get(id)
  if (answer) forget(id)
  return answer
}

/** Whether any prefetched call has an answer waiting: most renders need not look for theirs. */
export const anyAnswered = () => answers.size > 0

/** Forgets every prefetched call: a write may have made them stale. */
export function clearPrefetched() {
  entries.clear()
  answers.clear()
}
