/**
 * Sorting a list by any of its columns. The server sorts a paged list by name only
 * (nexus NameSortMode), so every other column sorts in the browser, and only once the whole list
 * is here ("All" rows, or an unpaged list): sorting one page of fifty would mislead.
 * Pure, so it is unit-tested without a DOM.
 */
import type { Column, Sort } from '../../../ui/Table'
import { rawValuesFor } from './filter'

export type SortValue = string | number | boolean | Date | null | undefined

/** A column's key in the URL (`?sort=created`, `?sort=-name`): its sortKey, else its header's letters. */
export const columnKey = (c: Pick<Column<never>, 'header' | 'sortKey'>) =>
  c.sortKey ?? c.header.toLowerCase().replace(/[^a-z0-9]/g, '')

const scalar = (v: unknown): SortValue =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date ? v : undefined

/**
 * What a column sorts by: its own `sortValue`, else the row's field its header names
 * (`Created` -> timeCreated, `State` -> runState, `Memory` -> memory), the filter's lookup.
 * Undefined when neither gives the column a value on `sample` (the column is not sortable).
 */
export function sortValueOf<T>(column: Column<T>, sample: T | undefined): ((row: T) => SortValue) | undefined {
  if (column.sortValue) return column.sortValue
  if (sample === undefined) return undefined
  const field = column.header.replace(/\s+/g, '')
  if (!field) return undefined
  const read = (row: T) => scalar(rawValuesFor(row, field)[0])
  return read(sample) === undefined ? undefined : read
}

/** Missing values go last whichever the direction; strings compare without case. */
export function compareValues(a: SortValue, b: SortValue): number {
  const am = a === undefined || a === null || a === ''
  const bm = b === undefined || b === null || b === ''
  if (am || bm) return am === bm ? 0 : am ? 1 : -1
  const x = a instanceof Date ? a.getTime() : typeof a === 'string' ? a.toLowerCase() : Number(a)
  const y = b instanceof Date ? b.getTime() : typeof b === 'string' ? b.toLowerCase() : Number(b)
  if (typeof x === 'number' && typeof y === 'number') return x - y
  const sx = String(x)
  const sy = String(y)
  return sx < sy ? -1 : sx > sy ? 1 : 0
}

/** The rows in the column's order (a stable sort: equal rows keep the server's order). */
export function sortRows<T>(rows: T[], value: (row: T) => SortValue, dir: Sort['dir']): T[] {
  const keyed = rows.map((row) => ({ row, v: value(row) }))
  keyed.sort((p, q) => {
    const missing = (p.v ?? '') === '' || (q.v ?? '') === ''
    const c = compareValues(p.v, q.v)
    // missing values stay last in both directions
    return dir === 'desc' && !missing ? -c : c
  })
  return keyed.map((k) => k.row)
}

/** `?sort=created` is ascending, `?sort=-created` descending. */
export function parseSort(param: string | null | undefined): Sort | undefined {
  if (!param) return undefined
  const desc = param.startsWith('-')
  const key = desc ? param.slice(1) : param
  return key ? { key, dir: desc ? 'desc' : 'asc' } : undefined
}

export const formatSort = (s: Sort) => (s.dir === 'desc' ? `-${s.key}` : s.key)
