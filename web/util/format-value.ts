import { formatBytes, formatNumber, round } from './format'

/** Units a value (a chart's axis, a metric) is measured in. */
export type Unit = 'bytes' | 'count' | 'percent' | 'nanoseconds'

/** Values in a unit: bytes in 1024 multiples, counts compacted (the rules: constants). */
export function formatValue(unit: Unit, v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–'
  switch (unit) {
    case 'bytes':
      return formatBytes(v)
    case 'percent':
      return `${round(v, 1)}%`
    case 'nanoseconds':
      return v >= 1e9 ? `${round(v / 1e9)} s` : v >= 1e6 ? `${round(v / 1e6)} ms` : `${formatNumber(round(v))} ns`
    default:
      return formatNumber(round(v))
  }
}
