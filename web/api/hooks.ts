import { useCallback, useEffect, useRef, useState } from 'react'
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr'
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

export type QueryKey<M extends ApiMethod> = readonly [M, ParamsOf<M>]

/** Keys are (operation, params) so any page asking the same question shares the cache. */
export function queryKey<M extends ApiMethod>(method: M, params: ParamsOf<M>): QueryKey<M> {
  return [method, params] as const
}

// A query its route started ahead of the page (./queries.ts) is SWR's: SWR hands this read its request.
const fetcher = (key: QueryKey<ApiMethod>) => callOrThrow(key[0], key[1])

export function useApiQuery<M extends ApiMethod>(
  method: M,
  params: ParamsOf<M>,
  options: {
    enabled?: boolean
    refreshInterval?: number | ((data?: DataOf<M>) => number)
    /**
     * What to show until the read answers (./listed.ts): never cached, and the read is made all the
     * same; until an answer has come, a failure fails the page (usePageQuery).
     */
    placeholder?: DataOf<M>
  } = {},
) {
  const { enabled = true, refreshInterval, placeholder } = options
  const key = enabled ? queryKey(method, params) : null
  // SWR evaluates a function interval only when the option changes, and first before any data has
  // arrived, so "poll while transitional" would never start. We evaluate it on every data change
  // and hand SWR the number.
  const [interval, setIntervalMs] = useState(0)
  const result = useSWR<DataOf<M>, ApiErrorThrown>(key, fetcher as never, {
    refreshInterval: typeof refreshInterval === 'function' ? interval : refreshInterval,
    // left out when there is none: SWR would take an undefined fallback for one
    ...(placeholder !== undefined && { fallbackData: placeholder }),
  })
  const next = typeof refreshInterval === 'function' ? refreshInterval(result.data) : 0
  useEffect(() => {
    setIntervalMs(next)
  }, [next])
  return result
}

/**
 * The page's main query: a 404 or other failure is thrown during render so the
 * nearest error boundary shows the Not found / Something went wrong page (the rules: calls).
 */
export function usePageQuery<M extends ApiMethod>(method: M, params: ParamsOf<M>, options: Parameters<typeof useApiQuery<M>>[2] = {}) {
  const result = useApiQuery(method, params, options)
  // a placeholder is not an answer: a read that failed with nothing else to show still fails the page
  if (result.error && (result.data === undefined || result.data === options.placeholder)) throw result.error
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
export type PagedMethod = { [K in ApiMethod]: DataOf<K> extends Page<unknown> ? K : never }[ApiMethod]
type ItemOf<M extends PagedMethod> = DataOf<M> extends Page<infer T> ? T : never

export const DEFAULT_PAGE_SIZE = 50

/** The params of one page of a list: limit and page token added to the caller's query. */
function pageParams<P>(params: P, pageSize: number, pageToken?: string): P {
  const base = params as { query?: Record<string, unknown> }
  return { ...base, query: { ...base.query, limit: pageSize, pageToken } } as P
}

/**
 * A paged list (the rules: calls: limit defaults to 50, pageToken). Keeps a stack of tokens for Previous.
 * `pageSize`, when given, is the caller's (a list keeps it in the URL); a new size starts at page 1.
 */
export function usePagedList<M extends PagedMethod>(
  method: M,
  params: ParamsOf<M>,
  options: { pageSize?: number; refreshInterval?: (items: ItemOf<M>[]) => number; enabled?: boolean } = {},
) {
  const [ownPageSize, setPageSizeState] = useState(DEFAULT_PAGE_SIZE)
  const pageSize = options.pageSize ?? ownPageSize
  // the tokens belong to the page size they were read with
  const [paging, setPaging] = useState<{ size: number; tokens: string[] }>({ size: pageSize, tokens: [] })
  const tokens = paging.size === pageSize ? paging.tokens : []
  const setTokens = (next: string[]) => setPaging({ size: pageSize, tokens: next })
  const pageToken = tokens[tokens.length - 1]
  const pagedParams = pageParams(params, pageSize, pageToken)
  const refresh = options.refreshInterval
  const query = useApiQuery(method, pagedParams, {
    enabled: options.enabled,
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
    setPaging((p) => ({ ...p, tokens: p.tokens.slice(0, -1) }))
  }, [emptyAfterNext, pageToken])
  const items = pageToken && data && data.items.length === 0 ? lastRows.current : (data?.items ?? [])
  if (data && data.items.length) lastRows.current = data.items
  return {
    ...query,
    items,
    pageSize,
    setPageSize: (n: number) => {
      setPageSizeState(n)
      setPaging({ size: n, tokens: [] })
    },
    hasPrev: tokens.length > 0 && !emptyAfterNext,
    hasNext: Boolean(data?.nextPage && !deadEnds.has(data.nextPage)) && !emptyAfterNext,
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

/**
 * A query that needs several calls (a read-modify-write's read, a page of pages, a lookup per
 * name): keyed like any query, plus the operations it reads, so a write to any of them
 * revalidates it under the one policy. `load` receives the call function; never fetch directly.
 */
export function useApiLoader<P, T>(
  name: string,
  reads: readonly ApiMethod[],
  params: P | null,
  load: (params: P, call: typeof callOrThrow) => Promise<T>,
  options: { refreshInterval?: number; refreshWhenHidden?: boolean } = {},
) {
  return useSWR<T, ApiErrorThrown>(params === null ? null : loaderKey(name, reads, params), ([, , , p]: LoaderKey<P>) => load(p, callOrThrow), options)
}

type LoaderKey<P> = readonly ['loader', string, readonly ApiMethod[], P]
const loaderKey = <P,>(name: string, reads: readonly ApiMethod[], params: P): LoaderKey<P> => ['loader', name, reads, params] as const

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
