/*
 * Number and byte formatting (the rules: constants): byte units are 1024 multiples, shown
 * with at most 2 decimals; plain numbers get at most 2 decimals, compact
 * notation from 1e6 and engineering notation from 1e15.
 * Locale is pinned to en-US so a table reads the same for every user and in
 * tests; the rest of the console's text is English too.
 */

export const KiB = 1024
export const MiB = 1024 * KiB
export const GiB = 1024 * MiB
export const TiB = 1024 * GiB

/** Round to at most `digits` decimals (EPSILON so 1.005 -> 1.01, as people expect). */
export function round(n: number, digits = 2): number {
  const f = 10 ** digits
  return Math.round((n + Math.sign(n) * Number.EPSILON) * f) / f
}

// the rules: constants names both 'KiB or MiB-style' and 'kB' labels; both are 1024 multiples.
const unitLabels = {
  iec: ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'],
  kB: ['B', 'kB', 'MB', 'GB', 'TB', 'PB'],
} as const

export type ByteStyle = keyof typeof unitLabels

/**
 * The value and unit separately, for tables that style the unit apart.
 * Picks the largest unit not above the value, then moves up one unit when
 * rounding would print 1024 of the smaller one.
 */
export function bytesParts(bytes: number, style: ByteStyle = 'iec'): { value: number; unit: string } {
  const labels = unitLabels[style]
  const abs = Math.abs(bytes)
  let i = 0
  while (i < labels.length - 1 && abs >= 1024 ** (i + 1)) i++
  let value = round(bytes / 1024 ** i)
  if (Math.abs(value) >= 1024 && i < labels.length - 1) {
    i++
    value = round(bytes / 1024 ** i)
  }
  return { value, unit: labels[i] }
}

/** '1.5 GiB', '512 B', '2 MB' (style 'kB'). */
export function formatBytes(bytes: number, style: ByteStyle = 'iec'): string {
  const { value, unit } = bytesParts(bytes, style)
  return `${formatRounded(value)} ${unit}`
}

export const bytesToGiB = (bytes: number) => round(bytes / GiB)
export const bytesToTiB = (bytes: number) => round(bytes / TiB)

/**
 * An Intl formatter built on first use: constructing one costs a few ms of ICU setup, and at
 * module load that time lands on every first paint, whether or not the page formats a number.
 */
function lazyNumberFormat(options: Intl.NumberFormatOptions) {
  let format: Intl.NumberFormat | undefined
  return () => (format ??= new Intl.NumberFormat('en-US', options))
}

// pure: a script that uses one format (the starter's pre-paint) is built without the others
const decimal = /* @__PURE__ */ lazyNumberFormat({ maximumFractionDigits: 2 })
const compact = /* @__PURE__ */ lazyNumberFormat({ notation: 'compact', maximumFractionDigits: 2 })
const engineering = /* @__PURE__ */ lazyNumberFormat({ notation: 'engineering', maximumFractionDigits: 2 })

/**
 * What Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }) prints for a number that already
 * has at most 2 decimals (an integer, or the result of `round`), without Intl: the first
 * NumberFormat a page builds costs ~20 ms of ICU setup (~90 ms on a 4x slower CPU), which landed
 * on the first render of every table with a size column. Large values, where a double's
 * two decimals are no longer exact, go to Intl.
 */
export function formatRounded(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e12) return decimal().format(n)
  const [int, frac] = Math.abs(n).toFixed(2).split('.')
  const digits = frac.replace(/0+$/, '')
  const sign = n < 0 || Object.is(n, -0) ? '-' : ''
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${digits ? '.' + digits : ''}`
}

// Compact notation tops out at T: from 999.995T it would print '1000T', so
// engineering takes over a hair before 1e15.
const ENGINEERING_FROM = 999_995e9
const COMPACT_FROM = 1e6

/** '1,234.57', '1.23M', '4.5B', '1.23E15' (the rules: constants). Accepts bigint for u64 metrics. */
export function formatNumber(n: number | bigint): string {
  const abs = Math.abs(Number(n))
  if (abs >= ENGINEERING_FROM) return engineering().format(n)
  if (abs >= COMPACT_FROM) return compact().format(n)
  return typeof n === 'number' && Number.isInteger(n) ? formatRounded(n) : decimal().format(n)
}

/** Share of `whole` as a percentage with at most 2 decimals; 0 when whole is 0. */
export function percentage(part: number, whole: number): number {
  if (whole === 0 || !Number.isFinite(part) || !Number.isFinite(whole)) return 0
  return round((part / whole) * 100)
}

/** '12.5%' */
export const formatPercent = (part: number, whole: number) => `${formatRounded(percentage(part, whole))}%`

/** Round up to the next multiple of `step` (the rules: constants "upper-bound round-up of 10"). */
export function roundUpToMultiple(n: number, step = 10): number {
  if (!Number.isFinite(n) || step <= 0) return step
  return Math.ceil(n / step) * step
}

/**
 * Upper bound for a chart's y axis: round up at the leading digit
 * (67 -> 70, 1234 -> 2000), never below `min` so an empty or flat series still
 * gets a usable axis (0 -> 10).
 */
export function niceUpperBound(n: number, min = 10): number {
  if (!Number.isFinite(n) || n <= min) return min
  const magnitude = 10 ** Math.floor(Math.log10(n))
  const bound = Math.ceil(n / magnitude) * magnitude
  // guard against log10 landing a hair low on exact powers of ten
  return bound >= n ? bound : bound + magnitude
}
