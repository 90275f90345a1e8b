import { useCallback, useState } from 'react'
import { useSWRConfig, type SWRConfiguration } from 'swr'
import type { ApiMethod, DataOf, ParamsOf } from './client'
import { callOrThrow, ApiErrorThrown } from './call'
import { forgetStarted } from './queries'
import { routes } from './generated/routes'
import { invalidates } from './invalidation'

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
 * The one write path (docs/CONTRACTS.md "Writes"): calls the operation, then revalidates the
 * cached queries its families reach (./invalidation.ts). Every write in web/pages goes through
 * here, via useApiMutation (forms), useApiWrite (confirm dialogs, row actions, bulk jobs).
 * It works after the calling page unmounts (a confirm dialog or bulk job outlives its row).
 */
export type Write = <M extends ApiMethod>(method: M, params: ParamsOf<M>, options?: { invalidate?: boolean }) => Promise<DataOf<M>>

export function useApiWrite(): Write {
  const { mutate } = useSWRConfig()
  return useCallback(
    async <M extends ApiMethod>(method: M, params: ParamsOf<M>, options: { invalidate?: boolean } = {}): Promise<DataOf<M>> => {
      try {
        return await callOrThrow(method, params)
      } finally {
        // A failed write may still have changed something (a partial update), so refresh anyway.
        if (options.invalidate !== false) await revalidate(mutate, [method])
      }
    },
    [mutate],
  )
}

/** Revalidates what a set of writes reaches, for a job that ran its writes with `invalidate: false`. */
export function useRevalidateAfter() {
  const { mutate } = useSWRConfig()
  return useCallback((methods: ApiMethod[]) => revalidate(mutate, methods), [mutate])
}

/**
 * A mutation with pending/error state (forms): runs through useApiWrite, so invalidation
 * follows the one policy; `onSuccess` toasts and navigates, and runs before the revalidation so a
 * renamed or deleted resource's old page is left before anything refetches it (a 404).
 */
/** Resolves after pending renders (Preact renders in a microtask) have run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export function useApiMutation<M extends ApiMethod>(
  method: M,
  options: {
    onSuccess?: (data: DataOf<M>, params: ParamsOf<M>) => void
    onError?: (error: ApiErrorThrown) => void
  } = {},
) {
  const write = useApiWrite()
  const revalidateAfter = useRevalidateAfter()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiErrorThrown | null>(null)
  const run = useCallback(
    async (params: ParamsOf<M>) => {
      setPending(true)
      setError(null)
      try {
        const data = await write(method, params, { invalidate: false })
        options.onSuccess?.(data, params)
        return data
      } catch (e) {
        const err = e instanceof ApiErrorThrown ? e : ApiErrorThrown.from(e)
        setError(err)
        options.onError?.(err)
        throw err
      } finally {
        setPending(false)
        // onSuccess often navigates (a rename leaves the old name's page): let that render
        // unmount the old page first, or revalidating would refetch it into a 404
        await nextTask()
        await revalidateAfter([method])
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options are read at call time on purpose: callers pass fresh closures each render
    [method, write, revalidateAfter, options.onSuccess, options.onError],
  )
  /** Like run, but failures are only recorded in `error` (for forms that show them inline). */
  const mutate_ = useCallback((params: ParamsOf<M>) => run(params).catch(() => undefined), [run])
  return { run, mutate: mutate_, pending, error, reset: () => setError(null) }
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

function revalidate(mutate: ReturnType<typeof useSWRConfig>['mutate'], writes: ApiMethod[]) {
  // a read started ahead of its page may predate the write
  forgetStarted()
  return mutate(
    (key) => {
      if (!Array.isArray(key)) return false
      if (key[0] === 'loader') return (key[2] as ApiMethod[]).some((read) => invalidates(writes, read))
      return typeof key[0] === 'string' && key[0] in routes && invalidates(writes, key[0] as ApiMethod)
    },
    undefined,
    { revalidate: true },
  )
}

export {  ApiErrorThrown }

