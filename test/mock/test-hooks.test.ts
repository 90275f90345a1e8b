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

test('without the test flag no /v1/__mock hook answers, and nothing it would change changes', async () => {
  for (const mode of ['server', 'preview'] as const) {
    const api = createMockApi({ mode })
    const fetch = mockFetch(api)
    await fetch('/v1/login/default-silo/local', {
      method: 'POST',
      json: { username: 'fleet-admin', password: 'demo-password' },
    })
    const hooks: [string, string, unknown?][] = [
      ['GET', '/v1/__mock/disk-content?disk=disk-1&length=512'],
      ['GET', '/v1/__mock/disk-content?disk=disk-1&length=512&bytes=1'],
      ['POST', '/v1/__mock/update-recovery?on=1'],
      ['POST', '/v1/__mock/ping-fail?on=1'],
      ['POST', '/v1/__mock/hold-writes?after=0'],
      ['POST', '/v1/__mock/api-version?newest=2025120300.0.0'],
      [
        'POST',
        '/v1/__mock/repeat',
        { method: 'POST', path: '/v1/projects', body: { name: 'r-{n}', description: '' }, count: 2 },
      ],
      ['POST', '/v1/__mock/end-session'],
    ]
    for (const [method, path, json] of hooks) {
      const res = await fetch(path, { method, json })
      // msw finds no answer: the helper's 599, a server's 404
      assert.is(res.status, 599, `${mode} ${method} ${path}`)
    }
    assert.is((await fetch('/v1/ping')).status, 200, 'the ping still answers')
    assert.is((await fetch('/v1/me')).status, 200, 'the session was not ended')
    assert.is(api.db.projects.filter((p) => p.name.startsWith('r-')).length, 0, 'nothing repeated')
    const status = await (await fetch('/v1/system/update/status')).json()
    assert.is.not(status.suspended, true, 'the rack was not put into recovery')
  }
})

test('POST /v1/__mock/ping-fail turns the ping off and on again (mock-only test hook)', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview', testHooks: true }))
  assert.is((await fetch('/v1/ping')).status, 200)
  assert.is((await fetch('/v1/__mock/ping-fail?on=1', { method: 'POST' })).status, 204)
  assert.is((await fetch('/v1/ping')).status, 503)
  assert.is((await fetch('/v1/__mock/ping-fail?on=0', { method: 'POST' })).status, 204)
  assert.is((await fetch('/v1/ping')).status, 200)
})

test('the ping fails only for the session that asked, so parallel tests are not disturbed', async () => {
  const api = createMockApi({ mode: 'server', testHooks: true })
  const [a, b] = [mockFetch(api), mockFetch(api)]
  const login = (f: typeof a, username: string) =>
    f('/v1/login/default-silo/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'demo-password' }),
    })
  assert.is((await login(a, 'fleet-admin')).status, 204)
  assert.is((await login(b, 'silo-collab')).status, 204)
  assert.is((await a('/v1/__mock/ping-fail?on=1', { method: 'POST' })).status, 204)
  assert.is((await a('/v1/ping')).status, 503)
  assert.is((await b('/v1/ping')).status, 200)
})

test('POST /v1/__mock/end-session ends only the calling session: its next call is a 401', async () => {
  const api = createMockApi({ mode: 'server', testHooks: true })
  const [a, b] = [mockFetch(api), mockFetch(api)]
  const login = (f: typeof a, username: string) =>
    f('/v1/login/default-silo/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'demo-password' }),
    })
  assert.is((await login(a, 'fleet-admin')).status, 204)
  assert.is((await login(b, 'silo-collab')).status, 204)
  assert.is((await a('/v1/me')).status, 200)
  assert.is((await a('/v1/__mock/end-session', { method: 'POST' })).status, 204)
  assert.is((await a('/v1/me')).status, 401)
  assert.is((await b('/v1/me')).status, 200)
  assert.is((await login(a, 'fleet-admin')).status, 204)
  assert.is((await a('/v1/me')).status, 200)
})

test('POST /v1/__mock/hold-writes lets N bulk writes of the session through, holds the rest until released', async () => {
  const api = createMockApi({ mode: 'server', testHooks: true })
  const [a, b] = [mockFetch(api), mockFetch(api)]
  for (const f of [a, b]) {
    const res = await f('/v1/login/default-silo/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'fleet-admin', password: 'demo-password' }),
    })
    assert.is(res.status, 204)
  }
  const q = '?project=mock-project'
  const write = (f: typeof a, offset: number) =>
    f(`/v1/disks/disk-import-ready/bulk-write${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offset, base64_encoded_data: Buffer.alloc(512, 1).toString('base64') }),
    }).then((r) => r.status)
  assert.is((await a(`/v1/disks/disk-import-ready/bulk-write-start${q}`, { method: 'POST' })).status, 204)
  assert.is((await a('/v1/__mock/hold-writes?after=1', { method: 'POST' })).status, 204)
  assert.is(await write(a, 0), 204)
  let held: number | undefined
  const second = write(a, 512).then((s) => (held = s))
  // the other session's writes are not held, and by the time one is answered the held one is waiting
  assert.is(await write(b, 1024), 204)
  await new Promise((r) => setImmediate(r))
  assert.is(held, undefined)
  assert.is((await a('/v1/__mock/hold-writes', { method: 'POST' })).status, 204)
  assert.is(await second, 204)
  assert.is(await write(a, 1536), 204)
})

test('hold-writes with path= holds those POSTs; released with drop=1 they never run', async () => {
  const api = createMockApi({ mode: 'server', testHooks: true })
  const a = mockFetch(api)
  const login = await a('/v1/login/default-silo/local', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'fleet-admin', password: 'demo-password' }),
  })
  assert.is(login.status, 204)
  const state = async () =>
    ((await (await a('/v1/instances/db1?project=mock-project')).json()) as { run_state: string }).run_state
  assert.is((await a('/v1/__mock/hold-writes?after=0&path=/stop', { method: 'POST' })).status, 204)
  let answered: number | undefined
  const stop = a('/v1/instances/db1/stop?project=mock-project', { method: 'POST' }).then((r) => (answered = r.status))
  // other writes go on
  assert.is((await a('/v1/instances/db2/start?project=mock-project', { method: 'POST' })).status, 202)
  await new Promise((r) => setImmediate(r))
  assert.is(answered, undefined)
  assert.is((await a('/v1/__mock/hold-writes?drop=1', { method: 'POST' })).status, 204)
  assert.is(await stop, 500)
  assert.is(await state(), 'running', 'the dropped stop never ran')
})

test.run()
