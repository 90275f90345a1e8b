import { useState, type ReactNode } from 'react'
import type { ApiMethod, ParamsOf } from '../../api/client'
import { sortedListParams, usePagedList } from '../../api/hooks'
import { ActionMenu, type MenuAction } from '../../ui/ActionMenu'
import { Button } from '../../ui/Button'
import { Spinner, useMinimumDisplay } from '../../ui/Spinner'
import { Table, type Column, type Sort } from '../../ui/Table'
import { Pagination } from '../../ui/Pagination'
import { addToast } from '../../ui/Toast'
import type { Bulk } from './bulk'
import { BulkToolbar } from './BulkToolbar'
import { ExportButton } from './ExportButton'
import { filterRows } from './filter'
import { FilterMatches, ListFilter, useListFilter } from './ListFilter'
import { UpdatedAgo, useUpdatedAt } from './UpdatedAgo'
import { useSelection } from './use-selection'

type Row = { id?: string; name?: string }

const rowKey = (r: Row) => r.id ?? r.name ?? JSON.stringify(r)

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
  bulk,
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
  /** Row checkboxes and a bar of actions over the selected rows (./bulk.ts). */
  bulk?: Bulk<T>
}) {
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 'asc' })
  const sortedParams = sortedListParams(params, sortable, sort.dir)
  const list = usePagedList(method as never, sortedParams as ParamsOf<never>, {
    refreshInterval: refreshWhile ? (items) => ((items as T[]).some(refreshWhile) ? 2000 : 0) : undefined,
  })
  const loading = useMinimumDisplay(list.isLoading)
  const rows = list.items as T[]
  const updatedAt = useUpdatedAt(list.isValidating, list.data !== undefined && !list.error)
  const [filter, setFilter] = useListFilter()
  const shown = filterRows(rows, filter)
  const nameOf = (row: T) => rowName?.(row) ?? row.name ?? 'row'
  const selection = useSelection(shown, rowKey, {
    rowLabel: nameOf,
    allLabel: `Select all ${label.toLowerCase()} shown`,
  })
  // A list the user may not read (403) or whose parent is gone (404) is the page's failure: raise it
  // to the error page, which explains a missing role (SPEC §2). Other failures stay inline with a retry.
  if (list.error && rows.length === 0 && (list.error.statusCode === 403 || list.error.statusCode === 404))
    throw list.error
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
        <ListFilter value={filter} onChange={setFilter} />
        <FilterMatches
          filter={filter}
          matching={shown.length}
          total={rows.length}
          selected={selection.rows.length}
          onSelectAll={bulk && selection.selectAllShown}
        />
        <span className="spacer" />
        <UpdatedAgo at={updatedAt} />
        <Button size="sm" onClick={() => list.mutate()} disabled={list.isValidating}>
          Refresh
        </Button>
        <ExportButton label={label} method={method} params={sortedParams} />
      </div>
      {bulk && (
        <BulkToolbar bulk={bulk} rows={selection.rows} rowKey={rowKey} rowLabel={nameOf} onClear={selection.clear} />
      )}
      {filter && shown.length === 0 ? (
        <div className="empty">
          <p>
            No {label.toLowerCase()} on this page match “{filter}”.
          </p>
          <Button size="sm" onClick={() => setFilter('')}>
            Clear filter
          </Button>
        </div>
      ) : (
        <div ref={selection.wrap}>
          <Table
            label={label}
            columns={columns}
            rows={shown}
            rowKey={rowKey}
            actions={actions}
            sort={sortable ? sort : undefined}
            onSort={sortable ? setSort : undefined}
            selection={bulk ? selection.table : undefined}
          />
        </div>
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
