import { lazy, Suspense, useEffect, type ReactNode } from 'react'

// Thousands of rows ("All" rows per page) render only what is in view. The windowing
// code loads with the first table that needs it, never with the first route.
const loadVirtualRows = () => import('./VirtualRows')
const VirtualRows = lazy(loadVirtualRows)
/**
 * Starts loading the windowing code ahead of a table that may need it (a page whose one list can
 * hold thousands of rows), so its first paint does not render rows twice (fallback, then window).
 */
export const preloadVirtualRows = () => void loadVirtualRows().catch(() => undefined)

/** Above this many rows the table is virtualized (a page of 100 never is). */
const VIRTUAL_FROM = 200
/** Rows a virtualized table shows while its windowing code loads. */
const FIRST_ROWS = 25

export type Column<T> = {
  header: string
  cell: (row: T) => ReactNode
  /** When set, the header is a button toggling this sort key. */
  sortKey?: string
  /** What the column sorts by in the browser, when its header does not name the row's field. */
  sortValue?: (row: T) => string | number | boolean | Date | null | undefined
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
  onRange,
  busy,
  headerActions,
}: {
  label: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  actions?: (row: T) => ReactNode
  sort?: Sort
  onSort?: (s: Sort) => void
  selection?: TableSelection<T>
  /** Told which rows [start, end) are in the DOM (all of them unless virtualized). */
  onRange?: (start: number, end: number) => void
  /**
   * The rows shown are the previous query's while the new one loads (a filter or page just changed): marked busy for
   * assistive tech and dimmed, so nobody takes a row about to change for the answer.
   */
  busy?: boolean
  /** Controls for the table itself (its options), in the header of the row-actions column. */
  headerActions?: ReactNode
}) {
  const actionsColumn = !!actions || !!headerActions
  const virtual = rows.length > VIRTUAL_FROM
  const plainEnd = virtual ? Math.min(rows.length, FIRST_ROWS) : rows.length
  // a plain table has every row in the DOM; a virtualized one reports its window itself
  useEffect(() => {
    if (!virtual) onRange?.(0, plainEnd)
  }, [virtual, plainEnd, onRange])
  const renderRow = (row: T, index: number) => {
    const selected = selection?.isSelected(row)
    return (
      <tr
        key={rowKey(row)}
        className={selected ? 'selected' : undefined}
        // screen readers count rows that are not in the DOM: this row's place among all of them
        aria-rowindex={virtual ? index + 2 : undefined}
        data-index={virtual ? index : undefined}
        // which row a focused element is in, for row shortcuts (web/pages/common/list/use-row-shortcuts.ts)
        data-row-key={rowKey(row)}
      >
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
        {actionsColumn && <td className="actions">{actions?.(row)}</td>}
      </tr>
    )
  }
  const colSpan = columns.length + (selection ? 1 : 0) + (actionsColumn ? 1 : 0)
  return (
    <div className="table-wrap">
      <table
        className={virtual ? 'table virtual' : 'table'}
        aria-label={label}
        aria-rowcount={virtual ? rows.length + 1 : undefined}
        aria-busy={busy || undefined}
      >
        <thead>
          <tr aria-rowindex={virtual ? 1 : undefined}>
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
            {actionsColumn && (
              <th scope="col" className="actions">
                <span className="visually-hidden">Actions</span>
                {headerActions}
              </th>
            )}
          </tr>
        </thead>
        {virtual ? (
          <Suspense fallback={<tbody>{rows.slice(0, FIRST_ROWS).map(renderRow)}</tbody>}>
            <VirtualRows
              count={rows.length}
              colSpan={colSpan}
              renderRow={(i) => renderRow(rows[i], i)}
              onRange={onRange}
            />
          </Suspense>
        ) : (
          <tbody>{rows.map(renderRow)}</tbody>
        )}
      </table>
    </div>
  )
}
