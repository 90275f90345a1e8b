import { useRef, useState } from 'react'
import type { TableSelection } from '../../../ui/Table'
import { headerState, selectOnly, selectedRows, toggleAll, toggleKey } from './selection'

/**
 * Selection state for a table of `shown` rows (./selection.ts holds the logic).
 * `focusHeader` puts focus back on the header box once the bulk bar goes away.
 */
export function useSelection<T>(
  shown: T[],
  key: (row: T) => string,
  names: { rowLabel: (row: T) => string; allLabel: string },
) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set())
  const wrap = useRef<HTMLDivElement>(null)
  const shownKeys = shown.map(key)
  const table: TableSelection<T> = {
    isSelected: (row) => selected.has(key(row)),
    onToggle: (row) => setSelected(toggleKey(selected, key(row))),
    all: headerState(selected, shownKeys),
    onToggleAll: () => setSelected(toggleAll(selected, shownKeys)),
    rowLabel: (row) => `Select ${names.rowLabel(row)}`,
    allLabel: names.allLabel,
  }
  return {
    wrap,
    table,
    rows: selectedRows(shown, selected, key),
    selectAllShown: () => setSelected(selectOnly(shownKeys)),
    clear: () => {
      setSelected(new Set())
      wrap.current?.querySelector<HTMLInputElement>('thead input[type=checkbox]')?.focus()
    },
  }
}
