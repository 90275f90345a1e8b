import { isValidElement, lazy, Suspense, useLayoutEffect, useMemo, useState, type ReactNode } from 'react'
import { ActionMenu, type MenuAction } from '../../../ui/ActionMenu'
import { Button } from '../../../ui/Button'
import { PageRefreshControl, usePageRefreshSource } from '../../../ui/PageRefresh'
import { EmptyState } from '../../../ui/EmptyState'
import { ErrorBox } from '../../../ui/ErrorBox'
import { Pagination } from '../../../ui/Pagination'
import { Spinner, useMinimumDisplay } from '../../../ui/Spinner'
import { Table, type Column, type Sort } from '../../../ui/Table'
import { addToast } from '../../../ui/Toast'
import { takeOverFirstPaint } from '../../../ui/first-paint'
import { useActionSource } from '../actions/action-registry'
import type { Bulk } from '../bulk/bulk'
import { BulkToolbar } from '../bulk/BulkToolbar'
import { useRefreshShown } from '../../../api/refresh-shown'
import { withIdColumn } from './columns'
import { TableOptions } from './TableOptions'
import { filterRows } from './filter'
import { filterHint } from './filter-hint'
import { FilterMatches, ListFilter, SHOW_LIST_FILTER } from './ListFilter'
import type { ListData } from './list-sources'
import { columnKey, sortRows, sortValueOf, type SortValue } from './list-sort'
import type { ListView } from './list-view'
import { useDeferredReady } from '../../../ui/deferred'
import { useUpdatedAt } from './UpdatedAgo'
import { useSelection } from './use-selection'
import { useRowShortcuts } from './use-row-shortcuts'
import { useWriteGate } from '../../../ui/write-gate'

/** Rows are any objects; most have an `id` and a `name`, which the shell uses when they are strings. */
export type Row = object

// Saved views are not part of the first paint: their bar (and localStorage) waits for the idle page.
const SavedViews = lazy(() => import('./SavedViews').then((m) => ({ default: m.SavedViews })))
// "All" rows' progress and Stop: only a list loading every page needs them
const WholeListStatus = lazy(() => import('./WholeListStatus').then((m) => ({ default: m.WholeListStatus })))
const field = (row: Row, key: 'id' | 'name' | 'displayName') => {
  const v = (row as Record<string, unknown>)[key]
  return typeof v === 'string' ? v : undefined
}
const idOf = (row: Row) => field(row, 'id')
const nameOf = (row: Row) => field(row, 'name')
/** How a row is named in its menu and checkbox: its name, else its display name (users, groups). */
const titleOf = (row: Row) => nameOf(row) ?? field(row, 'displayName')

export type EmptyText = { title: string; body?: ReactNode }
const isEmptyText = (e: unknown): e is EmptyText =>
  typeof e === 'object' && e !== null && !isValidElement(e) && typeof (e as EmptyText).title === 'string'

/** More rows than fit beside an object page's header at 1280x800: from here a list offers its filter box. */
const FILTER_FROM_ROWS = 10

export const defaultRowKey = (r: Row) => idOf(r) ?? nameOf(r) ?? JSON.stringify(r)

/** What every list takes beside its source: how its rows look and what can be done with them. */
export type ListShellProps<T> = {
  label: string
  columns: Column<T>[]
  rowActions?: (row: T) => MenuAction[]
  /** What an empty list shows: a title and body (an EmptyState), or anything else as it is. */
  empty: EmptyText | ReactNode
  /** How a row names itself in its menu's label, for rows with neither a `name` nor a `displayName` (tokens). */
  rowName?: (row: T) => string
  /** Row checkboxes and a bar of actions over the selected rows (./bulk.ts). */
  bulk?: Bulk<T>
  rowKey?: (row: T) => string
  /**
   * For every list of a page but its main one: the prefix of its view's URL parameters
   * (`?boot.filter=`), so the page's lists filter and sort apart. Saved views are the main list's.
   */
  scope?: string
  /** What one row is called in the quick-actions palette ('Stop instance db1'); else the bulk noun, else the label made singular. */
  noun?: string
}

/** 'Instances' -> 'instance', 'Floating IPs' -> 'floating IP', 'VPCs' -> 'VPC'. */
export function singular(label: string): string {
  const one = label.replace(/s$/, '')
  return /^[A-Z][a-z]/.test(one) ? one.charAt(0).toLowerCase() + one.slice(1) : one
}

