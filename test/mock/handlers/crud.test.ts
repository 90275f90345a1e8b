// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * crud(): what every collection on it gets: lists and name checks within
 * one parent, the create/delete sentinels, refusals before anything changes, updates that
 * touch only the allowed keys.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { initDb, makeLookup, type Db } from '../../../web/mock/db'
import { MockError } from '../../../web/mock/errors'
import { defaultSilo } from '../../../web/mock/fixtures/silos'
import type { Ctx } from '../../../web/mock/handlers/ctx'
import { crud } from '../../../web/mock/handlers/crud'
import { assertMockError } from '../../../test-support/mock-error'

type Snap = Db['snapshots'][number]

/** Snapshots of a project, with a refusal and a cascade to watch. */
function setup() {
  const db = initDb()
  const calls: string[] = []
  const snaps = crud({
    type: 'snapshot',
    rows: (d) => d.snapshots,
    find: (ctx) => ctx.lookup.snapshot({ ...ctx.query, ...ctx.path }),
    parent: (ctx) => ctx.lookup.project(ctx.query),
    parentOf: (s) => s.project_id,
    make: (_ctx, body: { name: string; description: string }, project) => ({
      name: body.name,
      description: body.description,
      project_id: project.id,
      disk_id: '',
      size: 1,
      state: 'ready' as const,
    }),
    viewCreated: (s: Snap) => ({ created: s.name }),
    checkDelete(_ctx, s) {
      if (s.state === 'creating') throw new MockError(400, 'InvalidRequest', 'still creating')
    },
    onDelete: (_ctx, s) => void calls.push(`cascade ${s.name}`),
  })
  const ctx = (query: Record<string, string>, path: Record<string, string> = {}, body?: unknown) =>
    ({ db, lookup: makeLookup(db, defaultSilo.id), actor: null, query, path, body }) as unknown as Ctx
  return { db, snaps, ctx, calls }
}

const names = (page: unknown) => (page as { items: { name: string }[] }).items.map((s) => s.name)

test('a list holds only the parent’s rows, paged in name order', () => {
  const { db, snaps, ctx } = setup()
  const all = names(snaps.list(ctx({ project: 'mock-project' })))
  const mine = db.projects.find((p) => p.name === 'mock-project')!.id
  assert.equal(
    all,
    db.snapshots
      .filter((s) => s.project_id === mine)
      .map((s) => s.name)
      .sort(),
  )
  const first = snaps.list(ctx({ project: 'mock-project', limit: '1' })) as { items: unknown[]; next_page: string }
  assert.is(first.items.length, 1)
  assert.ok(first.next_page)
  assertMockError(() => snaps.list(ctx({ project: 'nope' })), 404, 'not found: project with name "nope"')
})

test('names are unique within the parent, not across parents; the row gets id first and stamps', async () => {
  const { db, snaps, ctx } = setup()
  assertMockError(
    () => snaps.create(ctx({ project: 'mock-project' }, {}, { name: 'snapshot-1', description: '' })),
    400,
    'already exists: snapshot "snapshot-1"',
  )
  const res = snaps.create(ctx({ project: 'other-project' }, {}, { name: 'snapshot-1', description: '' })) as Response
  assert.is(res.status, 201)
  assert.equal(await res.json(), { created: 'snapshot-1' })
  const other = db.projects.find((p) => p.name === 'other-project')!.id
  const row = db.snapshots.find((s) => s.project_id === other && s.name === 'snapshot-1')!
  assert.is(Object.keys(row)[0], 'id')
  assert.ok(row.time_created && row.time_modified)
  assertMockError(
    () => snaps.create(ctx({ project: 'mock-project' }, {}, { name: 'create-500', description: '' })),
    500,
    'Internal Server Error',
  )
})

test('an update changes only name and description, checking the name among its siblings', () => {
  const { db, snaps, ctx } = setup()
  const sel = { project: 'mock-project' }
  assertMockError(
    () => snaps.update(ctx(sel, { snapshot: 'snapshot-1' }, { name: 'snapshot-2' })),
    400,
    'already exists: snapshot "snapshot-2"',
  )
  snaps.update(ctx(sel, { snapshot: 'snapshot-1' }, { name: 'renamed', size: 99 }))
  const row = db.snapshots.find((s) => s.name === 'renamed')!
  assert.is.not(row.size, 99)
})

test('a refused delete changes nothing; the delete-500 sentinel fires before any cascade', () => {
  const { db, snaps, ctx, calls } = setup()
  const sel = { project: 'mock-project' }
  const before = db.snapshots.length
  assertMockError(() => snaps.remove(ctx(sel, { snapshot: 'snapshot-creating' })), 400, 'still creating')
  db.snapshots.find((s) => s.name === 'snapshot-2')!.name = 'delete-500'
  assertMockError(() => snaps.remove(ctx(sel, { snapshot: 'delete-500' })), 500, 'Internal Server Error')
  assert.is(db.snapshots.length, before)
  assert.equal(calls, [])
  snaps.remove(ctx(sel, { snapshot: 'snapshot-1' }))
  assert.is(db.snapshots.length, before - 1)
  assert.equal(calls, ['cascade snapshot-1'])
})

test.run()
