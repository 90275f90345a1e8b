/**
 * List filter: `name:db state:running web` ->
 * qualifiers matched against a row's properties, free text against name, description and id;
 * `-` before a term or qualifier negates it (`-state:running`, `-web`), `has:field` keeps rows
 * where the field holds something (`has:description`, `-has:description` for the rest).
 * Pure, so it is unit-tested without a DOM and applied to the loaded rows only.
 */
type FilterTerm = { value: string; negate: boolean }
type FilterField = { field: string; value: string; negate: boolean }
type FilterPresence = { field: string; negate: boolean }
export type Filter = { terms: FilterTerm[]; fields: FilterField[]; has: FilterPresence[] }

/**
 * Splits on spaces; `field:value` (value may be "quoted") is a qualifier, `has:field` a presence
 * test, the rest free text. A lone `-` or an empty qualifier (`name:`, half typed) is ignored.
 */
export function parseFilter(input: string): Filter {
  const out: Filter = { terms: [], fields: [], has: [] }
  const re = /(-?)(?:([A-Za-z_][\w.]*):)?(?:"([^"]*)"|(\S*))/g
  for (const m of input.matchAll(re)) {
    const negate = m[1] === '-'
    const field = m[2]
    const value = (m[3] ?? m[4] ?? '').toLowerCase()
    if (!value) continue
    if (field?.toLowerCase() === 'has') out.has.push({ field: value, negate })
    else if (field) out.fields.push({ field, value, negate })
    else out.terms.push({ value, negate })
  }
  return out
}

/** `run_state`, `runState` and `RUNSTATE` name the same field. */
const norm = (s: string) => s.replace(/_/g, '').toLowerCase()

const text = (v: unknown): string | undefined =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v).toLowerCase() : undefined

// An object's entries with normalized keys, once per object: a qualifier walks every loaded row
// on every keystroke (10,000 with "All" rows), and normalizing each key each time cost 30x more.
const entriesCache = new WeakMap<object, [string, unknown][]>()
function normEntries(obj: object): [string, unknown][] {
  let entries = entriesCache.get(obj)
  if (!entries) {
    entries = Object.entries(obj as Record<string, unknown>).map(([k, v]) => [norm(k), v])
    entriesCache.set(obj, entries)
  }
  return entries
}

/**
 * The raw values a field names on a row: the property itself (a dotted path walks into objects),
 * else properties whose name ends with it (`state:` finds `runState`). A nested object with the
 * same key yields that key's value, so `state:` finds a disk's `state.state`.
 */
export function rawValuesFor(row: unknown, field: string): unknown[] {
  const path = field.split('.').map(norm)
  let current: unknown[] = [row]
  for (const [i, part] of path.entries()) {
    const next: unknown[] = []
    for (const obj of current) {
      if (!obj || typeof obj !== 'object' || obj instanceof Date) continue
      const entries = normEntries(obj)
      const exact = entries.filter(([k]) => k === part)
      const found = exact.length ? exact : i === path.length - 1 ? entries.filter(([k]) => k.endsWith(part)) : []
      for (const [, v] of found) {
        if (i === path.length - 1 && v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)) {
          const inner = normEntries(v).find(([k]) => k === part)
          next.push(inner ? inner[1] : v)
        } else next.push(v)
      }
    }
    current = next
  }
  return current
}

/** The values a qualifier compares, as lowercased text (array items one by one). */
function valuesFor(row: unknown, field: string): string[] {
  return rawValuesFor(row, field)
    .flatMap((v) => (Array.isArray(v) ? v.map(text) : [text(v)]))
    .filter((v): v is string => v !== undefined)
}

/** A field holds something: not missing, null, an empty string, an empty list or an empty object. */
function present(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return false
  if (Array.isArray(v)) return v.length > 0
  if (typeof v === 'object' && !(v instanceof Date)) return Object.keys(v).length > 0
  return true
}

function isEmptyFilter(f: Filter) {
  return f.terms.length === 0 && f.fields.length === 0 && f.has.length === 0
}

// A row's free-text haystack, built once per row object: the filter runs on every keystroke over
// up to every loaded row (10,000 with "All" rows), and rows do not change in place.
const haystacks = new WeakMap<object, string>()
function haystackOf(row: unknown): string {
  const r = (row ?? {}) as Record<string, unknown>
  const cached = typeof row === 'object' && row ? haystacks.get(row) : undefined
  if (cached !== undefined) return cached
  const h = [r.name, r.description, r.id].map(text).filter(Boolean).join('\n')
  if (typeof row === 'object' && row) haystacks.set(row, h)
  return h
}

/** Every part must hold (AND), a negated one must not; matches are case-insensitive substrings. */
export function matchesFilter(row: unknown, f: Filter): boolean {
  const haystack = haystackOf(row)
  return (
    f.terms.every(({ value, negate }) => haystack.includes(value) !== negate) &&
    f.fields.every(({ field, value, negate }) => valuesFor(row, field).some((v) => v.includes(value)) !== negate) &&
    f.has.every(({ field, negate }) => rawValuesFor(row, field).some(present) !== negate)
  )
}

export function filterRows<T>(rows: T[], input: string): T[] {
  const f = parseFilter(input)
  return isEmptyFilter(f) ? rows : rows.filter((r) => matchesFilter(r, f))
}
