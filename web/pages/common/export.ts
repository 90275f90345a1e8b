/**
 * List export (issue "Beyond the reference consoles"). Loaded on click, never with the page:
 * walks every page of the list through the same client method (pageToken) and downloads
 * CSV or JSON through a Blob URL (a same-origin download, no CSP directive involved).
 */
import { readOnce } from '../../api/hooks'
import type { ApiMethod, ParamsOf } from '../../api/client'

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

/** A cell a spreadsheet would run as a formula is prefixed with ' (OWASP CSV injection). */
function cell(v: unknown): string {
  if (v === undefined || v === null) return ''
  let s = Array.isArray(v) ? JSON.stringify(v) : String(v)
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

export function download(filename: string, body: string, type: string) {
  const url = URL.createObjectURL(new Blob([body], { type }))
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.append(a)
  a.click()
  a.remove()
  // Chromium reads the blob asynchronously after click: revoke later, not now.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The whole flow behind the Export menu. Returns the number of rows written. */
export async function exportList(opts: {
  method: ApiMethod
  params: unknown
  label: string
  format: ExportFormat
  onProgress?: (n: number) => void
}) {
  const rows = await fetchAll(opts.method, opts.params, opts.onProgress)
  const { body, type } = serialize(rows, opts.format)
  const slug =
    opts.label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export'
  download(`${slug}.${opts.format}`, body, type)
  return rows.length
}
