import type { SWRConfiguration } from 'swr'
import type { ApiMethod, DataOf, ParamsOf } from './client'
import { callOrThrow } from './call'
import { routes } from './generated/routes'

/**
 * SWR defaults (the rules: calls/§9): no retries, no refetch on focus, stale after 2 s.
 * Grouped in one object like SWR's own config so tests can override timeouts.
 */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: 2000,
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  keepPreviousData: true,
}

/**
 * A one-off read outside the cache, for what must see the server's latest state rather than
 * the cached one: a read-modify-write (the firewall rules' PUT) or an export of every page.
 * Only GET operations, so no write escapes the policy through here.
 */
export function readOnce<M extends ApiMethod>(method: M, params: ParamsOf<M>): Promise<DataOf<M>> {
  if (!routes[method].startsWith('GET ')) return Promise.reject(new TypeError(`readOnce: ${method} is not a read`))
  return callOrThrow(method, params)
}
