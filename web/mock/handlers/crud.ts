/**
 * The common shape of most collections (list, create, view, update, delete over
 * one db collection, optionally under a parent such as a project or a VPC), so
 * each area only says what differs. What every collection gets, as Nexus does it:
 * names unique within the parent (400 ObjectAlreadyExists), pages in the
 * operation's sort order, the lookup's 404 (which hides what the caller may not
 * read), and the `create-500`/`delete-500` sentinels.
 */
import { HttpResponse } from 'msw'
import type { Db } from '../db'
import { newId, timestamps } from '../db'
import { errIfExists, patch, removeFrom, sentinel, type Ctx, type Handler } from './ctx'
import { paginate } from './paginate'

type Row = { id: string; name?: string }
type Stamps = { time_created?: string; time_modified?: string }
type SortMode = Parameters<typeof paginate>[2]

export type CrudSpec<T extends Row, P extends { id: string } = { id: string }> = {
  /** resource type for messages ("address-lot") */
  type: string
  rows: (db: Db) => T[]
  /** find one row from the request (usually a lookup by the path parameter) */
  find: (ctx: Ctx) => T
  /**
   * Rows that belong to a parent (a project's disks, a VPC's subnets): `parent` finds it from the
   * request (with the lookup's 404), `parentOf` reads a row's parent id; lists and name checks stay
   * within one parent. (Two flat keys, not one object, so TypeScript infers the row type from `rows`.)
   */
  parent?: (ctx: Ctx) => P
  parentOf?: (row: T) => string
  /** build a row from the validated body (with its parent's id); id and timestamps are added */
  make?: (ctx: Ctx, body: never, parent: P) => NoInfer<Omit<T, 'id' | 'time_created' | 'time_modified'> & Partial<T>>
  /** refuse a create before anything is checked or made (throw) */
  checkCreate?: (ctx: Ctx, parent: P, body: never) => void
  /** wire view of a row (strip side keys, join children) */
  view?: (row: T, ctx: Ctx) => unknown
  /** the create's answer where it is not the view (a probe: Probe, while list and view answer ProbeInfo) */
  viewCreated?: (row: T, ctx: Ctx) => unknown
  /** keep only some rows in a list (e.g. by a query parameter) */
  filter?: (ctx: Ctx) => (row: T) => boolean
  sort?: SortMode
  /** add time_created/time_modified to new rows (default true) */
  stamps?: boolean
  /**
   * What an update may change (only keys present in the body do); default name and description.
   * Plain strings: a `keyof T` here would make TypeScript fix T before it reads `rows`.
   */
  updates?: string[]
  /** refuse an update (throw) before the name check */
  checkUpdate?: (ctx: Ctx, row: T, body: never) => void
  /** side effects of an accepted update, before the row is patched */
  onUpdate?: (ctx: Ctx, row: T, body: never) => void
  /** refuse a delete (throw) before anything is removed */
  checkDelete?: (ctx: Ctx, row: T) => void
  /** remove what goes with the row (children, side tables) */
  onDelete?: (ctx: Ctx, row: T) => void
}

export function crud<T extends Row, P extends { id: string } = { id: string }>(spec: CrudSpec<T, P>) {
  const view = (row: T, ctx: Ctx) => (spec.view ? spec.view(row, ctx) : row)
  const { parentOf } = spec
  /** The rows a name must be unique among: the parent's, or the whole collection. */
  const siblings = (db: Db, parentId: string | undefined) =>
    parentOf ? spec.rows(db).filter((r) => parentOf(r) === parentId) : spec.rows(db)

  const list: Handler = (ctx) => {
    let rows = spec.parent ? siblings(ctx.db, spec.parent(ctx).id) : spec.rows(ctx.db)
    if (spec.filter) rows = rows.filter(spec.filter(ctx))
    const page = paginate(ctx, rows, spec.sort)
    return spec.view ? { items: page.items.map((r) => view(r, ctx)), next_page: page.next_page } : page
  }

  const create: Handler = (ctx) => {
    const parent = spec.parent ? spec.parent(ctx) : (undefined as unknown as P)
    spec.checkCreate?.(ctx, parent, ctx.body as never)
    const body = ctx.body as { name?: string }
    if (body?.name) {
      errIfExists(siblings(ctx.db, parent?.id) as { name: string }[], body.name, spec.type)
      sentinel.create(body.name)
    }
    // id first and stamps last, as the wire shows them; a row that brings its own keeps them
    const row = { id: newId(), ...spec.make!(ctx, ctx.body as never, parent) } as unknown as T & Stamps
    if (spec.stamps !== false) {
      const now = timestamps()
      row.time_created ??= now.time_created
      row.time_modified ??= now.time_modified
    }
    spec.rows(ctx.db).push(row)
    const answer = spec.viewCreated ? spec.viewCreated(row, ctx) : view(row, ctx)
    return HttpResponse.json(answer as never, { status: 201 })
  }

  const get: Handler = (ctx) => view(spec.find(ctx), ctx)

  const update: Handler = (ctx) => {
    const row = spec.find(ctx)
    const body = ctx.body as { name?: string }
    spec.checkUpdate?.(ctx, row, ctx.body as never)
    if (body.name && body.name !== row.name) {
      errIfExists(siblings(ctx.db, parentOf?.(row)) as { name: string }[], body.name, spec.type)
    }
    spec.onUpdate?.(ctx, row, ctx.body as never)
    return view(patch(row, body, (spec.updates ?? ['name', 'description']) as (keyof T & string)[]), ctx)
  }

  const remove: Handler = (ctx) => {
    const row = spec.find(ctx)
    spec.checkDelete?.(ctx, row)
    sentinel.delete(row)
    spec.onDelete?.(ctx, row)
    removeFrom(spec.rows(ctx.db), (r) => r.id === row.id)
  }

  return { list, create, view: get, update, remove }
}
