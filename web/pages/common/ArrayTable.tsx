import type { ReactNode } from 'react'
import { Spinner } from '../../ui/Spinner'
import { Table, type Column } from '../../ui/Table'
import { ErrorBox } from '../../ui/ErrorBox'

/** A table over an unpaginated array response (status, routes, announce sets): loading, error with retry, empty. */
export function ArrayTable<T>({
  label,
  rows,
  error,
  retry,
  columns,
  rowKey,
  actions,
  empty,
}: {
  label: string
  rows: T[] | undefined
  error?: { message: string } | null
  retry: () => void
  columns: Column<T>[]
  rowKey: (row: T) => string
  actions?: (row: T) => ReactNode
  empty: string
}) {
  if (error && !rows)
    return (
      <ErrorBox title={`Could not load ${label.toLowerCase()}`} onRetry={retry}>
        {error.message}
      </ErrorBox>
    )
  if (!rows)
    return (
      <div className="empty">
        <Spinner label={`Loading ${label.toLowerCase()}`} />
      </div>
    )
  if (rows.length === 0) return <p className="empty">{empty}</p>
  return <Table<T> label={label} rows={rows} columns={columns} rowKey={rowKey} actions={actions} />
}
