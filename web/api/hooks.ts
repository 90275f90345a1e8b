import { useCallback, useEffect, useState } from 'react'
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr'
import { api, type ApiMethod, type DataOf, type ParamsOf } from './client'
import { callOrThrow, ApiErrorThrown } from './call'
import { takePrefetched } from './prefetch'

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

// A query a route started ahead of its page (./prefetch.ts) is taken rather than sent again.
const fetcher = (key: QueryKey<ApiMethod>) => (takePrefetched(key) as ReturnType<typeof callOrThrow>) ?? callOrThrow(key[0], key[1])

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

/**
 * A list's params as ListTable asks for them: where the endpoint sorts by name (`sortable`), with
 * `sort_by` for the direction shown (ascending on arrival).
 */
export function sortedListParams<P>(params: P, sortable: boolean | undefined, dir: 'asc' | 'desc' = 'asc'): P {
  if (!sortable) return params
  const base = params as { query?: Record<string, unknown> }
  return { ...base, query: { ...base.query, sortBy: dir === 'asc' ? 'name_ascending' : 'name_descending' } } as P
}

type Page<T> = { items: T[]; nextPage?: string | null }
type PagedMethod = { [K in ApiMethod]: DataOf<K> extends Page<unknown> ? K : never }[ApiMethod]
type ItemOf<M extends PagedMethod> = DataOf<M> extends Page<infer T> ? T : never

export const DEFAULT_PAGE_SIZE = 50

/** The params of one page of a list: limit and page token added to the caller's query. */
export function pageParams<P>(params: P, pageSize: number, pageToken?: string): P {
  const base = params as { query?: Record<string, unknown> }
  return { ...base, query: { ...base.query, limit: pageSize, pageToken } } as P
}

/** A paged list (SPEC §7: limit defaults to 50, pageToken). Keeps a stack of tokens for Previous. */
export function usePagedList<M extends PagedMethod>(
  method: M,
  params: ParamsOf<M>,
  options: { pageSize?: number; refreshInterval?: (items: ItemOf<M>[]) => number } = {},
) {
  const [pageSize, setPageSizeState] = useState(options.pageSize ?? DEFAULT_PAGE_SIZE)
  const [tokens, setTokens] = useState<string[]>([])
  const pageToken = tokens[tokens.length - 1]
  const pagedParams = pageParams(params, pageSize, pageToken)
  const refresh = options.refreshInterval
  const query = useApiQuery(method, pagedParams, {
    refreshInterval: refresh ? (data) => refresh(((data as Page<ItemOf<M>> | undefined)?.items ?? []) as ItemOf<M>[]) : undefined,
  })
  const data = query.data as Page<ItemOf<M>> | undefined
  return {
    ...query,
    items: data?.items ?? [],
    pageSize,
    setPageSize: (n: number) => {
      setPageSizeState(n)
      setTokens([])
    },
    hasPrev: tokens.length > 0,
    hasNext: Boolean(data?.nextPage),
    next: () => data?.nextPage && setTokens([...tokens, data.nextPage]),
    prev: () => setTokens(tokens.slice(0, -1)),
  }
}

/**
 * The key of a list page's first page as ListTable shows it on arrival (sorted by name ascending
 * where `sortable`, DEFAULT_PAGE_SIZE rows): what a route row names as its page's main `query`.
 */
export function listQuery<M extends PagedMethod>(method: M, params: ParamsOf<M>, options: { sortable?: boolean } = {}): QueryKey<M> {
  return queryKey(method, pageParams(sortedListParams(params, options.sortable ?? true), DEFAULT_PAGE_SIZE))
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- options are read at call time on purpose: callers pass a fresh object each render
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

/**
 * The same operation for a list of params (one VPC's routers' routes, say) as one cached result:
 * a view that draws them together needs them together. Each call goes through the client; the
 * first failure fails the whole.
 */
export function useApiQueries<M extends ApiMethod>(method: M, paramsList: ParamsOf<M>[], options: { enabled?: boolean } = {}) {
  const { enabled = true } = options
  return useSWR<DataOf<M>[], ApiErrorThrown>(
    enabled ? (['many', method, paramsList] as const) : null,
    () => Promise.all(paramsList.map((p) => callOrThrow(method, p))) as Promise<DataOf<M>[]>,
  )
}
