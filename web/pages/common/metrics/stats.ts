/**
 * The statistic cards above a chart: current, average and peak of each series over the range.
 * Pure functions (unit tested); the chart and the cards read the same ChartData.
 */
import type { MetricType, OxqlQueryResult } from '../../../api/generated/types'
import type { ChartData } from './oxql'

/**
 * How a series' values add up. A gauge is a level (CPUs provisioned, a temperature); a delta is
 * what a counter gained in each window (an aligned counter, as the charts query them); a
 * cumulative series is the counter's running total (an unaligned query), so its statistics are
 * over the gains between points, not over the ever-growing total.
 */
export type MetricKind = MetricType

export type SeriesStats = {
  /** the newest value, and when (seconds since the epoch): a gap at the end leaves the last value seen */
  current: number
  currentAt: number
  average: number
  peak: number
}

/** The kind of the first value array in a result; a result with no series reads as a gauge. */
export function kindOfResult(result: OxqlQueryResult): MetricKind {
  for (const table of result.tables)
    for (const ts of table.timeseries) for (const v of ts.points.values) return v.metricType
  return 'gauge'
}

/** (time, value) pairs with the gaps (null, NaN) left out. */
function present(times: number[], values: (number | null)[]) {
  const points: { t: number; v: number }[] = []
  values.forEach((v, i) => {
    if (v !== null && Number.isFinite(v)) points.push({ t: times[i], v })
  })
  return points
}

/**
 * A running total as gains between consecutive points. A total that falls means the counter
 * started again (a restarted instance), so the gain is what it counted since: its new value.
 */
function gains(points: { t: number; v: number }[]) {
  return points.slice(1).map((p, i) => ({ t: p.t, v: p.v >= points[i].v ? p.v - points[i].v : p.v }))
}

/** Current, average and peak of one series; undefined when it has nothing to summarize. */
export function seriesStats(times: number[], values: (number | null)[], kind: MetricKind): SeriesStats | undefined {
  const seen = present(times, values)
  const points = kind === 'cumulative' ? gains(seen) : seen
  if (!points.length) return undefined
  const last = points[points.length - 1]
  return {
    current: last.v,
    currentAt: last.t,
    average: points.reduce((sum, p) => sum + p.v, 0) / points.length,
    peak: Math.max(...points.map((p) => p.v)),
  }
}

/** Every series of a chart with its statistics (undefined for a series with no value in the range). */
export function chartStats(data: ChartData, kind: MetricKind) {
  return data.series.map((s) => ({ label: s.label, stats: seriesStats(data.times, s.values, kind) }))
}

/**
 * What a value of this kind is per: a counter's values are gains per alignment window
 * ("per 1m"), a level is just a level. Read from the query's `align mean_within(..)`.
 */
export function perWindow(kind: MetricKind, query: string): string | undefined {
  if (kind === 'gauge') return undefined
  const align = /\balign\s+mean_within\((\w+)\)/.exec(query)?.[1]
  return kind === 'delta' && align ? `per ${align}` : kind === 'cumulative' ? 'between points' : undefined
}
