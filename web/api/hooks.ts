import { useCallback, useEffect, useRef, useState } from 'react'
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr'
import { api, type ApiMethod, type DataOf, type ParamsOf } from './client'
import { callOrThrow, ApiErrorThrown } from './call'

/**
 * SWR defaults (SPEC §7/§9): no retries, no refetch on focus, stale after 2 s.
 * Grouped in one object like SWR's own config so tests can override timeouts.
 */
export const swrConfig: SWRConfiguration = {
  dedupingInterval: 2000,
  revalidateOnFocus: false,
  shouldRetryOnError: false,
  errorRetryCount: 0,
  keepPreviousData: true,
}

export type QueryKey<M extends ApiMethod> = readonly [M, ParamsOf<M>]

/** Keys are (operation, params) so any page asking the same question shares the cache. */
export function queryKey<M extends ApiMethod>(method: M, params: ParamsOf<M>): QueryKey<M> {
  return [method, params] as const
}

const fetcher = ([method, params]: QueryKey<ApiMethod>) => callOrThrow(method, params)

export function useApiQuery<M extends ApiMethod>(
  method: M,
  params: ParamsOf<M>,
  options: { enabled?: boolean; refreshInterval?: number | ((data?: DataOf<M>) => number) } = {},
) {
  const { enabled = true, refreshInterval } = options
  // SWR evaluates a function interval only when the option changes, and first before any data has
  // arrived, so "poll while transitional" would never start. We evaluate it on every data change
  // and hand SWR the number.
  const [interval, setIntervalMs] = useState(0)
  const result = useSWR<DataOf<M>, ApiErrorThrown>(enabled ? queryKey(method, params) : null, fetcher as never, {
    refreshInterval: typeof refreshInterval === 'function' ? interval : refreshInterval,
  })
  const next = typeof refreshInterval === 'function' ? refreshInterval(result.data) : 0
  useEffect(() => {
    setIntervalMs(next)
  }, [next])
  return result
}

/**
 * The page's main query: a 404 or other failure is thrown during render so the
 * nearest error boundary shows the Not found / Something went wrong page (SPEC §7).
 */
export function usePageQuery<M extends ApiMethod>(method: M, params: ParamsOf<M>, options: Parameters<typeof useApiQuery<M>>[2] = {}) {
  const result = useApiQuery(method, params, options)
  if (result.error && result.data === undefined) throw result.error
  return result
}

type Page<T> = { items: T[]; nextPage?: string | null }
type PagedMethod = { [K in ApiMethod]: DataOf<K> extends Page<unknown> ? K : never }[ApiMethod]
type ItemOf<M extends PagedMethod> = DataOf<M> extends Page<infer T> ? T : never

export const DEFAULT_PAGE_SIZE = 50

/** A paged list (SPEC §7: limit defaults to 50, pageToken). Keeps a stack of tokens for Previous. */
export function usePagedList<M extends PagedMethod>(
  method: M,
  params: ParamsOf<M>,
  options: { pageSize?: number; refreshInterval?: (items: ItemOf<M>[]) => number } = {},
) {
  const [pageSize, setPageSizeState] = useState(options.pageSize ?? DEFAULT_PAGE_SIZE)
  const [tokens, setTokens] = useState<string[]>([])
  const pageToken = tokens[tokens.length - 1]
  const base = params as { query?: Record<string, unknown> }
  const pagedParams = { ...base, query: { ...base.query, limit: pageSize, pageToken } } as ParamsOf<M>
  const refresh = options.refreshInterval
  const query = useApiQuery(method, pagedParams, {
    refreshInterval: refresh ? (data) => refresh(((data as Page<ItemOf<M>> | undefined)?.items ?? []) as ItemOf<M>[]) : undefined,
  })
  const data = query.data as Page<ItemOf<M>> | undefined
  // Dropshot gives a full page a next_page even when nothing follows it (console#3223): Next
  // then reads an empty page. Go back to the full page, keep its rows on screen meanwhile, and
  // remember that this token leads nowhere so Next is disabled there.
  const [deadEnds, setDeadEnds] = useState<ReadonlySet<string>>(() => new Set())
  const lastRows = useRef<ItemOf<M>[]>([])
  const emptyAfterNext = Boolean(pageToken && data && !query.isValidating && data.items.length === 0)
  useEffect(() => {
    if (!emptyAfterNext || !pageToken) return
    setDeadEnds((d) => new Set(d).add(pageToken))
    setTokens((t) => t.slice(0, -1))
  }, [emptyAfterNext, pageToken])
  const items = pageToken && data && data.items.length === 0 ? lastRows.current : (data?.items ?? [])
  if (data && data.items.length) lastRows.current = data.items
  return {
    ...query,
    items,
    pageSize,
    setPageSize: (n: number) => {
      setPageSizeState(n)
      setTokens([])
    },
    hasPrev: tokens.length > 0 && !emptyAfterNext,
    hasNext: Boolean(data?.nextPage && !deadEnds.has(data.nextPage)) && !emptyAfterNext,
    next: () => data?.nextPage && setTokens([...tokens, data.nextPage]),
    prev: () => setTokens(tokens.slice(0, -1)),
  }
}

/**
 * A mutation: runs the call, then revalidates cached queries. By default every cached
 * query is revalidated (cheap: only mounted ones refetch) so nothing on screen goes stale;
 * pass `invalidates` to narrow it.
 */
export function useApiMutation<M extends ApiMethod>(
  method: M,
  options: {
    onSuccess?: (data: DataOf<M>, params: ParamsOf<M>) => void
    onError?: (error: ApiErrorThrown) => void
    invalidates?: ApiMethod[]
  } = {},
) {
  const { mutate } = useSWRConfig()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiErrorThrown | null>(null)
  const run = useCallback(
    async (params: ParamsOf<M>) => {
      setPending(true)
      setError(null)
      try {
        const data = await callOrThrow(method, params)
        await invalidate(mutate, options.invalidates)
        options.onSuccess?.(data, params)
        return data
      } catch (e) {
        const err = e instanceof ApiErrorThrown ? e : ApiErrorThrown.from(e)
        setError(err)
        options.onError?.(err)
        throw err
      } finally {
        setPending(false)
      }
    },
    // options are read at call time on purpose: callers pass fresh closures each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [method, mutate, options.onSuccess, options.onError],
  )
  /** Like run, but failures are only recorded in `error` (for forms that show them inline). */
  const mutate_ = useCallback((params: ParamsOf<M>) => run(params).catch(() => undefined), [run])
  return { run, mutate: mutate_, pending, error, reset: () => setError(null) }
}

export function useInvalidate() {
  const { mutate } = useSWRConfig()
  return (methods?: ApiMethod[]) => invalidate(mutate, methods)
}

function invalidate(mutate: ReturnType<typeof useSWRConfig>['mutate'], methods?: ApiMethod[]) {
  return mutate((key) => Array.isArray(key) && (!methods || methods.includes(key[0] as ApiMethod)), undefined, { revalidate: true })
}

export { api, ApiErrorThrown }
