/**
 * A chart's facts in words: a per-series summary always shown, and every
 * point in a table behind a <details>. Kept apart from the uPlot canvas so it loads and tests alone.
 */
import { formatValue } from '../util/format-value'
import type { ChartData, Unit } from './chart-data'

const timeFmt = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})
export const formatTime = (sec: number) => timeFmt.format(new Date(sec * 1000))

function stats(values: (number | null)[]) {
  const xs = values.filter((v): v is number => v !== null)
  if (!xs.length) return undefined
  return {
    min: Math.min(...xs),
    max: Math.max(...xs),
    mean: xs.reduce((a, b) => a + b, 0) / xs.length,
    last: xs[xs.length - 1],
  }
}

/** The summary (min, mean, max, latest per series) and the full data table of a chart. */
export function ChartTables({ data, unit, title }: { data: ChartData; unit: Unit; title: string }) {
  return (
    <>
      <table className="table" aria-label={`${title} summary`}>
        <thead>
          <tr>
            <th scope="col">Series</th>
            <th scope="col">Min</th>
            <th scope="col">Mean</th>
            <th scope="col">Max</th>
            <th scope="col">Latest</th>
          </tr>
        </thead>
        <tbody>
          {data.series.map((s) => {
            const st = stats(s.values)
            return (
              <tr key={s.label}>
                <th scope="row">{s.label}</th>
                <td>{formatValue(unit, st?.min)}</td>
                <td>{formatValue(unit, st?.mean)}</td>
                <td>{formatValue(unit, st?.max)}</td>
                <td>{formatValue(unit, st?.last)}</td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <details>
        <summary>Data table ({data.times.length} points)</summary>
        <table className="table" aria-label={`${title} data`}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              {data.series.map((s) => (
                <th scope="col" key={s.label}>
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.times.map((t, i) => (
              <tr key={t}>
                <th scope="row">
                  <time dateTime={new Date(t * 1000).toISOString()}>{formatTime(t)}</time>
                </th>
                {data.series.map((s) => (
                  <td key={s.label}>{formatValue(unit, s.values[i])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  )
}
