// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * The remaining calls in the mock: the alerts themselves, reassigning an IP
 * pool and finishing a recovery answer with nexus.json's shapes and the server's refusals.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mockFetch } from '../../../web/mock/fetch'
import { fid } from '../../../web/mock/fixtures/util'
import { createMockApi } from '../../../web/mock/index'
import { checkSchema, successOf } from '../../../test-support/schema-check'

const setup = () => {
  const api = createMockApi({ mode: 'preview', testHooks: true })
  const fetch = mockFetch(api)
  const call = async (url: string, method = 'GET', json?: unknown) => {
    const res = await fetch(url, { method, json })
    return { status: res.status, body: res.status === 204 ? null : await res.json() }
  }
  return { api, call }
}

const shapeOk = (method: string, path: string, body: unknown) => {
  const errs: string[] = []
  const { schema } = successOf(method, path)
  if (schema) checkSchema(schema, body, '$', errs)
  assert.equal(errs, [], errs.join('; '))
}

test('alerts list oldest first by default, filter by class glob and time, and one alert is viewed by id', async () => {
  const { call } = setup()
  const all = await call('/v1/alerts')
  assert.is(all.status, 200)
  shapeOk('GET', '/v1/alerts', all.body)
  const times = all.body.items.map((a: { time_created: string }) => Date.parse(a.time_created))
  assert.equal(
    times,
    [...times].sort((a: number, b: number) => a - b),
  )
  const hw = (await call('/v1/alerts?alert_class=hardware.**')).body.items
  assert.is(hw.length, 3)
  assert.ok(hw.every((a: { class: string }) => a.class === 'hardware.sled.added'))
  const newest = (await call('/v1/alerts?sort_by=time_and_id_descending&limit=1')).body.items[0]
  const recent = (await call(`/v1/alerts?start_time=${encodeURIComponent(newest.time_created)}`)).body.items
  assert.equal(
    recent.map((a: { id: string }) => a.id),
    [newest.id],
  )
  const one = await call(`/v1/alerts/${fid('alert', 2)}`)
  assert.is(one.status, 200)
  shapeOk('GET', '/v1/alerts/{alert_id}', one.body)
  assert.is(one.body.class, 'disk.faulted')
  const missing = await call(`/v1/alerts/${fid('alert', 99)}`)
  assert.is(missing.status, 404)
  assert.is(missing.body.message, `not found: alert with id "${fid('alert', 99)}"`)
})

test('an IP pool moves between silos and services unless linked or in use', async () => {
  const { call } = setup()
  const made = await call('/v1/system/ip-pools', 'POST', { name: 'moving', description: '' })
  assert.is(made.status, 201)
  const moved = await call('/v1/system/ip-pools/moving/assignment', 'POST', { assignment: 'system_services' })
  assert.is(moved.status, 200)
  shapeOk('POST', '/v1/system/ip-pools/{pool}/assignment', moved.body)
  assert.is(moved.body.assignment, 'system_services')
  const back = await call('/v1/system/ip-pools/moving/assignment', 'POST', { assignment: 'silos' })
  assert.is(back.body.assignment, 'silos')
  const linked = await call('/v1/system/ip-pools/ip-pool-1/assignment', 'POST', { assignment: 'system_services' })
  assert.is(linked.status, 400)
  assert.match(linked.body.message, 'while it is linked to a silo')
  const bad = await call('/v1/system/ip-pools/moving/assignment', 'POST', { assignment: 'everyone' })
  assert.is(bad.status, 400)
})

test("an IP pool's delete is refused while it holds ranges, and takes its links to silos along", async () => {
  const { call } = setup()
  const withRanges = await call('/v1/system/ip-pools/ip-pool-1', 'DELETE')
  assert.is(withRanges.status, 400)
  assert.is(withRanges.body.message, 'IP Pool cannot be deleted while it contains IP ranges')
  assert.is((await call('/v1/system/ip-pools', 'POST', { name: 'linked', description: '' })).status, 201)
  const link = await call('/v1/system/ip-pools/linked/silos', 'POST', { silo: 'default-silo', is_default: false })
  assert.is(link.status, 201)
  assert.is((await call('/v1/system/ip-pools/linked', 'DELETE')).status, 204)
  const pools = await call('/v1/system/silos/default-silo/ip-pools')
  assert.not.ok(pools.body.items.some((p: { name: string }) => p.name === 'linked'))
})

test('a recovery suspends update until the running release is named; another release is refused', async () => {
  const { call } = setup()
  assert.is((await call('/v1/system/update/status')).body.suspended, false)
  assert.is((await call('/v1/__mock/update-recovery?on=1', 'POST')).status, 204)
  const status = (await call('/v1/system/update/status')).body
  assert.is(status.suspended, true)
  const running = Object.keys(status.components_by_release_version)[0]
  const wrong = await call('/v1/system/update/recovery-finish', 'PUT', { system_version: '16.0.0' })
  assert.is(wrong.status, 400)
  assert.match(wrong.body.message, 'does not match the running system version')
  const unknown = await call('/v1/system/update/recovery-finish', 'PUT', { system_version: '99.0.0' })
  assert.is(unknown.status, 404)
  assert.is((await call('/v1/system/update/status')).body.suspended, true)
  const done = await call('/v1/system/update/recovery-finish', 'PUT', { system_version: running })
  assert.is(done.status, 204)
  assert.is((await call('/v1/system/update/status')).body.suspended, false)
})

test.run()
