import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useSearchParams } from 'wouter'
import type { ApiMethod, ParamsOf } from '../../api/client'
import { usePagedList } from '../../api/hooks'
import { ActionMenu, type MenuAction } from '../../ui/ActionMenu'
import { Button } from '../../ui/Button'
import { Spinner, useMinimumDisplay } from '../../ui/Spinner'
import { Table, type Column, type Sort } from '../../ui/Table'
import { Pagination } from '../../ui/Pagination'
import { addToast } from '../../ui/Toast'
import { filterRows } from './filter'

type Row = { id?: string; name?: string }

/**
 * Every list: loading, empty and error states, paging with rows-per-page, a row menu with
 * Copy ID, links come from the columns (STYLE §4). Extend it rather than forking it.
 */
export function ListTable<T extends Row>({
  label,
  method,
  params,
  columns,
  rowActions,
  empty,
  refreshWhile,
  sortable,
  rowName,
}: {
  label: string
  method: ApiMethod
  params: unknown
  columns: Column<T>[]
  rowActions?: (row: T) => MenuAction[]
  empty: ReactNode
  /** Keep polling while any row is in a transitional state. */
  refreshWhile?: (row: T) => boolean
  /** The list endpoint takes sort_by name_ascending / name_descending (nexus NameSortMode). */
  sortable?: boolean
  /** How a row names itself in its menu's label, for rows without a `name` (users, tokens). */
  rowName?: (row: T) => string
}) {
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 'asc' })
  const base = params as { query?: Record<string, unknown> }
  const sortedParams = sortable ? { ...base, query: { ...base.query, sortBy: sort.dir === 'asc' ? 'name_ascending' : 'name_descending' } } : params
  const list = usePagedList(method as never, sortedParams as ParamsOf<never>, {
    refreshInterval: refreshWhile ? (items) => ((items as T[]).some(refreshWhile) ? 2000 : 0) : undefined,
  })
  const loading = useMinimumDisplay(list.isLoading)
  const rows = list.items as T[]
  const updatedAt = useUpdatedAt(list.isValidating, list.data !== undefined && !list.error)
  const [search, setSearch] = useSearchParams()
  const filter = search.get('filter') ?? ''
  const setFilter = (value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value) next.set('filter', value)
        else next.delete('filter')
        return next
      },
      { replace: true },
    )
  const shown = filterRows(rows, filter)
  // A list the user may not read (403) or whose parent is gone (404) is the page's failure: raise it
  // to the error page, which explains a missing role (SPEC §2). Other failures stay inline with a retry.
  if (list.error && rows.length === 0 && (list.error.statusCode === 403 || list.error.statusCode === 404)) throw list.error
  if (list.error && rows.length === 0) {
    return (
      <div className="error-box" role="alert">
        <strong>Could not load {label.toLowerCase()}</strong>
        <div>{list.error.message}</div>
        <Button size="sm" onClick={() => list.mutate()}>
          Retry
        </Button>
      </div>
    )
  }
  if (loading && rows.length === 0) {
    return (
      <div className="empty">
        <Spinner label={`Loading ${label.toLowerCase()}`} />
      </div>
    )
  }
  if (rows.length === 0 && !list.hasPrev && !filter) return <>{empty}</>
  const actions = (row: T) => {
    const items = rowActions ? rowActions(row) : []
    if (row.id) {
      items.push({
        label: 'Copy ID',
        onSelect: () =>
          navigator.clipboard?.writeText(row.id!).then(
            () => addToast({ content: 'ID copied to clipboard' }),
            () => addToast({ variant: 'error', title: 'Could not copy', content: 'The clipboard is not available' }),
          ),
      })
    }
    return <ActionMenu label={`${rowName?.(row) ?? row.name ?? 'Row'} actions`} actions={items} />
  }
  return (
    <>
      {list.error && (
        <div className="error-box" role="alert">
          {list.error.message}
        </div>
      )}
      <div className="list-toolbar">
        <label className="list-filter">
          <span>Filter</span>
          <input
            className="input"
            type="search"
            data-list-filter=""
            placeholder="name:db state:running"
            value={filter}
            onInput={(e) => setFilter((e.target as HTMLInputElement).value)}
          />
        </label>
        {filter && (
          <span className="muted" role="status">
            {shown.length} of {rows.length} rows match
          </span>
        )}
        <span className="spacer" />
        <UpdatedAgo at={updatedAt} />
        <Button size="sm" onClick={() => list.mutate()} disabled={list.isValidating}>
          Refresh
        </Button>
        <ExportButton label={label} method={method} params={sortedParams} />
      </div>
      {filter && shown.length === 0 ? (
        <div className="empty">
          <p>No {label.toLowerCase()} on this page match “{filter}”.</p>
          <Button size="sm" onClick={() => setFilter('')}>
            Clear filter
          </Button>
        </div>
      ) : (
        <Table label={label} columns={columns} rows={shown} rowKey={(r) => r.id ?? r.name ?? JSON.stringify(r)} actions={actions} sort={sortable ? sort : undefined} onSort={sortable ? setSort : undefined} />
      )}
      <Pagination
        pageSize={list.pageSize}
        onPageSize={list.setPageSize}
        hasPrev={list.hasPrev}
        hasNext={list.hasNext}
        onPrev={list.prev}
        onNext={list.next}
        count={rows.length}
      />
    </>
  )
}

/** When the list last arrived from the server: set each time a fetch settles without error. */
function useUpdatedAt(validating: boolean, ok: boolean) {
  const [at, setAt] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (!validating && ok) setAt(Date.now())
  }, [validating, ok])
  return at
}

/** 'Updated Ns ago', re-rendered every 5 s so it keeps ticking while the page is open. */
function UpdatedAgo({ at }: { at?: number }) {
  const [, tick] = useState(0)
  useEffect(() => {
    const id = setInterval(() => tick((n) => n + 1), 5000)
    return () => clearInterval(id)
  }, [])
  if (at === undefined) return null
  const s = Math.max(0, Math.round((Date.now() - at) / 1000))
  return <span className="muted">Updated {s < 60 ? `${s}s` : `${Math.floor(s / 60)}m`} ago</span>
}

/** Export every page as CSV or JSON; the exporter (web/pages/common/export.ts) loads on click. */
function ExportButton({ label, method, params }: { label: string; method: ApiMethod; params: unknown }) {
  const [open, setOpen] = useState(false)
  const [progress, setProgress] = useState<number | null>(null)
  const busy = useRef(false)
  const run = async (format: 'csv' | 'json') => {
    if (busy.current) return
    busy.current = true
    setOpen(false)
    setProgress(0)
    try {
      const { exportList } = await import('./export')
      const n = await exportList({ method, params, label, format, onProgress: setProgress })
      addToast({ content: `Exported ${n} ${n === 1 ? 'row' : 'rows'}` })
    } catch (e) {
      addToast({ variant: 'error', title: 'Export failed', content: e instanceof Error ? e.message : String(e) })
    } finally {
      busy.current = false
      setProgress(null)
    }
  }
  return (
    <span className="list-export">
      <Button size="sm" aria-expanded={open} onClick={() => setOpen(!open)} disabled={progress !== null}>
        Export
      </Button>
      {open && (
        <span role="group" aria-label="Export format">
          <Button size="sm" onClick={() => void run('csv')}>
            CSV
          </Button>
          <Button size="sm" onClick={() => void run('json')}>
            JSON
          </Button>
        </span>
      )}
      {progress !== null && (
        <span className="muted" role="status">
          Exported {progress} rows…
        </span>
      )}
    </span>
  )
}
