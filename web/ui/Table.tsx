import type { ReactNode } from 'react'

export type Column<T> = {
  header: string
  cell: (row: T) => ReactNode
  /** When set, the header is a button toggling this sort key. */
  sortKey?: string
}

export type Sort = { key: string; dir: 'asc' | 'desc' }

/** Row checkboxes for bulk actions: one per row plus a header box for every row shown. */
export type TableSelection<T> = {
  isSelected: (row: T) => boolean
  onToggle: (row: T) => void
  /** The header box: checked, mixed or clear. */
  all: 'none' | 'some' | 'all'
  onToggleAll: () => void
  /** Accessible name of a row's box, e.g. 'Select db1'. */
  rowLabel: (row: T) => string
  /** Accessible name of the header box. */
  allLabel: string
}

export function Table<T>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  sort,
  onSort,
  selection,
}: {
  label: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  actions?: (row: T) => ReactNode
  sort?: Sort
  onSort?: (s: Sort) => void
  selection?: TableSelection<T>
}) {
  return (
    <div className="table-wrap">
      <table className="table" aria-label={label}>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className="select">
                <input
                  type="checkbox"
                  aria-label={selection.allLabel}
                  checked={selection.all === 'all'}
                  // `indeterminate` is a property only; the browser then reports the box as mixed.
                  ref={(el) => {
                    if (el) el.indeterminate = selection.all === 'some'
                  }}
                  onChange={selection.onToggleAll}
                  disabled={rows.length === 0}
                />
              </th>
            )}
            {columns.map((c) => {
              const active = sort && c.sortKey === sort.key
              return (
                <th
                  key={c.header}
                  scope="col"
                  aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sortKey && onSort ? (
                    <button
                      type="button"
                      onClick={() => onSort({ key: c.sortKey!, dir: active && sort.dir === 'asc' ? 'desc' : 'asc' })}
                    >
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
          {rows.map((row) => {
            const selected = selection?.isSelected(row)
            return (
              <tr key={rowKey(row)} className={selected ? 'selected' : undefined}>
                {selection && (
                  <td className="select">
                    <input
                      type="checkbox"
                      aria-label={selection.rowLabel(row)}
                      checked={selected}
                      onChange={() => selection.onToggle(row)}
                    />
                  </td>
                )}
                {columns.map((c) => (
                  <td key={c.header}>{c.cell(row)}</td>
                ))}
                {actions && <td className="actions">{actions(row)}</td>}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
