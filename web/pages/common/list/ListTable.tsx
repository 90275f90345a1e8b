import type { ApiMethod } from '../../../api/client'
import { ListShell, defaultRowKey, type ListShellProps, type Row } from './ListShell'
import { usePagedSource } from './list-sources'
import { useListView } from './list-view'
import type { RowRead } from './row-polling'

/**
 * A paged API list in the one list shell (./ListShell.tsx; the style rules): the rows of `method` with
 * `params`, a page at a time or every page ("All" rows, stoppable, virtualized from 200 rows).
 * Rows per page and sort live in the URL with the filter (./list-view.ts).
 */
export function ListTable<T extends Row>({
  method,
  params,
  sortable,
  refreshWhile,
  readRow,
  rowKey = defaultRowKey,
  ...shell
}: ListShellProps<T> & {
  method: ApiMethod
  params: unknown
  /** The list endpoint takes sort_by name_ascending / name_descending (nexus NameSortMode). */
  sortable?: boolean
  /** Keep polling while any row is in a transitional state. */
  refreshWhile?: (row: T) => boolean
  /**
   * A row's own read (`['instanceView', { path: { instance: row.id } }]`): with "All" rows loaded,
   * only the transitional rows in view are polled through it instead of the whole list.
   */
  readRow?: (row: T) => RowRead
}) {
  const [view, setView] = useListView(shell.scope)
  const data = usePagedSource<T>({
    method,
    params,
    sortable,
    pageSize: view.rows,
    onPageSize: (rows) => setView({ rows }),
    sort: view.sort,
    refreshWhile,
    readRow,
    rowKey,
  })
  // A list the user may not read (403) or whose parent is gone (404) is the page's failure: raise it
  // to the error page, which explains a missing role (the rules: screens). Other failures stay inline with a retry.
  const { error } = data
  if (error && data.rows.length === 0 && (error.statusCode === 403 || error.statusCode === 404)) throw error
  return <ListShell<T> {...shell} rowKey={rowKey} data={data} view={view} setView={setView} serverSort={sortable} />
}
