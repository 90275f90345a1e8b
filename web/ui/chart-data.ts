import type { Unit } from '../util/format-value'

/** Units a chart can label its values in (the formatter's). */
export type { Unit }

/** One line of a chart: label, then values aligned to the shared x axis (null where missing). */
export type Series = { label: string; values: (number | null)[] }
/** Chart-ready data: x in seconds since the epoch (uPlot's convention), one or more series. */
export type ChartData = { times: number[]; series: Series[] }
