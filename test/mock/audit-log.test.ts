// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mockFetch } from '../../web/mock/fetch'
import { createMockApi } from '../../web/mock/index'

type Entry = { operation_id: string; request_uri: string; result: { kind: string }; time_completed: string }
type Page = { items: Entry[]; next_page: string | null }

async function signedIn(username: string) {
  const f = mockFetch(createMockApi({ mode: 'server' }))
  const res = await f('/v1/login/default-silo/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo-password' }),
  })
  assert.is(res.status, 204)
  return f
}

test('a first page must name its start, as Nexus parses AuditLogParams', async () => {
  const f = await signedIn('fleet-admin')
  const res = await f('/v1/system/audit-log')
  assert.is(res.status, 400)
  assert.match(((await res.json()) as { message: string }).message, 'missing field `start_time`')
})

test('a write served is recorded with its operation, URI and result, inside the time window', async () => {
  const f = await signedIn('fleet-admin')
  const before = new Date(Date.now() - 1000).toISOString()
  assert.is((await f('/v1/instances/db1/stop?project=mock-project', { method: 'POST' })).status, 202)
  assert.is((await f('/v1/instances/db1/stop?project=mock-project', { method: 'POST' })).status, 400)
  const page = (await (
    await f(`/v1/system/audit-log?start_time=${before}&sort_by=time_and_id_descending`)
  ).json()) as Page
  const stops = page.items.filter((e) => e.operation_id === 'instance_stop')
  assert.equal(
    stops.map((e) => [e.request_uri, e.result.kind]),
    [
      ['/v1/instances/db1/stop?project=mock-project', 'error'],
      ['/v1/instances/db1/stop?project=mock-project', 'success'],
    ],
  )
  const later = new Date(Date.now() + 60_000).toISOString()
  const none = (await (await f(`/v1/system/audit-log?start_time=${later}`)).json()) as Page
  assert.equal(none.items, [])
})

test('writes done in one millisecond are listed in the order they were done', async () => {
  const f = await signedIn('fleet-admin')
  const before = new Date(Date.now() - 1000).toISOString()
  // the clock stands still: every write starts and completes in the same millisecond
  const RealDate = Date
  const frozen = RealDate.now()
  globalThis.Date = class extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [frozen]) as [number]))
    }
    static now = () => frozen
  } as DateConstructor
  const uris = Array.from({ length: 8 }, (_, i) => `/v1/instances/gone-${i}/stop?project=mock-project`)
  try {
    for (const uri of uris) assert.is((await f(uri, { method: 'POST' })).status, 404)
  } finally {
    globalThis.Date = RealDate
  }
  const page = (await (
    await f(`/v1/system/audit-log?start_time=${before}&sort_by=time_and_id_descending`)
  ).json()) as Page
  const stops = page.items.filter((e) => e.operation_id === 'instance_stop').map((e) => e.request_uri)
  assert.equal(stops, [...uris].reverse())
})

test("an upload's block writes are not audited, its start is (as Nexus audits them)", async () => {
  const f = await signedIn('fleet-admin')
  const before = new Date(Date.now() - 1000).toISOString()
  const q = '?project=mock-project'
  assert.is((await f(`/v1/disks/disk-import-ready/bulk-write-start${q}`, { method: 'POST' })).status, 204)
  const write = await f(`/v1/disks/disk-import-ready/bulk-write${q}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offset: 0, base64_encoded_data: Buffer.alloc(512, 1).toString('base64') }),
  })
  assert.is(write.status, 204)
  const page = (await (await f(`/v1/system/audit-log?start_time=${before}`)).json()) as Page
  const ops = page.items.map((e) => e.operation_id)
  assert.ok(ops.includes('disk_bulk_write_import_start'))
  assert.not.ok(ops.includes('disk_bulk_write_import'))
})

test('only fleet viewers may read it', async () => {
  const f = await signedIn('silo-collab')
  assert.is((await f(`/v1/system/audit-log?start_time=${new Date(0).toISOString()}`)).status, 403)
})

test('pages follow on by token', async () => {
  const f = await signedIn('fleet-admin')
  const start = new Date(0).toISOString()
  const first = (await (await f(`/v1/system/audit-log?start_time=${start}&limit=5`)).json()) as Page
  assert.is(first.items.length, 5)
  assert.ok(first.next_page)
  const next = (await (
    await f(`/v1/system/audit-log?start_time=${start}&limit=5&page_token=${first.next_page}`)
  ).json()) as Page
  assert.is(next.items.length, 5)
  assert.not.equal(next.items[0], first.items[0])
})

test.run()
