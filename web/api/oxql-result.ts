/**
 * An OxQL answer checked before anything reads it: a chart indexes every point of every series, so one
 * series whose value array is missing (`values: { type: "double" }`, as another control plane answered)
 * threw in the middle of a render and took the whole page down. Checked here, the chart that asked
 * says what it could not read, and every other panel stays.
 */
import { ApiErrorThrown } from './call'
import type { OxqlQueryResult } from './generated/types'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** What in `result` (camelCased) is not the shape of an OxQL answer, or undefined when it all is. */
export function oxqlProblem(result: unknown): string | undefined {
  if (!isObject(result) || !Array.isArray(result.tables)) return 'the answer has no list of tables'
  for (const [t, table] of result.tables.entries()) {
    if (!isObject(table) || !Array.isArray(table.timeseries)) return `table ${t + 1} has no list of time series`
    const name = typeof table.name === 'string' ? table.name : `${t + 1}`
    for (const [s, series] of table.timeseries.entries()) {
      const where = `table ${name}, series ${s + 1}`
      if (!isObject(series) || !isObject(series.fields) || !isObject(series.points)) return `${where} has no fields or points`
      const { timestamps, values } = series.points
      if (!Array.isArray(timestamps) || timestamps.some((ts) => typeof ts !== 'string'))
        return `${where} has no list of timestamps`
      if (!Array.isArray(values)) return `${where} has no list of values`
      for (const [v, value] of values.entries()) {
        const array = isObject(value) ? value.values : undefined
        if (!isObject(array) || !Array.isArray(array.values)) {
          const type = isObject(array) && typeof array.type === 'string' ? ` (${array.type})` : ''
          return `${where}: value ${v + 1}${type} has no array of values`
        }
        if (array.values.length !== timestamps.length)
          return `${where}: value ${v + 1} has ${array.values.length} values for ${timestamps.length} timestamps`
      }
    }
  }
  return undefined
}

/** The answer, once checked; throws (as a failed call does) saying what could not be read. */
export function readOxqlResult(result: unknown): OxqlQueryResult {
  const problem = oxqlProblem(result)
  if (problem)
    throw new ApiErrorThrown({ message: `Could not read the time series answer: ${problem}`, statusCode: 0, requestId: '' })
  return result as OxqlQueryResult
}
