/**
 * The common shape of most system resources (list, create, view, delete over
 * one db collection), so each area only says what differs.
 */
import { HttpResponse } from 'msw'
import type { Db } from '../db'
import { newId, timestamps } from '../db'
import { errIfExists, removeFrom, sentinel, type Ctx, type Handler } from './ctx'
import { paginate } from './paginate'

type Row = { id: string; name?: string }
type SortMode = Parameters<typeof paginate>[2]

export type CrudSpec<T extends Row> = {
  /** resource type for messages ("address-lot") */
  type: string
  rows: (db: Db) => T[]
  /** find one row from the request (usually a lookup by the path parameter) */
  find: (ctx: Ctx) => T
  /** build a row from the validated body; id and timestamps are added when missing */
  make?: (ctx: Ctx, body: never) => Omit<T, 'id' | 'time_created' | 'time_modified'> & Partial<T>
  /** wire view of a row (strip side keys, join children) */
  view?: (row: T, ctx: Ctx) => unknown
  /** extra rows to list from (e.g. filtered by a query parameter) */
  filter?: (ctx: Ctx) => (row: T) => boolean
  sort?: SortMode
  /** add time_created/time_modified to new rows (default true) */
  stamps?: boolean
  /** runs before removal: throw to refuse, or clean up children */
  beforeDelete?: (ctx: Ctx, row: T) => void
}

export function crud<T extends Row>(spec: CrudSpec<T>) {
  const view = (row: T, ctx: Ctx) => (spec.view ? spec.view(row, ctx) : row)
  const list: Handler = (ctx) => {
    const rows = spec.filter ? spec.rows(ctx.db).filter(spec.filter(ctx)) : spec.rows(ctx.db)
    const page = paginate(ctx, rows, spec.sort)
    return { items: page.items.map((r) => view(r, ctx)), next_page: page.next_page }
  }
  const create: Handler = (ctx) => {
    const body = ctx.body as { name?: string }
    if (body?.name) {
      errIfExists(spec.rows(ctx.db) as { name: string }[], body.name, spec.type)
      sentinel.create(body.name)
    }
    const row = {
      id: newId(),
      ...(spec.stamps === false ? {} : timestamps()),
      ...spec.make!(ctx, ctx.body as never),
    } as unknown as T
    spec.rows(ctx.db).push(row)
    return HttpResponse.json(view(row, ctx) as never, { status: 201 })
  }
  const get: Handler = (ctx) => view(spec.find(ctx), ctx)
  const remove: Handler = (ctx) => {
    const row = spec.find(ctx)
    sentinel.delete(row)
    spec.beforeDelete?.(ctx, row)
    removeFrom(spec.rows(ctx.db), (r) => r.id === row.id)
  }
  return { list, create, view: get, remove }
}
