/**
 * What every handler gets and the helpers they share: responses with the
 * right status, server-style pagination, role checks, name uniqueness.
 */
import { HttpResponse } from 'msw'
import type { operations } from '../../api/generated/operations'
import type { extraOperations } from '../adapter'
import { atLeast, siloRoleOf, type Actor, type Role } from '../auth'
import type { Db, Lookup } from '../db'
import { alreadyExists, forbidden, internal, isUuid, unauthorized, unparsable } from '../errors'

export type OpName = keyof typeof operations | keyof typeof extraOperations

export type Ctx = {
  db: Db
  /** Lookups scoped to the caller's silo, checking project roles as they resolve. */
  lookup: Lookup
  /** null only for public operations (login, device flow, ping) */
  actor: Actor | null
  path: Record<string, string>
  query: Record<string, string | undefined>
  /** validated wire-form body (JSON or form), or raw bytes for binary bodies; handlers cast it to the op's Snake<> type */
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any -- one field for every operation's body; validated against its schema before a handler runs
  request: Request
  cookies: Record<string, string>
  mode: 'server' | 'preview'
}

/** Plain value -> 200 JSON; undefined -> 204; a Response as-is. */
type HandlerResult = unknown
export type Handler = (ctx: Ctx) => HandlerResult | Promise<HandlerResult>
export type Handlers = Partial<Record<OpName, Handler>>

export const created = (body: unknown) => HttpResponse.json(body as never, { status: 201 })
export const accepted = (body: unknown) => HttpResponse.json(body as never, { status: 202 })

export function me(ctx: Ctx): Actor {
  if (!ctx.actor) throw unauthorized()
  return ctx.actor
}

export function requireSilo(ctx: Ctx, min: Role, siloId = me(ctx).silo.id) {
  if (!atLeast(siloRoleOf(ctx.db, me(ctx).user.id, siloId), min)) throw forbidden()
}

/** ObjectAlreadyExists when `rows` already has `name` (rows scoped to the parent by the caller). */
export function errIfExists(rows: { name: string }[], name: string, type: string) {
  if (rows.some((r) => r.name === name)) throw alreadyExists(type, name)
}

/** Sentinel names (README): creating `create-500` or deleting `delete-500` fails like a server bug. */
export const sentinel = {
  create(name: string) {
    if (name === 'create-500') throw internal()
  },
  delete(row: { name?: string }) {
    if (row.name === 'delete-500') throw internal()
  },
}

export const removeFrom = <T>(rows: T[], pred: (r: T) => boolean) => {
  for (let i = rows.length - 1; i >= 0; i--) if (pred(rows[i])) rows.splice(i, 1)
}

/** Copy of `row` without the side-table keys that are not part of the wire shape. */
export const omit = <T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> => {
  const copy = { ...row }
  for (const k of keys) delete copy[k]
  return copy
}

/** Apply an update body: only keys present (not null/undefined) change. */
export function patch<T extends object>(row: T, body: Record<string, unknown>, keys: (keyof T & string)[]) {
  for (const k of keys) if (body[k] !== undefined && body[k] !== null) (row as Record<string, unknown>)[k] = body[k]
  ;(row as { time_modified?: string }).time_modified = new Date().toISOString()
  return row
}

export function intParam(ctx: Ctx, name: string, opts: { min?: number } = {}): number | undefined {
  const v = ctx.query[name]
  if (v === undefined || v === '') return undefined
  const n = Number(v)
  if (!Number.isInteger(n) || n < (opts.min ?? 0)) {
    throw unparsable(`unable to parse query string: invalid value: \`${v}\` for \`${name}\``)
  }
  return n
}

/** Selector for a sibling named in a body: a name is looked up in `projectId`, an id alone. */
export const sibling = (param: string, key: string, projectId: string) =>
  isUuid(key) ? { [param]: key } : { [param]: key, project: projectId }
