/**
 * Row selection for bulk actions, as pure functions over a set of row
 * keys so they are unit-tested without a DOM. Only rows that are shown count: keys of rows
 * filtered out or on another page stay in the set but are never acted on.
 */

export type HeaderState = 'none' | 'some' | 'all'

/** The header checkbox: checked when every shown row is selected, mixed when some are. */
export function headerState(selected: ReadonlySet<string>, shownKeys: string[]): HeaderState {
  const n = shownKeys.filter((k) => selected.has(k)).length
  if (n === 0) return 'none'
  return n === shownKeys.length ? 'all' : 'some'
}

export function toggleKey(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected)
  if (next.has(key)) next.delete(key)
  else next.add(key)
  return next
}

/** Header click: when every shown row is selected, deselect them; otherwise select them all. */
export function toggleAll(selected: ReadonlySet<string>, shownKeys: string[]): Set<string> {
  const next = new Set(selected)
  if (headerState(selected, shownKeys) === 'all') shownKeys.forEach((k) => next.delete(k))
  else shownKeys.forEach((k) => next.add(k))
  return next
}

/** "Select all N matching": exactly the rows the filter matches, nothing hidden by it. */
export const selectOnly = (keys: string[]): Set<string> => new Set(keys)

/** The shown rows that are selected, in table order. */
export function selectedRows<T>(rows: T[], selected: ReadonlySet<string>, key: (row: T) => string): T[] {
  return rows.filter((r) => selected.has(key(r)))
}

/** Splits rows into those an action may be sent for and those skipped, each with its reason. */
export function partitionAllowed<T>(rows: T[], disabled?: (row: T) => string | undefined | false) {
  const allowed: T[] = []
  const skipped: { row: T; reason: string }[] = []
  for (const row of rows) {
    const reason = disabled?.(row)
    if (reason) skipped.push({ row, reason })
    else allowed.push(row)
  }
  return { allowed, skipped }
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
