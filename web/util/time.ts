/*
 * Time labels for tables (the rules: constants "Time-distance labels are short, such as
 * 30s, 5m, 2h, 3d, 1mo, 1y"). `now` is a parameter so labels are testable
 * and a whole table can share one clock reading.
 */

export type DateInput = Date | string | number

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const toMs = (d: DateInput) => (d instanceof Date ? d.getTime() : new Date(d).getTime())

/**
 * Distance between `date` and `now` as one short unit, rounded down (a thing
 * 59 s old is '59s', not '1m'). Future dates give the same label as past
 * ones at the same distance; clocks skew by a few seconds and a table should
 * not print '-3s'. Months are 30 days and years 365, as the labels only need
 * the magnitude. An unparseable date gives ''.
 */
export function timeDistance(date: DateInput, now: DateInput = Date.now()): string {
  const ms = Math.abs(toMs(now) - toMs(date))
  if (Number.isNaN(ms)) return ''
  if (ms < MINUTE) return `${Math.floor(ms / SECOND)}s`
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)}m`
  if (ms < DAY) return `${Math.floor(ms / HOUR)}h`
  const days = Math.floor(ms / DAY)
  if (days < 30) return `${days}d`
  if (days < 365) return `${Math.floor(days / 30)}mo`
  return `${Math.floor(days / 365)}y`
}

/** '5m ago'; for a label that needs its direction spelled out. */
export const timeAgo = (date: DateInput, now: DateInput = Date.now()) => {
  const label = timeDistance(date, now)
  return label && `${label} ago`
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad2 = (n: number) => String(n).padStart(2, '0')

/**
 * 'Jan 5, 2024, 15:04' in the viewer's own time zone, 24-hour clock. Built by
 * hand, not with Intl, so the column width and text are the same in every
 * browser and ICU build. `seconds` adds ':SS' for event logs.
 */
export function formatDateTime(date: DateInput, opts: { seconds?: boolean } = {}): string {
  const d = new Date(toMs(date))
  if (Number.isNaN(d.getTime())) return ''
  const time = `${pad2(d.getHours())}:${pad2(d.getMinutes())}`
  const secs = opts.seconds ? `:${pad2(d.getSeconds())}` : ''
  return `${formatDate(d)}, ${time}${secs}`
}

/** 'Jan 5, 2024' in the viewer's time zone. */
export function formatDate(date: DateInput): string {
  const d = new Date(toMs(date))
  if (Number.isNaN(d.getTime())) return ''
  return `${months[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`
}

/**
 * '2025-03-14 10:22' in the viewer's time zone: a date that sorts and compares at a glance in a
 * column, where a relative label on an old fleet reads the same ('1y ago') on every row.
 */
export function formatStamp(date: DateInput): string {
  const d = new Date(toMs(date))
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`
}
