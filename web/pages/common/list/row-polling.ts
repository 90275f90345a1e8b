/**
 * Live rows of a long list: with every row loaded ("All" rows per page), polling
 * the whole list every 2 s would re-read thousands of rows to follow a few. Instead the rows
 * in view that are in a transitional state are read one by one (a few at a time) and patched
 * into the list; a full reload happens only on a write or Refresh.
 */
import { useEffect, useMemo, useState } from 'react'
import { readOnce } from '../../../api/hooks'
import type { ApiMethod } from '../../../api/client'
import { pageHidden, usePageVisible } from '../../../ui/page-visibility'

/** How often transitional rows are read again (as a list's own polling, the rules: calls). */
export const ROW_POLL_MS = 2000
/** At most this many rows are read a round, and this many at a time. */
export const MAX_POLLED_ROWS = 50
const ROW_POLL_CONCURRENCY = 4

/** A row's own read, e.g. `['instanceView', { path: { instance: id } }]`. */
export type RowRead = readonly [ApiMethod, unknown]

/** The rows of [start, end) that still change on their own: what a round reads. */
export function rowsToPoll<T>(rows: T[], start: number, end: number, transitional: (row: T) => boolean): T[] {
  const out: T[] = []
  for (let i = Math.max(0, start); i < Math.min(rows.length, end) && out.length < MAX_POLLED_ROWS; i++)
    if (transitional(rows[i])) out.push(rows[i])
  return out
}

/** Runs `fn` over `items`, at most `limit` at a time, results in order (undefined for a failure). */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<(R | undefined)[]> {
  const out: (R | undefined)[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      try {
        out[i] = await fn(items[i])
      } catch {
        out[i] = undefined
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return out
}

/**
 * `rows` with the polled rows' fresh copies in place. Polls while `enabled`, the page is visible
 * and some row of [range.start, range.end) is transitional; a new `rows` (a full reload) drops the
 * patches. A hidden page's rounds stop, and the next starts once it is shown again.
 */
export function useRowPolling<T>(
  rows: T[],
  options: {
    enabled: boolean
    range: { start: number; end: number }
    transitional?: (row: T) => boolean
    read?: (row: T) => RowRead
    key: (row: T) => string
  },
): T[] {
  const { enabled, range, transitional, read, key } = options
  const [patches, setPatches] = useState<{ base: T[]; rows: Map<string, T> }>({ base: rows, rows: new Map() })
  const [round, setRound] = useState(0)
  const own = patches.base === rows ? patches.rows : undefined
  const current = useMemo(() => (own?.size ? rows.map((r) => own.get(key(r)) ?? r) : rows), [rows, own, key])
  const visible = usePageVisible()
  const due =
    visible && enabled && transitional && read ? rowsToPoll(current, range.start, range.end, transitional) : []
  const dueKeys = due.map(key).join('\n')
  useEffect(() => {
    if (!dueKeys || !read) return
    let cancelled = false
    const timer = setTimeout(async () => {
      // hidden between the render and the round: nothing is read; being shown again starts the next
      if (pageHidden()) return
      const fresh = await mapLimit(due, ROW_POLL_CONCURRENCY, (row) => {
        const [method, params] = read(row)
        return readOnce(method, params as never) as Promise<T>
      })
      if (cancelled) return
      setPatches((p) => {
        const next = new Map(p.base === rows ? p.rows : undefined)
        fresh.forEach((f, i) => f && next.set(key(due[i]), f))
        return { base: rows, rows: next }
      })
      setRound((n) => n + 1)
    }, ROW_POLL_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
    // due is derived from dueKeys, rows and round; a new round re-reads what is still transitional
    // eslint-disable-next-line react-hooks/exhaustive-deps -- due is the same rows whenever dueKeys is
  }, [dueKeys, rows, round, read])
  return current
}
