/**
 * Browser developer console helpers (the rules: calls, the API client): `window.api` is the same client
 * the app uses (same session cookie and token), `window.oxql` runs time-series queries.
 */
import { api } from './client'
import { fetchAllPages, type AllItems } from './all-items'
import type { ApiResult } from './http'
import type { OxqlQueryResult, TimeseriesSchema } from './generated/types'

export type Oxql = {
  /** Runs an OxQL query: project-scoped when `project` is given, else fleet-wide (system). */
  query(q: string, options?: { project?: string }): Promise<OxqlQueryResult | undefined>
  /** Lists every timeseries schema (all pages), optionally those whose name contains `search`. */
  schemas(search?: string): Promise<TimeseriesSchema[] | undefined>
}

declare global {
  interface Window {
    api: typeof api
    oxql: Oxql
  }
}

/** Prints a failure and yields undefined, so the console shows one line instead of a stack. */
function unwrap<T>(result: ApiResult<T>): T | undefined {
  if (result.type === 'success') return result.data
  console.warn(result.type === 'error' ? result.data.message : result.error.message)
  return undefined
}

/** One row per point: the series' fields, the timestamp, then one column per value array. */
function rowsOf(result: OxqlQueryResult) {
  return result.tables.flatMap((table) =>
    table.timeseries.flatMap((series) =>
      series.points.timestamps.map((timestamp, i) => ({
        table: table.name,
        ...Object.fromEntries(Object.entries(series.fields).map(([k, f]) => [k, f.value])),
        timestamp,
        ...Object.fromEntries(series.points.values.map((v, j) => [`value${j}`, v.values.values[i]])),
      })),
    ),
  )
}

export const oxql: Oxql = {
  async query(q, { project } = {}) {
    const body = { query: q }
    const result = project
      ? await api.timeseriesQuery({ query: { project }, body })
      : await api.systemTimeseriesQuery({ body })
    const data = unwrap(result)
    if (data) console.table(rowsOf(data))
    return data
  },
  async schemas(search) {
    // every page, not the first: a console helper that drops schemas silently would mislead
    let data: AllItems<TimeseriesSchema> | undefined
    try {
      data = await fetchAllPages('systemTimeseriesSchemaList', { query: {} })
    } catch (e) {
      console.warn(e instanceof Error ? e.message : String(e))
      return undefined
    }
    if (!data.complete) console.warn(`Could not load every schema: showing the first ${data.items.length}`)
    const items = data.items.filter((s) => !search || s.timeseriesName.includes(search))
    console.table(items.map((s) => ({ name: s.timeseriesName, datum: s.datumType, ...s.description })))
    return items
  },
}

export function installDevtools(target: Window = window): void {
  target.api = api
  target.oxql = oxql
}
