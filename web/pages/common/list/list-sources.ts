/**
 * Where a list's rows come from: a paged API list (a page at a time, or every
 * page with "All" rows) or an unpaged array a query answered. Each source hook gives the shell
 * (./ListShell.tsx) the same shape, so loading, error, empty, filter, sort, selection, bulk,
 * export and polling are written once, whatever the rows' origin.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiMethod, ParamsOf } from '../../../api/client'
import { DEFAULT_PAGE_SIZE, sortedListParams, useList } from '../../../api/reads'
import { preloadVirtualRows, type Sort } from '../../../ui/Table'
import type { PageSize } from '../../../ui/Pagination'
import { pageHidden, usePageVisible } from '../../../ui/page-visibility'
import { useRowPolling, type RowRead } from './row-polling'

export type ListError = { message: string; statusCode?: number }

export type ListData<T> = {
  rows: T[]
  /** Nothing has arrived yet. */
  loading: boolean
  error?: ListError | null
  validating: boolean
  reload: () => void
  /** Every row of the list is here, so any column may sort and no rows means an empty list. */
  complete: boolean
  /** The list has no rows at all (not a later page that came back empty). */
  empty: boolean
  /** Rows per page and Previous/Next, for a paged list. */
  paging?: Paging
  /** How far an "All" rows load got. */
  whole?: WholeLoad
  /** Export writes every page of this call, or these rows. */
  exportFrom: { method: ApiMethod; params: unknown } | { rows: T[] }
  /** Told which rows are in view, when the source polls only those. */
  onRange?: (start: number, end: number) => void
}

type Paging = {
  pageSize: PageSize
  onPageSize: (n: PageSize) => void
  hasPrev: boolean
  hasNext: boolean
  onPrev: () => void
  onNext: () => void
}

export type WholeLoad = {
  loading: boolean
  loaded: number
  stopped: boolean
  truncated: boolean
  /** Why a later page failed, when some rows did arrive. */
  failure?: string
  onStop: () => void
  onReload: () => void
}

/** With "All" rows and no row read, the whole list is reloaded on a timer only while it is this short. */
const WHOLE_POLL_MAX_ROWS = 500
export const POLL_MS = 2000

/**
 * A paged API list. `pageSize` and `sort` are the view's (the URL's); only a name sort of a
 * `sortable` list goes to the server, and with "All" rows the server's order stays ascending
 * (every other order is the shell's, so changing it does not read thousands of rows again).
 */
export function usePagedSource<T>(opts: {
  method: ApiMethod
  params: unknown
  sortable?: boolean
  pageSize: PageSize | undefined
  onPageSize: (n: PageSize) => void
  sort: Sort | undefined
  refreshWhile?: (row: T) => boolean
  readRow?: (row: T) => RowRead
  rowKey: (row: T) => string
}): ListData<T> {
  const { refreshWhile, readRow } = opts
  const all = opts.pageSize === 'all'
  const serverDesc = !all && opts.sort?.key === 'name' && opts.sort.dir === 'desc'
  const params = sortedListParams(opts.params, opts.sortable, serverDesc ? 'desc' : 'asc')
  const moving = (items: unknown[]) => (refreshWhile && (items as T[]).some(refreshWhile) ? POLL_MS : 0)
  const list = useList(opts.method as never, params as ParamsOf<never>, {
    pageSize: opts.pageSize ?? DEFAULT_PAGE_SIZE,
    refreshInterval: !refreshWhile
      ? undefined
      : !all
        ? moving
        : // with "All" rows and no row read, a short list still follows its transitional rows by reloading whole
          readRow
          ? undefined
          : (items) => (items.length <= WHOLE_POLL_MAX_ROWS ? moving(items) : 0),
  })
  useEffect(() => {
    if (all) preloadVirtualRows()
  }, [all])
  const [range, setRange] = useState({ start: 0, end: 0 })
  const onRange = useCallback((start: number, end: number) => setRange({ start, end }), [])
  const rows = useRowPolling(list.items as T[], {
    enabled: all,
    range,
    transitional: refreshWhile,
    read: readRow,
    key: opts.rowKey,
  })
  const error = all && list.items.length ? undefined : list.error
  const reload = () => void list.mutate()
  return {
    rows,
    loading: list.isLoading,
    error,
    validating: list.isValidating,
    reload,
    complete: list.complete,
    empty: rows.length === 0 && (all ? list.complete : !list.hasPrev),
    paging: {
      pageSize: list.pageSize,
      onPageSize: opts.onPageSize,
      hasPrev: list.hasPrev,
      hasNext: list.hasNext,
      onPrev: list.prev,
      onNext: list.next,
    },
    whole: all
      ? {
          loading: list.isLoading || list.isValidating,
          loaded: list.loaded,
          stopped: list.stopped,
          truncated: list.truncated,
          failure: list.items.length ? list.error?.message : undefined,
          onStop: list.stop,
          onReload: reload,
        }
      : undefined,
    exportFrom: { method: opts.method, params },
    // the rows in view matter only to row polling: otherwise scrolling re-renders the table alone
    onRange: all && refreshWhile && readRow ? onRange : undefined,
  }
}

/** What an unpaged list's query gives: its rows (undefined until they arrive), error and reload. */
export type ArrayQuery<T> = {
  rows: T[] | undefined
  error?: ListError | null
  validating?: boolean
  reload: () => void
}

/** An unpaged array (a rule set, a status list): every row is here, so it is always complete. */
export function useArraySource<T>(q: ArrayQuery<T>, refreshWhile?: (row: T) => boolean): ListData<T> {
  const rows = q.rows ?? EMPTY
  // a hidden page polls nothing; shown again, it reloads at the next tick
  const visible = usePageVisible()
  const polling = visible && Boolean(refreshWhile && rows.some(refreshWhile))
  // the latest reload, so a caller's inline function does not restart the timer each render
  const reload = useRef(q.reload)
  reload.current = q.reload
  // an array's query has no refresh interval of its own here: poll by reloading while a row moves
  useEffect(() => {
    if (!polling) return
    // hidden since the last render: the tick asks nothing (the re-render then stops the timer)
    const id = setInterval(() => pageHidden() || reload.current(), POLL_MS)
    return () => clearInterval(id)
  }, [polling])
  return {
    rows: rows as T[],
    loading: q.rows === undefined && !q.error,
    error: q.error,
    validating: q.validating ?? false,
    reload: q.reload,
    complete: q.rows !== undefined,
    empty: q.rows !== undefined && q.rows.length === 0,
    exportFrom: { rows: rows as T[] },
  }
}

const EMPTY: never[] = []
