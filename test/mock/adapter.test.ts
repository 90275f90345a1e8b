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

test('the serial console stream needs modify: a silo viewer is forbidden, a project collaborator is not', async () => {
  // omicron: nexus/src/app/instance.rs, `instance_serial_console_stream` looks the instance up for Modify; its
  // history (`instance_serial_console_data`) only for Read
  const api = createMockApi({ mode: 'server' })
  const as = async (username: string) => {
    const fetch = mockFetch(api)
    const login = await fetch('/v1/login/default-silo/local', {
      method: 'POST',
      json: { username, password: 'demo-password' },
    })
    assert.is(login.status, 204, `${username} signs in`)
    return fetch
  }
  const stream = '/v1/instances/db1/serial-console/stream?project=mock-project'
  const viewer = await as('silo-viewer')
  const refused = await viewer(stream)
  assert.is(refused.status, 403)
  assert.is((await refused.json()).error_code, 'Forbidden')
  // what the viewer may do: read the console's history
  assert.is((await viewer('/v1/instances/db1/serial-console?project=mock-project&most_recent=10')).status, 200)
  // a collaborator gets as far as the upgrade this plain request lacks
  const collaborator = await as('grace-hopper')
  const plain = await collaborator(stream)
  assert.is(plain.status, 400)
  assert.match((await plain.json()).message, 'WebSocket upgrade')
})

test.run()
