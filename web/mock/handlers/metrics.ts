/**
 * A small OxQL stand-in: `get <timeseries> | filter ... | align mean_within(..)`
 * answered with deterministic series, so charts look alive and tests repeat.
 */
import type { Db } from '../db'
import { badRequest } from '../errors'
import { seriesAt } from '../usage'
import type { Ctx, Handlers } from './ctx'
import { paginate } from './paginate'
import { metricScale } from './silo'

/** Nexus's fixed fleet id (nexus/db-fixed-data FLEET_ID): the collection_target of the whole rack. */
const FLEET_ID = '001de000-1334-4000-8000-000000000000'

/**
 * collection_target:* (what a silo or the fleet has provisioned): one series per collection the
 * filter names (`id == "…"`), or per silo and the fleet without one; an id that is neither none.
 */
function collections(db: Db, metric: string, id: string | undefined) {
  const silo = (siloId: string) => metricScale(db, siloId, metric)
  const fleet = () => db.silos.reduce((n, s) => n + silo(s.id), 0)
  if (id === FLEET_ID) return [{ id, scale: fleet() }]
  if (id) return db.silos.some((s) => s.id === id) ? [{ id, scale: silo(id) }] : []
  return [...db.silos.map((s) => ({ id: s.id, scale: silo(s.id) })), { id: FLEET_ID, scale: fleet() }]
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 }

/** `@2025-01-01T00:00:00Z`, `@now()` or `@now() - 1h` -> ms. */
function instant(expr: string | undefined, now: number) {
  if (!expr) return undefined
  const rel = /^now\(\)(?:\s*-\s*(\d+)(ms|s|m|h|d|w))?$/.exec(expr.trim())
  if (rel) return now - (rel[1] ? Number(rel[1]) * UNIT_MS[rel[2]] : 0)
  const t = Date.parse(expr)
  if (Number.isNaN(t)) throw badRequest(`Query parsing failed: invalid timestamp '${expr}'`)
  return t
}

