/**
 * Pagination like the server (dropshot): `limit` (default 100, at least 1),
 * an opaque `page_token` to continue after the last item, and `sort_by`
 * (name_ascending, name_descending, id_ascending, time_and_id_*, version_*).
 * Pages always come back as `{ items, next_page }`. Like dropshot, a full page
 * carries a next_page even when nothing follows it (the next page is then empty,
 * with next_page null): clients must cope (oxidecomputer/console#3223).
 * `limit` goes up to 10,000 (dropshot's maximum page size).
 */
import { badRequest, unparsable } from '../errors'
import { intParam, type Ctx } from './ctx'

const DEFAULT_LIMIT = 100
const MAX_LIMIT = 10_000

const MODES = [
  'name_ascending',
  'name_descending',
  'id_ascending',
  'time_and_id_ascending',
  'time_and_id_descending',
  'version_ascending',
  'version_descending',
] as const
type Mode = (typeof MODES)[number] | 'none'

// rows of any collection: the sort key is read by name
type Row = any // eslint-disable-line @typescript-eslint/no-explicit-any -- rows of every collection's type, read by key name

const semver = (v: string) =>
  v
    .split(/[.+-]/)
    .map((p) => (/^\d+$/.test(p) ? p.padStart(10, '0') : p))
    .join('.')

function keyOf(mode: Mode, row: Row, index: number): string {
  switch (mode) {
    case 'name_ascending':
    case 'name_descending':
      return String(row.name ?? row.display_name ?? row.id)
    case 'id_ascending':
      return String(row.id ?? index)
    case 'time_and_id_ascending':
    case 'time_and_id_descending':
      // an audit entry's time is when it completed (a request started earlier may finish later)
      return `${row.time_created ?? row.time_completed ?? row.time_started ?? ''}|${row.id ?? ''}`
    case 'version_ascending':
    case 'version_descending':
      return semver(String(row.system_version ?? row.version ?? ''))
    case 'none':
      return String(index).padStart(10, '0')
  }
}

const encode = (s: string) =>
  btoa(unescape(encodeURIComponent(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const decode = (s: string) => decodeURIComponent(escape(atob(s.replace(/-/g, '+').replace(/_/g, '/'))))

/**
 * One page of `rows`. `defaultSort` is the operation's default (name for
 * NameOrIdSortMode, id for IdSortMode, ...; 'none' keeps insertion order).
 */
export function paginate<T extends Row>(ctx: Ctx, rows: T[], defaultSort: Mode = 'name_ascending') {
  const limit = Math.min(intParam(ctx, 'limit', { min: 1 }) ?? DEFAULT_LIMIT, MAX_LIMIT)
  const sortBy = ctx.query.sort_by
  if (sortBy !== undefined && !(MODES as readonly string[]).includes(sortBy)) {
    throw unparsable(`unable to parse query string: unknown variant \`${sortBy}\` for \`sort_by\``)
  }
  const mode = (sortBy as Mode | undefined) ?? defaultSort
  const desc = mode.endsWith('descending')
  const keyed = rows.map((row, i) => ({ row, key: keyOf(mode, row, i) }))
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (desc ? -1 : 1))

  let start = 0
  const token = ctx.query.page_token
  if (token) {
    let after: { m: string; k: string }
    try {
      after = JSON.parse(decode(token))
    } catch {
      throw unparsable('unable to parse query string: invalid page token')
    }
    if (after.m !== mode) throw badRequest('the page token was issued for a different sort order')
    const i = keyed.findIndex((x) => (desc ? x.key < after.k : x.key > after.k))
    start = i === -1 ? keyed.length : i
  }
  const items = keyed.slice(start, start + limit)
  const more = items.length === limit
  return {
    items: items.map((x) => x.row as T),
    next_page: more ? encode(JSON.stringify({ m: mode, k: items[items.length - 1].key })) : null,
  }
}
