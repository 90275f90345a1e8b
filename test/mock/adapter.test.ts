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

test('chaos fails calls with 401, 403, 404 or 500 but spares sign-in', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview', chaos: 1 }))
  const seen = new Set<number>()
  for (let i = 0; i < 40; i++) seen.add((await fetch('/v1/projects')).status)
  assert.ok(
    [...seen].every((s) => [401, 403, 404, 500].includes(s)),
    [...seen].join(),
  )
  assert.ok(seen.size > 1)
  assert.is((await fetch('/v1/me')).status, 200)
})

test('latency delays every answer', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview', latency: [60, 80] }))
  const t = performance.now()
  await fetch('/v1/ping')
  // at least the shortest latency; a timer may fire up to 1 ms early by the clock (libuv counts whole ms)
  const took = performance.now() - t
  assert.ok(took >= 59, `answered after ${took} ms`)
})

test('every response carries a request id; errors carry it in the body too', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'server' }))
  const res = await fetch('/v1/projects')
  const body = await res.json()
  assert.is(res.headers.get('x-request-id'), body.request_id)
  assert.is((await fetch('/v1/ping')).status, 200)
})

test.run()