const copyId = (id: string) =>
  navigator.clipboard?.writeText(id).then(
    () => addToast({ content: 'ID copied to clipboard' }),
    () => addToast({ variant: 'error', title: 'Could not copy', content: 'The clipboard is not available' }),
  )

/**
 * The one list shell: loading, error and empty states, the filter (with its hint
 * from the columns), sort, the ID column and saved views (all in the URL, ./list-view.ts),
 * selection and bulk actions, export, "Updated Ns ago" and Refresh, and paging where the source
 * pages. The rows come from a source (./list-sources.ts); `serverSort` marks a source that
 * already sorts by name on the server.
 */
export function ListShell<T extends Row>({
  label,
  data,
  view,
  setView,
  serverSort,
  columns,
  rowActions,
  empty,
  rowName,
  bulk,
  rowKey = defaultRowKey,
  scope,
  noun: rowNoun,
}: ListShellProps<T> & {
  data: ListData<T>
  view: ListView
  setView: (change: Partial<ListView>) => void
  serverSort?: boolean
}) {
  const { rows, error } = data
  const idle = useDeferredReady()
  const loading = useMinimumDisplay(data.loading)
  const settled = !(loading && rows.length === 0)
  // the starter's pre-painted rows give way to the list once it shows rows, its empty state or an error
  useLayoutEffect(() => {
    if (settled) takeOverFirstPaint()
  }, [settled])
  const updatedAt = useUpdatedAt(data.validating, !data.loading && !error)
  // one "Updated" and Refresh for the page (ui/PageRefresh.tsx): this list shows it only on a page without a header
  // once typed in, the filter box stays, even emptied: it must not vanish under the cursor
  const [filterUsed, setFilterUsed] = useState(false)
  const [filterAsked, setFilterAsked] = useState(false)
  // `/` on a page of short lists: the first of them (the first to listen) shows its box; listening from
  // the commit that shows the list, so a `/` pressed as soon as it is seen finds it
  useLayoutEffect(() => {
    if (filterUsed) return
    const show = (e: Event) => {
      e.stopImmediatePropagation()
      setFilterUsed(true)
      setFilterAsked(true)
    }
    document.addEventListener(SHOW_LIST_FILTER, show)
    return () => document.removeEventListener(SHOW_LIST_FILTER, show)
  }, [filterUsed])
  // the page's Refresh reloads everything the page shows, not this list alone: the header above it too
  const refreshShown = useRefreshShown()
  const refreshHere = usePageRefreshSource({ reload: refreshShown, validating: data.validating, at: updatedAt })
  const sample = rows[0]
  const offerIds = sample !== undefined && idOf(sample) !== undefined && !columns.some((c) => columnKey(c) === 'id')
  const shownColumns = offerIds && view.ids ? withIdColumn(columns) : columns
  // the columns that may sort now: any with a value once every row is here, else the server's name sort
  const sorters = useMemo(() => {
    const out = new Map<string, (row: T) => SortValue>()
    for (const c of shownColumns) {
      const key = columnKey(c)
      const value = data.complete ? sortValueOf(c, sample) : undefined
      if (value) out.set(key, value)
      else if (serverSort && key === 'name') out.set(key, nameOf)
    }
    return out
  }, [shownColumns, data.complete, sample, serverSort])
  const sort: Sort | undefined =
    view.sort && sorters.has(view.sort.key) ? view.sort : serverSort ? { key: 'name', dir: 'asc' } : undefined
  // sorted in the browser only when the URL asks and every row is here; filtered on each keystroke
  const urlSorter = view.sort && data.complete ? sorters.get(view.sort.key) : undefined
  const sorted = useMemo(
    () => (urlSorter && view.sort ? sortRows(rows, urlSorter, view.sort.dir) : rows),
    [rows, urlSorter, view.sort?.dir], // eslint-disable-line react-hooks/exhaustive-deps -- view.sort is a new object each render; its dir is what counts
  )
  const filter = view.filter
  const shown = useMemo(() => filterRows(sorted, filter), [sorted, filter])
  const tableColumns = useMemo(
    () => shownColumns.map((c) => ({ ...c, sortKey: sorters.has(columnKey(c)) ? columnKey(c) : undefined })),
    [shownColumns, sorters],
  )
  const labelOf = (row: T) => rowName?.(row) ?? titleOf(row) ?? 'row'
  const noun = label.toLowerCase()
  const selection = useSelection(shown, rowKey, { rowLabel: labelOf, allLabel: `Select all ${noun} shown` })
  // the palette offers these rows' menu actions: the same function, so the same reasons and requests
  useActionSource({ noun: rowNoun ?? bulk?.noun.one ?? singular(label), rows, rowName: labelOf, actions: rowActions })
  // a focused row's keys run its menu's actions, with the same reasons (gate included)
  useRowShortcuts(selection.wrap, shown, rowKey, rowActions, useWriteGate())
  const pagination = data.paging && <Pagination {...data.paging} allowAll count={rows.length} />
  const whole = data.whole && (
    <Suspense fallback={<Spinner label={`Loading all ${noun}`} />}>
      <WholeListStatus noun={noun} load={data.whole} count={rows.length} />
    </Suspense>
  )
  if (error && rows.length === 0) {
    return (
      <>
        <ErrorBox title={`Could not load ${noun}`} onRetry={data.reload}>
          {error.message}
        </ErrorBox>
        {data.whole && pagination}
      </>
    )
  }
  if (loading && rows.length === 0) {
    return data.whole ? (
      <>
        {whole}
        {pagination}
      </>
    ) : (
      <div className="empty">
        <Spinner label={`Loading ${noun}`} />
      </div>
    )
  }
  if (data.empty && !filter) return isEmptyText(empty) ? <EmptyState {...empty} /> : <>{empty}</>
  // a list that fits on a screen needs no filter box, unless it is filtered already (or the box is in use)
  const showFilter =
    !!filter || filterUsed || !data.complete || !!data.paging?.hasNext || rows.length > FILTER_FROM_ROWS
  const actions = (row: T) => {
    const items = rowActions ? rowActions(row) : []
    const id = idOf(row)
    if (id) items.push({ label: 'Copy ID', onSelect: () => void copyId(id) })
    return <ActionMenu label={`${rowName?.(row) ?? titleOf(row) ?? 'Row'} actions`} actions={items} />
  }
  return (
    <>
      {error && <ErrorBox>{error.message}</ErrorBox>}
      {(showFilter || refreshHere) && (
        <div className="list-toolbar">
          {showFilter && (
            <ListFilter
              value={filter}
              onChange={(f) => {
                setFilterUsed(true)
                setView({ filter: f })
              }}
              hint={filterHint(columns, sample)}
              focus={filterAsked}
            />
          )}
          <FilterMatches
            filter={filter}
            matching={shown.length}
            total={rows.length}
            selected={selection.rows.length}
            onSelectAll={bulk && selection.selectAllShown}
          />
          <span className="spacer" />
          {refreshHere && <PageRefreshControl />}
        </div>
      )}
      {idle && !scope && (
        <Suspense fallback={null}>
          <SavedViews list={label} view={view} onApply={setView} />
        </Suspense>
      )}
      {whole}
      {bulk && (
        <BulkToolbar bulk={bulk} rows={selection.rows} rowKey={rowKey} rowLabel={labelOf} onClear={selection.clear} />
      )}
      {filter && shown.length === 0 ? (
        <div className="empty">
          <p>{data.complete ? `No ${noun} match “${filter}”.` : `No ${noun} on this page match “${filter}”.`}</p>
          <Button size="sm" onClick={() => setView({ filter: '' })}>
            Clear filter
          </Button>
        </div>
      ) : (
        <div ref={selection.wrap} data-list-filter-hidden={showFilter ? undefined : ''}>
          <Table
            label={label}
            columns={tableColumns}
            rows={shown}
            rowKey={rowKey}
            actions={rowActions || offerIds ? actions : undefined}
            headerActions={
              <TableOptions
                label={label}
                from={data.exportFrom}
                ids={offerIds ? { shown: view.ids, toggle: () => setView({ ids: !view.ids }) } : undefined}
              />
            }
            sort={sort}
            onSort={sorters.size ? (s) => setView({ sort: s }) : undefined}
            selection={bulk ? selection.table : undefined}
            onRange={data.onRange}
            // a paged list's new query (its filter, its page) is on its way; "All" rows stream in and are not stale
            busy={data.loading && !data.whole}
          />
        </div>
      )}
      {pagination}
    </>
  )
}
