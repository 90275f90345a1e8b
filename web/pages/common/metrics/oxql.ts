/**
 * OxQL query building and result conversion for the metrics tabs, the
 * utilization chart and the time-series explorer. Pure functions (unit tested).
 */
import type { OxqlQueryResult, Timeseries } from '../../../api/generated/types'

import type { ChartData, Series, Unit } from '../../../ui/chart-data'

export type { ChartData, Unit }

/** A time range: a preset relative to now, or explicit instants. */
export type RangePreset = '1h' | '1d' | '1w'
export type TimeRange = { preset: RangePreset } | { start: Date; end: Date }

export const rangePresets: { value: RangePreset; label: string; ms: number; align: string }[] = [
  { value: '1h', label: 'Last hour', ms: 3_600_000, align: '1m' },
  { value: '1d', label: 'Last day', ms: 86_400_000, align: '20m' },
  { value: '1w', label: 'Last week', ms: 604_800_000, align: '2h' },
]

/** The alignment window for a range: about 60 to 100 points whatever its length. */
export function alignFor(range: TimeRange): string {
  if ('preset' in range) return rangePresets.find((p) => p.value === range.preset)!.align
  const minutes = Math.max(1, Math.round((range.end.getTime() - range.start.getTime()) / 60_000 / 60))
  return minutes >= 120 ? `${Math.round(minutes / 60)}h` : `${minutes}m`
}

/** OxQL timestamp filter: `timestamp > @now() - 1h` or explicit instants. */
export function timeFilter(range: TimeRange): string {
  if ('preset' in range) return `timestamp > @now() - ${range.preset}`
  return `timestamp >= @${range.start.toISOString()} && timestamp < @${range.end.toISOString()}`
}

/** OxQL string literal (double quotes; backslash and quote escaped). */
export const oxqlString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`

export type QueryParts = {
  metric: string
  /** field == value equalities, ANDed with the time filter */
  eq?: Record<string, string>
  range: TimeRange
  groupBy?: string[]
  reducer?: 'sum' | 'mean'
}

/**
 * `get virtual_machine:vcpu_usage | filter timestamp > @now() - 1h && instance_id == "…"
 *  | align mean_within(1m) | group_by [state], sum`. Always aligned, so group_by is valid.
 */
export function buildQuery({ metric, eq = {}, range, groupBy, reducer = 'sum' }: QueryParts): string {
  const filters = [timeFilter(range), ...Object.entries(eq).map(([k, v]) => `${k} == ${oxqlString(v)}`)]
  const parts = [`get ${metric}`, `filter ${filters.join(' && ')}`, `align mean_within(${alignFor(range)})`]
  if (groupBy) parts.push(`group_by [${groupBy.join(', ')}], ${reducer}`)
  return parts.join(' | ')
}

const fieldText = (v: Timeseries['fields'][string]) => String(v.value)

/** A series' label: its fields (except `exclude`, typically the ones the query pinned), else the table name. */
function seriesLabel(ts: Timeseries, tableName: string, exclude: string[] = []): string {
  const parts = Object.entries(ts.fields)
    .filter(([k]) => !exclude.includes(k))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${fieldText(v)}`)
  return parts.length ? parts.join(', ') : tableName
}

/**
 * Every (table, timeseries, value array) of a result as one series over the union
 * of all timestamps, sorted; points a series lacks are null (gaps, not zeros).
 */
export function toChartData(
  result: OxqlQueryResult,
  options: { exclude?: string[]; labels?: (label: string) => string } = {},
): ChartData {
  const stamps = new Set<number>()
  for (const t of result.tables)
    for (const ts of t.timeseries) for (const s of ts.points.timestamps) stamps.add(Date.parse(s) / 1000)
  const times = [...stamps].sort((a, b) => a - b)
  const index = new Map(times.map((t, i) => [t, i]))
  const series: Series[] = []
  for (const table of result.tables) {
    for (const ts of table.timeseries) {
      const base = seriesLabel(ts, table.name, options.exclude)
      ts.points.values.forEach((arr, j) => {
        const values: (number | null)[] = times.map(() => null)
        ts.points.timestamps.forEach((s, i) => {
          const v = arr.values.values[i]
          values[index.get(Date.parse(s) / 1000)!] = typeof v === 'number' && Number.isFinite(v) ? v : null
        })
        const label = ts.points.values.length > 1 ? `${base} [${j}]` : base
        series.push({ label: options.labels ? options.labels(label) : label, values })
      })
    }
  }
  series.sort((a, b) => a.label.localeCompare(b.label))
  return { times, series }
}

/** Multiply every value (e.g. nanoseconds per minute -> percent of a vCPU). */
export function scaleSeries(data: ChartData, f: (v: number) => number): ChartData {
  return {
    times: data.times,
    series: data.series.map((s) => ({ ...s, values: s.values.map((v) => (v === null ? null : f(v))) })),
  }
}

