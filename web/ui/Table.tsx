import type { ReactNode } from 'react'

export type Column<T> = {
  header: string
  cell: (row: T) => ReactNode
  /** When set, the header is a button toggling this sort key. */
  sortKey?: string
}

export type Sort = { key: string; dir: 'asc' | 'desc' }

export function Table<T>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  sort,
  onSort,
}: {
  label: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  actions?: (row: T) => ReactNode
  sort?: Sort
  onSort?: (s: Sort) => void
}) {
  return (
    <div className="table-wrap">
      <table className="table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((c) => {
              const active = sort && c.sortKey === sort.key
              return (
                <th key={c.header} scope="col" aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {c.sortKey && onSort ? (
                    <button type="button" onClick={() => onSort({ key: c.sortKey!, dir: active && sort.dir === 'asc' ? 'desc' : 'asc' })}>
                      {c.header}
                      {active ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              )
            })}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.header}>{c.cell(row)}</td>
              ))}
              {actions && <td className="actions">{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
