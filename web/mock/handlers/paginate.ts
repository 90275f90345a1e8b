/**
 * Pagination like the server (dropshot): `limit` (default 100, at least 1),
 * an opaque `page_token` to continue after the last item, and `sort_by`
 * (name_ascending, name_descending, id_ascending, time_and_id_*, version_*).
 * As in Nexus, a page token carries the whole scan: its sort order and selectors (`project`, `vpc`, ...) as the first
 * page was asked, besides the last key seen. A next page is asked with the token alone, and the adapter serves it with
 * the token's scan in place of whatever else the query says (`tokenQuery`).
 * Pages always come back as `{ items, next_page }`. Like dropshot, a full page
 * carries a next_page even when nothing follows it (the next page is then empty,
 * with next_page null): clients must cope (oxidecomputer/console#3223).
 * `limit` goes up to 10,000 (dropshot's maximum page size).
 */
import { unparsable } from '../errors'
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

/** What a page token holds: the scan (every query parameter but the page's own) and where it stopped. */
type Token = { scan: Record<string, string>; k: string }

/** dropshot's words for a token it cannot read, as its query extractor reports them. */
const corrupted = () => unparsable('unable to parse query string: failed to parse pagination token: corrupted token')

function readToken(token: string): Token {
  let parsed: Partial<Token> | null
  try {
    parsed = JSON.parse(decode(token))
  } catch {
    throw corrupted()
  }
  if (!parsed || typeof parsed !== 'object' || typeof parsed.k !== 'string') throw corrupted()
  const scan = parsed.scan ?? {}
  if (typeof scan !== 'object' || Object.values(scan).some((v) => typeof v !== 'string')) throw corrupted()
  return { scan, k: parsed.k }
}

/**
 * The query a paginated operation is served with. With a `page_token`, the scan the token carries and the page's
 * `limit`; every other parameter sent is ignored, as dropshot reads `page_token` or the scan parameters, never both
 * (omicron common/src/api/external/http_pagination.rs, `PageSelector`: the scan flattened beside `last_seen`; each
 * `ScanParams::from_query` takes the scan from the token on a next page). A token it cannot read is a 400.
 */
export function tokenQuery(query: Record<string, string>): Record<string, string> {
  if (query.page_token === undefined) return query
  const { scan } = readToken(query.page_token)
  return { ...scan, page_token: query.page_token, ...(query.limit === undefined ? {} : { limit: query.limit }) }
}

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
  if (token !== undefined) {
    const after = readToken(token)
    const i = keyed.findIndex((x) => (desc ? x.key < after.k : x.key > after.k))
    start = i === -1 ? keyed.length : i
  }
  const items = keyed.slice(start, start + limit)
  const more = items.length === limit
  const scan: Record<string, string> = {}
  for (const [k, v] of Object.entries(ctx.query))
    if (v !== undefined && k !== 'page_token' && k !== 'limit') scan[k] = v
  return {
    items: items.map((x) => x.row as T),
    next_page: more ? encode(JSON.stringify({ scan, k: items[items.length - 1].key } satisfies Token)) : null,
  }
}