/** Flat rows for the explorer's table: table name, fields, timestamp and each value. */
export type ResultRow = {
  table: string
  fields: Record<string, string>
  timestamp: string
  values: (number | string | null)[]
}

/** Numbers stay numbers (formatted later); booleans, strings and distributions become text. */
function cellValue(v: unknown): number | string | null {
  if (v === null || v === undefined) return null
  if (typeof v === 'number') return v
  if (typeof v === 'object') return `distribution (${(v as { counts?: unknown[] }).counts?.length ?? 0} bins)`
  return String(v)
}
export function toRows(
  result: OxqlQueryResult,
  limit = 500,
): { rows: ResultRow[]; total: number; fieldNames: string[]; valueCount: number } {
  const rows: ResultRow[] = []
  const fieldNames = new Set<string>()
  let total = 0
  let valueCount = 0
  for (const table of result.tables) {
    for (const ts of table.timeseries) {
      const fields = Object.fromEntries(Object.entries(ts.fields).map(([k, v]) => [k, fieldText(v)]))
      Object.keys(fields).forEach((k) => fieldNames.add(k))
      valueCount = Math.max(valueCount, ts.points.values.length)
      ts.points.timestamps.forEach((timestamp, i) => {
        total++
        if (rows.length < limit)
          rows.push({
            table: table.name,
            fields,
            timestamp,
            values: ts.points.values.map((v) => cellValue(v.values.values[i])),
          })
      })
    }
  }
  return { rows, total, fieldNames: [...fieldNames].sort(), valueCount }
}

export { TIMESERIES_UNALIGNED as GROUP_BY_UNALIGNED } from '../../../api/errors'

/** The explorer's hint for the unaligned group_by error: the query with an align inserted before group_by. */
export function alignedVersion(query: string): string | undefined {
  if (/\|\s*align\b/.test(query) || !/\|\s*group_by\b/.test(query)) return undefined
  return query.replace(/\s*\|\s*group_by\b/, ' | align mean_within(1m) | group_by')
}

/** A range from the URL: `?range=1h|1d|1w` or `?start=…&end=…` (ISO); default the last hour. */
export function rangeFromSearch(search: string): TimeRange {
  const p = new URLSearchParams(search)
  const start = p.get('start')
  const end = p.get('end')
  if (start && end) {
    const s = new Date(start)
    const e = new Date(end)
    if (!Number.isNaN(s.getTime()) && !Number.isNaN(e.getTime()) && s < e) return { start: s, end: e }
  }
  const preset = p.get('range')
  return { preset: rangePresets.some((r) => r.value === preset) ? (preset as RangePreset) : '1h' }
}

export function rangeToSearch(range: TimeRange): string {
  if ('preset' in range) return range.preset === '1h' ? '' : `?range=${range.preset}`
  return `?${new URLSearchParams({ start: range.start.toISOString(), end: range.end.toISOString() })}`
}

/** Start and end instants (for the siloMetric/systemMetric query parameters). */
export function rangeBounds(range: TimeRange, now = Date.now()): { start: Date; end: Date } {
  if ('preset' in range)
    return { start: new Date(now - rangePresets.find((p) => p.value === range.preset)!.ms), end: new Date(now) }
  return range
}

/** `1m`, `20m`, `2h` -> milliseconds. */
export function durationMs(s: string): number {
  const m = /^(\d+)(ms|s|m|h|d|w)$/.exec(s)
  if (!m) return NaN
  return Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }[m[2] as 'ms']
}

/** Several charts' data on one shared x axis (union of timestamps; gaps are null). */
export function mergeChartData(parts: ChartData[]): ChartData {
  const times = [...new Set(parts.flatMap((p) => p.times))].sort((a, b) => a - b)
  const index = new Map(times.map((t, i) => [t, i]))
  const series = parts.flatMap((p) =>
    p.series.map((s) => {
      const values: (number | null)[] = times.map(() => null)
      p.times.forEach((t, i) => (values[index.get(t)!] = s.values[i]))
      return { label: s.label, values }
    }),
  )
  return { times, series }
}

/** Metric measurements (siloMetric/systemMetric pages) as one chart series. */
export function measurementsToChartData(
  items: { timestamp: Date | string; datum: { datum?: unknown } }[],
  label: string,
): ChartData {
  const points = items
    .map((m) => ({
      t: new Date(m.timestamp).getTime() / 1000,
      v: typeof m.datum.datum === 'number' ? m.datum.datum : null,
    }))
    .sort((a, b) => a.t - b.t)
  return { times: points.map((p) => p.t), series: [{ label, values: points.map((p) => p.v) }] }
}
