import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { allItemsStatus, fetchAllPages } from '../../web/api/all-items'
import { ApiErrorThrown } from '../../web/api/call'

type Q = { query: { limit: number; pageToken?: string } }
/** A fake paged API over `n` items; `failAt` fails the page starting there. Full pages always carry a token, like dropshot. */
function fake(n: number, failAt?: number) {
  const calls: Q['query'][] = []
  const call = async (_m: string, { query }: Q) => {
    calls.push(query)
    const start = query.pageToken ? Number(query.pageToken) : 0
    if (start === failAt) throw new ApiErrorThrown({ message: 'Internal Server Error', statusCode: 500, requestId: 'r' })
    const items = Array.from({ length: Math.max(0, Math.min(query.limit, n - start)) }, (_, i) => ({ name: `p${start + i}` }))
    return { items, nextPage: items.length === query.limit ? String(start + items.length) : null }
  }
  return { call: call as never, calls }
}

test('reads every page at the given size, passing the query through', async () => {
  const f = fake(2500)
  const progress: number[] = []
  const r = await fetchAllPages('projectList', { query: {} }, { pageSize: 1000, call: f.call, onProgress: (n) => progress.push(n) })
  assert.is(r.items.length, 2500)
  assert.ok(r.complete)
  assert.equal(progress, [1000, 2000, 2500])
  assert.equal(f.calls.map((c) => c.limit), [1000, 1000, 1000])
})

test('an exactly full last page whose next page is empty ends cleanly (console#3223)', async () => {
  const f = fake(2000)
  const r = await fetchAllPages('projectList', { query: {} }, { pageSize: 1000, call: f.call })
  assert.is(r.items.length, 2000)
  assert.ok(r.complete)
  assert.is(f.calls.length, 3)
})

test('a later page failing keeps what was read and says it is incomplete; the first failing throws', async () => {
  const r = await fetchAllPages('projectList', { query: {} }, { pageSize: 1000, call: fake(5000, 2000).call })
  assert.is(r.items.length, 2000)
  assert.not.ok(r.complete)
  assert.is(r.error?.message, 'Internal Server Error')
  assert.match(allItemsStatus({ ...r, isLoading: false, loaded: 2000, truncated: false }, 'disks')!, /^Could not load every one of the disks: showing the first 2,000/)
  try {
    await fetchAllPages('projectList', { query: {} }, { pageSize: 1000, call: fake(5000, 0).call })
    assert.unreachable()
  } catch (e) {
    assert.instance(e, ApiErrorThrown)
  }
})

test('a bare array answer is the whole list, read once; a full one may go on and says so', async () => {
  const sets = (n: number) => {
    const calls: Q['query'][] = []
    const call = async (_m: string, { query }: Q) => (calls.push(query), Array.from({ length: Math.min(n, query.limit) }, (_, i) => ({ name: `s${i}` })))
    return { call: call as never, calls }
  }
  const few = sets(3)
  const r = await fetchAllPages('networkingBgpAnnounceSetList', {}, { pageSize: 100, call: few.call })
  assert.equal([r.items.length, r.complete, r.truncated, few.calls.length], [3, true, false, 1])
  const full = sets(500)
  const f = await fetchAllPages('networkingBgpAnnounceSetList', {}, { pageSize: 100, call: full.call })
  assert.equal([f.items.length, f.complete, f.truncated, full.calls.length], [100, false, true, 1])
})

test('stops at maxItems and says there are more', async () => {
  const r = await fetchAllPages('projectList', { query: {} }, { pageSize: 100, maxItems: 300, call: fake(1000).call })
  assert.is(r.items.length, 300)
  assert.ok(r.truncated)
  assert.match(allItemsStatus({ ...r, isLoading: false, loaded: 300, truncated: true, complete: false }, 'projects')!, /more than this picker can hold/)
})

test('status: loading with progress, nothing once complete', () => {
  const base = { items: [], complete: false, truncated: false, loaded: 0 }
  assert.is(allItemsStatus({ ...base, isLoading: true }, 'projects'), 'Loading projects…')
  assert.is(allItemsStatus({ ...base, isLoading: true, loaded: 10000 }, 'projects'), 'Loading projects… 10,000 so far')
  assert.is(allItemsStatus({ ...base, isLoading: false, complete: true }, 'projects'), undefined)
})

test('Stop answers at once with what was read, marked stopped, and reads no further page', async () => {
  const f = fake(5000)
  const controller = new AbortController()
  const r = await fetchAllPages('projectList', { query: {} }, {
    pageSize: 1000,
    signal: controller.signal,
    call: (async (m: string, p: Q) => {
      // the third page never answers: only Stop can end the load
      if (p.query.pageToken === '2000') return new Promise(() => {})
      return (f.call as (m: string, p: Q) => Promise<unknown>)(m, p)
    }) as never,
    onProgress: (n) => n === 2000 && setTimeout(() => controller.abort(), 0),
  })
  assert.is(r.items.length, 2000)
  assert.is(r.complete, false)
  assert.is(r.stopped, true)
  assert.is(r.error, undefined)
})

test('a load stopped before it starts reads nothing', async () => {
  const f = fake(5000)
  const controller = new AbortController()
  controller.abort()
  const r = await fetchAllPages('projectList', { query: {} }, { pageSize: 1000, signal: controller.signal, call: f.call })
  assert.equal([r.items.length, r.stopped, f.calls.length], [0, true, 0])
})

test.run()
