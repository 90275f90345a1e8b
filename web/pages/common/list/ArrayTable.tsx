import type { ReactNode } from 'react'
import { ListShell, type EmptyText, type ListShellProps, type Row } from './ListShell'
import { useArraySource, type ListError } from './list-sources'
import { useListView } from './list-view'

/**
 * An unpaged list (a status list, routes, announce sets, a rule set) in the one list shell
 * (./ListShell.tsx): the rows a query answered, with the same loading, error with retry, empty
 * state, filter, sort by any column, selection, bulk, export and polling as a paged list.
 */
export function ArrayTable<T extends Row>({
  rows,
  error,
  retry,
  validating,
  refreshWhile,
  empty,
  ...shell
}: Omit<ListShellProps<T>, 'empty'> & {
  /** Undefined until the query answers. */
  rows: T[] | undefined
  error?: ListError | null
  retry: () => void
  validating?: boolean
  /** Reload the list every 2 s while any row is in a transitional state. */
  refreshWhile?: (row: T) => boolean
  /** A sentence for the empty list, a title and body (an EmptyState), or an element. */
  empty: EmptyText | ReactNode
}) {
  const [view, setView] = useListView(shell.scope)
  const data = useArraySource<T>({ rows, error, validating, reload: retry }, refreshWhile)
  return (
    <ListShell<T>
      {...shell}
      data={data}
      view={view}
      setView={setView}
      empty={typeof empty === 'string' ? <p className="empty">{empty}</p> : empty}
    />
  )
}
