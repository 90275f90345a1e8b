/**
 * The filter box's hint, made from the list's own columns: a list without a state
 * column must not suggest `state:running`. Each column names a field (its header, as the filter
 * reads it); a sample row gives an example value for the first two that have a short one.
 */
import type { Column } from '../../../ui/Table'
import { rawValuesFor } from './filter'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-/i
const MAX_QUALIFIERS = 2

/** `Created at` -> `createdat`: how the filter names the field a header shows. */
const fieldOf = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '')

/** A value short and plain enough to show as an example (no spaces, ids, dates or long numbers). */
function example(v: unknown): string | undefined {
  if (typeof v === 'boolean') return String(v)
  if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) < 1e6 ? String(v) : undefined
  if (typeof v !== 'string' || UUID.test(v) || !/^[\w.-]+$/.test(v)) return undefined
  // a name's first word is the part people type: `name:db` finds db1 and db2
  const word = v.split(/[-_.]/)[0] || v
  return word.length <= 20 ? word : undefined
}

export function filterHint<T>(columns: Pick<Column<T>, 'header'>[], sample: T | undefined): string {
  const fields = columns.map((c) => fieldOf(c.header)).filter(Boolean)
  if (sample === undefined)
    return fields.length
      ? fields
          .slice(0, MAX_QUALIFIERS)
          .map((f) => `${f}:…`)
          .join(' ')
      : ''
  const parts: string[] = []
  for (const field of fields) {
    const value = example(rawValuesFor(sample, field)[0])
    if (value !== undefined) parts.push(`${field}:${value}`)
    if (parts.length === MAX_QUALIFIERS) break
  }
  return parts.join(' ')
}

/** What the box accepts, for its title: the syntax in one line. */
export const FILTER_SYNTAX = 'text or field:value; -text or -field:value excludes; has:field'
