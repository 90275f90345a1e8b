/**
 * List export. Loaded on click, never with the page:
 * walks every page of the list through the same client method (pageToken) and downloads
 * CSV or JSON through a Blob URL (a same-origin download, no CSP directive involved).
 */
import { readOnce } from '../../../api/hooks'
import type { ApiMethod, ParamsOf } from '../../../api/client'

export type ExportFormat = 'csv' | 'json'

type Page = { items: unknown[]; nextPage?: string | null }

const PAGE_LIMIT = 100

type Call = (method: ApiMethod, params: ParamsOf<ApiMethod>) => Promise<unknown>

/**
 * Fetches all pages in order; `onProgress` gets the running row count after each page.
 * `call` is a one-off read of the latest pages (readOnce; a stub in unit tests).
 */
export async function fetchAll(
  method: ApiMethod,
  params: unknown,
  onProgress?: (n: number) => void,
  call: Call = readOnce as Call,
): Promise<unknown[]> {
  const base = (params ?? {}) as { query?: Record<string, unknown> }
  const rows: unknown[] = []
  let pageToken: string | undefined
  do {
    const query = { ...base.query, limit: PAGE_LIMIT, pageToken }
    const page = (await call(method, { ...base, query } as ParamsOf<ApiMethod>)) as Page
    rows.push(...page.items)
    onProgress?.(rows.length)
    pageToken = page.nextPage ?? undefined
  } while (pageToken)
  return rows
}

/** Nested objects become dotted columns (`state.state`); arrays are kept as JSON. */
function flatten(value: unknown, prefix: string, out: Record<string, unknown>) {
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  } else out[prefix] = value
  return out
}

/**
 * A time as ISO 8601 in UTC, as the API sent it and as JSON export writes it: `String(date)` is the
 * browser's local-time prose, which spreadsheets do not read as a time and which differs by locale.
 * A date that is not a time (Invalid Date) is left empty rather than written as words.
 */
const timeText = (d: Date) => (Number.isNaN(d.getTime()) ? '' : d.toISOString())

/** A cell a spreadsheet would run as a formula is prefixed with ' (OWASP CSV injection). */
function cell(v: unknown): string {
  if (v === undefined || v === null) return ''
  let s = v instanceof Date ? timeText(v) : Array.isArray(v) ? JSON.stringify(v) : String(v)
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** RFC 4180 CSV: a header of every column seen (first-seen order), CRLF line ends. */
export function toCsv(rows: unknown[]): string {
  const flat = rows.map((r) => flatten(r, '', {}))
  const columns: string[] = []
  const seen = new Set<string>()
  for (const r of flat) {
    for (const k of Object.keys(r)) {
      if (!seen.has(k)) {
        seen.add(k)
        columns.push(k)
      }
    }
  }
  const lines = [columns.map(cell).join(','), ...flat.map((r) => columns.map((c) => cell(r[c])).join(','))]
  return lines.join('\r\n') + '\r\n'
}

export function serialize(rows: unknown[], format: ExportFormat): { body: string; type: string } {
  return format === 'csv'
    ? { body: toCsv(rows), type: 'text/csv' }
    : { body: JSON.stringify(rows, null, 2) + '\n', type: 'application/json' }
}

function download(filename: string, body: string | Blob, type: string) {
  const url = URL.createObjectURL(body instanceof Blob ? body : new Blob([body], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.append(a)
  a.click()
  a.remove()
  // Chromium reads the blob asynchronously after click: revoke later, not now.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Rows a page when exporting: fewer round trips than a list page, small enough to report progress. */
const EXPORT_PAGE = 1000

/**
 * An export built page by page (: 5,000 instances and more): each page is turned into
 * text and handed to a Blob at once, so the rows themselves are never all held, only the column
 * list. CSV columns are those seen so far; a column first seen on a later page is appended to the
 * header, and the earlier rows, which did not have it, end before it (empty trailing cells).
 */
export class ExportWriter {
  private parts: Blob[] = []
  private columns: string[] = []
  private seen = new Set<string>()
  count = 0
  constructor(readonly format: ExportFormat) {}

  add(rows: unknown[]) {
    if (rows.length === 0) return
    let text: string
    if (this.format === 'json') {
      text = rows.map((r) => (this.count++ ? ',\n' : '') + JSON.stringify(r, null, 2)).join('')
    } else {
      const flat = rows.map((r) => flatten(r, '', {}))
      for (const r of flat)
        for (const k of Object.keys(r))
          if (!this.seen.has(k)) {
            this.seen.add(k)
            this.columns.push(k)
          }
      text = flat.map((r) => this.columns.map((c) => cell(r[c])).join(',') + '\r\n').join('')
      this.count += rows.length
    }
    this.parts.push(new Blob([text]))
  }

  finish(): Blob {
    if (this.format === 'json')
      return new Blob(['[\n', ...this.parts, this.count ? '\n]\n' : ']\n'], { type: 'application/json' })
    return new Blob([this.columns.map(cell).join(',') + '\r\n', ...this.parts], { type: 'text/csv' })
  }
}

/** The whole flow behind the Export menu. Returns the number of rows written. */
export async function exportList(opts: {
  method: ApiMethod
  params: unknown
  label: string
  format: ExportFormat
  onProgress?: (n: number) => void
  call?: Call
  save?: (filename: string, body: Blob, type: string) => void
}) {
  const { call = readOnce as Call, save = download } = opts
  const base = (opts.params ?? {}) as { query?: Record<string, unknown> }
  const writer = new ExportWriter(opts.format)
  let pageToken: string | undefined
  do {
    const query = { ...base.query, limit: EXPORT_PAGE, pageToken }
    const page = (await call(opts.method, { ...base, query } as ParamsOf<ApiMethod>)) as Page
    writer.add(page.items)
    opts.onProgress?.(writer.count)
    pageToken = page.items.length ? (page.nextPage ?? undefined) : undefined
  } while (pageToken)
  return finish(writer, opts.label, save)
}

/** The file name from the list's label: 'Firewall rules' -> firewall-rules.csv. */
function finish(writer: ExportWriter, label: string, save: (filename: string, body: Blob, type: string) => void) {
  const slug =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export'
  const blob = writer.finish()
  save(`${slug}.${writer.format}`, blob, blob.type)
  return writer.count
}

/** An unpaged list's export: the rows it holds are the whole list. Returns the number written. */
export function exportRows(opts: {
  rows: unknown[]
  label: string
  format: ExportFormat
  save?: (filename: string, body: Blob, type: string) => void
}) {
  const writer = new ExportWriter(opts.format)
  writer.add(opts.rows)
  return finish(writer, opts.label, opts.save ?? download)
}