export function runOxql(db: Db, query: string, projectScope: string | null) {
  const name = /\bget\s+([a-z][a-z0-9_]*:[a-z][a-z0-9_]*)/.exec(query)?.[1]
  if (!name) throw badRequest("Query parsing failed: expected a query starting with 'get <timeseries name>'")
  const schema = db.timeseriesSchemas.find((s) => s.timeseries_name === name)
  if (!schema) throw badRequest(`Timeseries not found for: ${name}`)
  if (projectScope !== null && schema.authz_scope === 'fleet') throw badRequest(`Timeseries not found for: ${name}`)
  // the table operations this stand-in understands; anything else is a clear 400
  for (const stage of query
    .split('|')
    .slice(1)
    .map((s) => s.trim())) {
    if (
      !/^(filter|align\s+mean_within\(\d+(ms|s|m|h|d|w)\)|group_by\s*\[[a-z_,\s]*\](\s*,\s*(sum|mean))?)(\s|$)/.test(
        stage,
      )
    )
      throw badRequest(
        `Query parsing failed: unsupported table operation '${stage.split(/\s/)[0]}' (the mock supports get, filter, align mean_within, group_by [..], sum|mean)`,
      )
  }
  const aligned = /\|\s*align\s+mean_within\((\d+)(ms|s|m|h|d|w)\)/.exec(query)
  // the server's own message (the rules: errors) for grouping raw, unaligned tables
  if (/\|\s*group_by/.test(query) && !aligned) throw badRequest('Input tables to a `group_by` must be aligned')
  const now = Date.now()
  const end = instant(/timestamp\s*<=?\s*@([^|&]+?)(?:\s*(?:&&|\||$))/.exec(query)?.[1], now) ?? now
  const start = instant(/timestamp\s*>=?\s*@([^|&]+?)(?:\s*(?:&&|\||$))/.exec(query)?.[1], now) ?? end - 3_600_000
  const step = aligned ? Number(aligned[1]) * UNIT_MS[aligned[2]] : Math.max(1000, (end - start) / 60)
  const count = Math.max(0, Math.min(1000, Math.floor((end - start) / step)))
  const fields: Record<string, { type: string; value: unknown }> = {}
  for (const m of query.matchAll(/\b([a-z_]+)\s*==\s*"([^"]*)"/g)) fields[m[1]] = { type: 'string', value: m[2] }
  for (const f of schema.field_schema) {
    if (fields[f.name]) fields[f.name].type = f.field_type
    else if (f.field_type === 'uuid' && f.name === 'project_id' && projectScope)
      fields[f.name] = { type: 'uuid', value: projectScope }
  }
  const timestamps = Array.from({ length: count }, (_, i) => new Date(start + (i + 1) * step).toISOString())
  const cumulative = schema.datum_type.startsWith('cumulative')
  const isFloat = schema.datum_type.startsWith('f') || !!aligned
  // group_by [state] on vCPU usage: one series per state (the other grouped fields collapse)
  const groupBy = /\|\s*group_by\s*\[([a-z_,\s]*)\]/
    .exec(query)?.[1]
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
  const states =
    name === 'virtual_machine:vcpu_usage' && (!groupBy || groupBy.includes('state')) && !fields.state
      ? ([
          ['run', 0.35],
          ['idle', 0.45],
          ['waiting', 0.12],
          ['emulation', 0.05],
        ] as const)
      : ([[undefined, 1]] as const)
  const base =
    schema.units === 'degrees_celsius'
      ? 40
      : schema.units === 'rpm'
        ? 9000
        : schema.units === 'nanoseconds'
          ? step * 1e6 // ns of vCPU time per window: fractions of one vCPU
          : schema.units === 'count'
            ? /error/.test(name)
              ? 3
              : 2000
            : 5_000_000
  // one (fields, scale) per series: a collection per silo or fleet, else a state per vCPU state (or one)
  const targets: { fields: typeof fields; scale: number }[] = name.startsWith('collection_target:')
    ? collections(db, name.split(':')[1], fields.id?.value as string | undefined).map((c) => ({
        fields: { ...fields, id: { type: 'uuid', value: c.id } },
        scale: c.scale,
      }))
    : states.map(([state, share]) => ({
        fields: state ? { ...fields, state: { type: 'string', value: state } } : { ...fields },
        scale: base * share,
      }))
  // values follow the clock (each timestamp's place in its window grid), so a refresh sees the series advance
  const positions = timestamps.map((t) => Date.parse(t) / step)
  const timeseries = count
    ? targets.map(({ fields: f, scale }) => {
        const raw = seriesAt(`${name}:${JSON.stringify(f)}`, positions, scale) // seeded by the ids queried
        if (groupBy) for (const k of Object.keys(f)) if (!groupBy.includes(k)) delete f[k]
        const values =
          cumulative && !aligned ? raw.reduce<number[]>((acc, v) => (acc.push((acc.at(-1) ?? 0) + v), acc), []) : raw
        return {
          fields: f,
          points: {
            timestamps,
            ...(cumulative
              ? { start_times: timestamps.map((_, i) => new Date(aligned ? start + i * step : start).toISOString()) }
              : {}),
            values: [
              {
                metric_type: cumulative ? (aligned ? 'delta' : 'cumulative') : 'gauge',
                values: isFloat ? { type: 'double', values } : { type: 'integer', values },
              },
            ],
          },
        }
      })
    : []
  return { tables: [{ name, timeseries }] }
}

export const metricHandlers: Handlers = {
  timeseriesQuery(ctx: Ctx) {
    const project = ctx.lookup.project(ctx.query)
    return runOxql(ctx.db, ctx.body.query, project.id)
  },
  systemTimeseriesQuery: (ctx: Ctx) => runOxql(ctx.db, ctx.body.query, null),
  systemTimeseriesSchemaList: (ctx: Ctx) => paginate(ctx, ctx.db.timeseriesSchemas, 'none'),
}
