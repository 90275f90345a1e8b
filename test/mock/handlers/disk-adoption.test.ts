// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * Physical disks and hardware in the mock: every operation of slice C answers
 * with nexus.json's status and shapes, adoption requests come and go like the server's, and
 * unknown ids answer 404.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mockFetch } from '../../../web/mock/fetch'
import { fid } from '../../../web/mock/fixtures/util'
import { ADOPT_MS } from '../../../web/mock/handlers/disk-adoption'
import { createMockApi } from '../../../web/mock/index'
import { nexus } from '../../../test-support/schema-check'
import { shapeProblems } from '../../../test-support/mock-shapes'

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
  const problems = await shapeProblems(OPS, REQUEST)
  assert.equal(problems, [], problems.join('\n'))
})

const serials = (items: { disk_id: { serial: string } }[]) => items.map((d) => d.disk_id.serial)

test('enabling adoption moves a disk from the unadopted list to the requests; disabling moves it back', async () => {
  const call = setup()
  const made = await call('/v1/system/hardware/disk-adoption-request', 'PUT', identity)
  assert.is(made.status, 201)
  assert.equal(made.body.disk_id, identity)
  // as on the server, a disk with a request is no longer listed as unadopted
  assert.not.ok(serials((await call('/v1/system/hardware/disks-unadopted')).body.items).includes(identity.serial))
  assert.ok(serials((await call('/v1/system/hardware/disk-adoption-requests')).body.items).includes(identity.serial))
  // idempotent: the same identity again answers the request it has
  const again = await call('/v1/system/hardware/disk-adoption-request', 'PUT', identity)
  assert.is(again.status, 201)
  assert.is(again.body.id, made.body.id)

  assert.is((await call(`/v1/system/hardware/disk-adoption-request/${made.body.id}`, 'DELETE')).status, 204)
  assert.not.ok(
    serials((await call('/v1/system/hardware/disk-adoption-requests')).body.items).includes(identity.serial),
  )
  assert.ok(serials((await call('/v1/system/hardware/disks-unadopted')).body.items).includes(identity.serial))
  const gone = await call(`/v1/system/hardware/disk-adoption-request/${made.body.id}`, 'DELETE')
  assert.is(gone.status, 404)
  assert.is(gone.body.message, `No active adoption request found for id: ${made.body.id}`)
})

test('a requested disk a sled holds is adopted ADOPT_MS later: its request goes, a physical disk comes', async () => {
  const call = setup()
  const disk = { vendor: '1b96', model: 'WUS4C6432DSP3X3', serial: 'U2-NEW-0003' }
  await call('/v1/system/hardware/disk-adoption-request', 'PUT', disk)
  const realNow = Date.now
  Date.now = () => realNow() + ADOPT_MS + 1000
  try {
    const requests = serials((await call('/v1/system/hardware/disk-adoption-requests')).body.items)
    assert.not.ok(requests.includes(disk.serial))
    // the fixture request names a disk no sled holds: it waits
    assert.ok(requests.includes('U2-SPARE-0005'))
    const inSled = (await call(`/v1/system/hardware/sleds/${fid('sled', 2)}/disks`)).body.items
    const adopted = inSled.find((d: { serial: string }) => d.serial === disk.serial)
    assert.ok(adopted, 'adopted into its sled')
    assert.equal([adopted.policy, adopted.state, adopted.form_factor], [{ kind: 'in_service' }, 'active', 'u2'])
    assert.not.ok(serials((await call('/v1/system/hardware/disks-unadopted')).body.items).includes(disk.serial))
    // now in use: a new request is refused
    const refused = await call('/v1/system/hardware/disk-adoption-request', 'PUT', disk)
    assert.is(refused.status, 409)
  } finally {
    Date.now = realNow
  }
})

test('adoption is refused for a disk in use and answers 500 for the sentinel; an expunged disk may be requested', async () => {
  const call = setup()
  const inUse = (await call(`/v1/system/hardware/disks/${fid('physicalDisk', 1)}`)).body
  const adopted = await call('/v1/system/hardware/disk-adoption-request', 'PUT', {
    vendor: inUse.vendor,
    model: inUse.model,
    serial: inUse.serial,
  })
  assert.is(adopted.status, 409)
  assert.is(adopted.body.message, `physical disk already adopted: ${inUse.vendor}:${inUse.model}:${inUse.serial}`)
  // sled 8 is expunged, and so are its disks: re-adopting one is an operator's request
  const expunged = (await call(`/v1/system/hardware/disks/${fid('physicalDisk', 71)}`)).body
  assert.equal(expunged.policy, { kind: 'expunged' })
  const readopt = await call('/v1/system/hardware/disk-adoption-request', 'PUT', {
    vendor: expunged.vendor,
    model: expunged.model,
    serial: expunged.serial,
  })
  assert.is(readopt.status, 201)
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
