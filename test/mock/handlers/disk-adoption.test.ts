// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * Physical disks and hardware in the mock (issue #25 point 3): every operation of slice C answers
 * with nexus.json's status and shapes, adoption requests come and go like the server's, and
 * unknown ids answer 404.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mockFetch } from '../../../web/mock/fetch'
import { fid } from '../../../web/mock/fixtures/util'
import { createMockApi } from '../../../web/mock/index'
import { checkSchema, nexus, successOf } from '../../../test-support/schema-check'

const IDS = [
  'physical_disk_list_unadopted',
  'physical_disk_list_adoption_requests',
  'physical_disk_enable_adoption',
  'physical_disk_disable_adoption',
  'physical_disk_view',
  'sled_physical_disk_list',
  'rack_view',
  'switch_view',
]
const OPS = Object.entries(nexus.paths as Record<string, Record<string, { operationId: string }>>)
  .flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), id: op.operationId })),
  )
  .filter((o) => IDS.includes(o.id))

const identity = { vendor: '1b96', model: 'WUS4C6432DSP3X3', serial: 'U2-NEW-0001' }
const REQUEST: Record<string, { path?: Record<string, string>; json?: unknown }> = {
  physical_disk_list_unadopted: {},
  physical_disk_list_adoption_requests: {},
  physical_disk_enable_adoption: { json: identity },
  physical_disk_disable_adoption: { path: { physical_disk_adoption_req_id: fid('adoptionRequest', 1) } },
  physical_disk_view: { path: { disk_id: fid('physicalDisk', 1) } },
  sled_physical_disk_list: { path: { sled_id: fid('sled', 1) } },
  rack_view: { path: { rack_id: fid('rack', 1) } },
  switch_view: { path: { switch_id: fid('switch', 1) } },
}

const setup = () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  return async (url: string, method = 'GET', json?: unknown) => {
    const res = await fetch(url, { method, json })
    return { status: res.status, body: res.status === 204 ? null : await res.json() }
  }
}

test('every physical disk and hardware operation of slice C answers with nexus.json shapes', async () => {
  assert.is(OPS.length, IDS.length)
  const api = createMockApi({ mode: 'preview' })
  const problems: string[] = []
  for (const op of OPS) {
    api.reset()
    const req = REQUEST[op.id]
    const url = op.path.replace(/\{(\w+)\}/g, (_, k) => encodeURIComponent(req.path![k]))
    const res = await mockFetch(api)(url, { method: op.method, json: req.json })
    const { status, schema } = successOf(op.method, op.path)
    if (res.status !== status) {
      problems.push(`${op.id}: ${res.status} (nexus says ${status}) ${await res.text()}`)
      continue
    }
    if (schema) {
      const errs: string[] = []
      checkSchema(schema, await res.json(), '$', errs)
      if (errs.length) problems.push(`${op.id}: ${errs.slice(0, 3).join('; ')}`)
    }
  }
  assert.equal(problems, [], problems.join('\n'))
})

test('enabling adoption lists a request for the disk; disabling removes it, and a second disable is a 404', async () => {
  const call = setup()
  const made = await call('/v1/system/hardware/disk-adoption-request', 'PUT', identity)
  assert.is(made.status, 201)
  assert.equal(made.body.disk_id, identity)
  const listed = (await call('/v1/system/hardware/disk-adoption-requests')).body.items
  assert.ok(listed.some((r: { id: string }) => r.id === made.body.id))
  // the disk stays unadopted until the control plane takes it (the mock's sleds never do)
  const unadopted = (await call('/v1/system/hardware/disks-unadopted')).body.items
  assert.ok(unadopted.some((d: { disk_id: typeof identity }) => d.disk_id.serial === identity.serial))
  assert.is((await call(`/v1/system/hardware/disk-adoption-request/${made.body.id}`, 'DELETE')).status, 204)
  const after = (await call('/v1/system/hardware/disk-adoption-requests')).body.items
  assert.not.ok(after.some((r: { id: string }) => r.id === made.body.id))
  const again = await call(`/v1/system/hardware/disk-adoption-request/${made.body.id}`, 'DELETE')
  assert.is(again.status, 404)
  assert.is(again.body.message, `not found: physical-disk-adoption-request with id "${made.body.id}"`)
})

test('adoption is refused for a disk already requested or already adopted, and the sentinel answers 500', async () => {
  const call = setup()
  const twice = await call('/v1/system/hardware/disk-adoption-request', 'PUT', {
    vendor: '1b96',
    model: 'WUS4C6432DSP3X3',
    serial: 'U2-REQUESTED-0005',
  })
  assert.is(twice.status, 400)
  assert.is(twice.body.error_code, 'ObjectAlreadyExists')
  const disk = (await call(`/v1/system/hardware/disks/${fid('physicalDisk', 1)}`)).body
  const adopted = await call('/v1/system/hardware/disk-adoption-request', 'PUT', {
    vendor: disk.vendor,
    model: disk.model,
    serial: disk.serial,
  })
  assert.is(adopted.status, 400)
  assert.match(adopted.body.message, 'already adopted')
  const sentinel = await call('/v1/system/hardware/disk-adoption-request', 'PUT', { ...identity, serial: 'adopt-500' })
  assert.is(sentinel.status, 500)
  const bad = await call('/v1/system/hardware/disk-adoption-request', 'PUT', { vendor: 'x', model: 'y' })
  assert.is(bad.status, 400)
})

test('unknown racks, switches, sleds and physical disks answer 404; a sled lists only its own disks', async () => {
  const call = setup()
  const nobody = '00000000-0000-4000-8000-00000000dead'
  for (const url of [
    `/v1/system/hardware/racks/${nobody}`,
    `/v1/system/hardware/switches/${nobody}`,
    `/v1/system/hardware/disks/${nobody}`,
    `/v1/system/hardware/sleds/${nobody}/disks`,
  ])
    assert.is((await call(url)).status, 404, url)
  const disks = (await call(`/v1/system/hardware/sleds/${fid('sled', 2)}/disks`)).body.items
  assert.is(disks.length, 5)
  assert.ok(disks.every((d: { sled_id: string }) => d.sled_id === fid('sled', 2)))
})

test('only fleet viewers read hardware; only fleet admins change adoption', async () => {
  const api = createMockApi({ mode: 'server' })
  const fetch = mockFetch(api)
  const login = await fetch('/v1/login/default-silo/local', {
    method: 'POST',
    json: { username: 'silo-viewer', password: 'demo-password' },
  })
  assert.is(login.status, 204)
  assert.is((await fetch('/v1/system/hardware/disks-unadopted')).status, 403)
  assert.is((await fetch('/v1/system/hardware/disk-adoption-request', { method: 'PUT', json: identity })).status, 403)
})

test.run()
