/**
 * List filter (issue "Beyond the reference consoles"): `name:db state:running web` ->
 * qualifiers matched against a row's properties, free text against name, description and id.
 * Pure, so it is unit-tested without a DOM and applied to the loaded rows only.
 */
export type Filter = { terms: string[]; fields: { field: string; value: string }[] }

/** Splits on spaces; `field:value` (value may be "quoted") is a qualifier, the rest free text. */
export function parseFilter(input: string): Filter {
  const out: Filter = { terms: [], fields: [] }
  const re = /(?:([A-Za-z_][\w.]*):)?(?:"([^"]*)"|(\S*))/g
  for (const m of input.matchAll(re)) {
    const value = (m[2] ?? m[3] ?? '').toLowerCase()
    if (m[1] && value) out.fields.push({ field: m[1], value })
    else if (m[1]) continue
    else if (value) out.terms.push(value)
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
 * Values a qualifier names on a row: the property itself (a dotted path walks into objects),
 * else properties whose name ends with it (`state:` finds `runState`). A nested object with the
 * same key yields that key's value, so `state:` matches a disk's `state.state`.
 */
function valuesFor(row: unknown, field: string): string[] {
  const path = field.split('.').map(norm)
  let current: unknown[] = [row]
  for (const [i, part] of path.entries()) {
    const next: unknown[] = []
    for (const obj of current) {
      if (!obj || typeof obj !== 'object') continue
      const entries = normEntries(obj)
      const exact = entries.filter(([k]) => k === part)
      const found = exact.length ? exact : i === path.length - 1 ? entries.filter(([k]) => k.endsWith(part)) : []
      for (const [, v] of found) {
        if (i === path.length - 1 && v && typeof v === 'object' && !Array.isArray(v)) {
          const inner = normEntries(v).find(([k]) => k === part)
          next.push(inner ? inner[1] : v)
        } else next.push(v)
      }
    }
    current = next
  }
  return current
    .flatMap((v) => (Array.isArray(v) ? v.map(text) : [text(v)]))
    .filter((v): v is string => v !== undefined)
}

export function isEmptyFilter(f: Filter) {
  return f.terms.length === 0 && f.fields.length === 0
}

/** Every term and every qualifier must match (AND); matches are case-insensitive substrings. */
// A row's free-text haystack, built once per row object: the filter runs on every keystroke over
// up to every loaded row (10,000 with "All" rows, issue #21), and rows do not change in place.
const haystacks = new WeakMap<object, string>()
function haystackOf(row: unknown): string {
  const r = (row ?? {}) as Record<string, unknown>
  const cached = typeof row === 'object' && row ? haystacks.get(row) : undefined
  if (cached !== undefined) return cached
  const h = [r.name, r.description, r.id].map(text).filter(Boolean).join('\n')
  if (typeof row === 'object' && row) haystacks.set(row, h)
  return h
}

export function matchesFilter(row: unknown, f: Filter): boolean {
  const haystack = haystackOf(row)
  return (
    f.terms.every((t) => haystack.includes(t)) &&
    f.fields.every(({ field, value }) => valuesFor(row, field).some((v) => v.includes(value)))
  )
}

export function filterRows<T>(rows: T[], input: string): T[] {
  const f = parseFilter(input)
  return isEmptyFilter(f) ? rows : rows.filter((r) => matchesFilter(r, f))
}
