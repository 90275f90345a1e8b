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

const post = (json: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(json),
})

test('POST /v1/__mock/repeat makes one API call many times, as the calling user, through the same handlers', async () => {
  const api = createMockApi({ mode: 'server', testHooks: true })
  const fetch = mockFetch(api)
  assert.is(
    (await fetch('/v1/login/default-silo/local', post({ username: 'fleet-admin', password: 'demo-password' }))).status,
    204,
  )
  const r = await fetch(
    '/v1/__mock/repeat',
    post({
      method: 'POST',
      path: '/v1/projects',
      body: { name: 'seeded-{n}', description: 'n {n}' },
      count: 3,
      from: 7,
    }),
  )
  assert.is(r.status, 201)
  assert.equal(await r.json(), { done: 3 })
  const seeded = (
    (await (await fetch('/v1/projects?limit=100')).json()) as { items: { name: string; description: string }[] }
  ).items.filter((p) => p.name.startsWith('seeded-'))
  assert.equal(
    seeded.map((p) => [p.name, p.description]),
    [
      ['seeded-00007', 'n 00007'],
      ['seeded-00008', 'n 00008'],
      ['seeded-00009', 'n 00009'],
    ],
  )
  // the handler's own rules hold: each project got its default VPC, as over HTTP
  assert.is((await fetch('/v1/vpcs/default?project=seeded-00008')).status, 200)
})

test('it stops at the first failing call with that call’s status, and answers only for a signed-in caller', async () => {
  const api = createMockApi({ mode: 'server', testHooks: true })
  const fetch = mockFetch(api)
  const anonymous = await fetch(
    '/v1/__mock/repeat',
    post({ method: 'POST', path: '/v1/projects', body: { name: 'x-{n}', description: '' }, count: 1 }),
  )
  assert.is(anonymous.status, 401)
  await fetch('/v1/login/default-silo/local', post({ username: 'silo-viewer', password: 'demo-password' }))
  const r = await fetch(
    '/v1/__mock/repeat',
    post({ method: 'POST', path: '/v1/projects', body: { name: 'x-{n}', description: '' }, count: 2 }),
  )
  assert.is(r.status, 403)
  assert.equal(((await r.json()) as { done: number }).done, 0)
  assert.is(
    (await fetch('/v1/__mock/repeat', post({ method: 'GET', path: '/v1/__mock/repeat', count: 1 }))).status,
    400,
  )
})

test.run()
