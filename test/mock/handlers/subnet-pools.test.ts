// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * Subnet pools and external subnets in the mock
 * every operation answers with its documented status and a body that matches
 * nexus.json, and the server's rules hold (overlap, prefix bounds, defaults,
 * delete refused while in use).
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mockFetch } from '../../../web/mock/fetch'
import { createMockApi } from '../../../web/mock/index'
import { nexus } from '../../../test-support/schema-check'
import { shapeProblems } from '../../../test-support/mock-shapes'

const OPS = Object.entries(nexus.paths as Record<string, Record<string, { operationId: string }>>)
  .flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), id: op.operationId })),
  )
  .filter((o) => /subnet_pool|external_subnet/.test(o.id))

/** A plausible request per operation, against fresh fixtures. */
const REQUEST: Record<string, { path?: Record<string, string>; query?: string; json?: unknown }> = {
  external_subnet_list: { query: 'project=mock-project' },
  external_subnet_create: {
    query: 'project=mock-project',
    json: { name: 'new-ext', description: '', allocator: { type: 'auto', prefix_length: 26 } },
  },
  external_subnet_view: { path: { external_subnet: 'ext-subnet-1' }, query: 'project=mock-project' },
  external_subnet_update: {
    path: { external_subnet: 'ext-subnet-1' },
    query: 'project=mock-project',
    json: { description: 'x' },
  },
  external_subnet_delete: { path: { external_subnet: 'ext-subnet-2' }, query: 'project=mock-project' },
  external_subnet_attach: {
    path: { external_subnet: 'ext-subnet-2' },
    query: 'project=mock-project',
    json: { instance: 'db2' },
  },
  external_subnet_detach: { path: { external_subnet: 'ext-subnet-1' }, query: 'project=mock-project' },
  instance_external_subnet_list: { path: { instance: 'db1' }, query: 'project=mock-project' },
  subnet_pool_list: {},
  subnet_pool_view: { path: { pool: 'subnet-pool-1' } },
  silo_subnet_pool_list: { path: { silo: 'default-silo' } },
  system_subnet_pool_list: {},
  system_subnet_pool_create: { json: { name: 'new-pool', description: '', ip_version: 'v4' } },
  system_subnet_pool_view: { path: { pool: 'subnet-pool-1' } },
  system_subnet_pool_update: { path: { pool: 'subnet-pool-1' }, json: { description: 'x' } },
  system_subnet_pool_delete: { path: { pool: 'subnet-pool-unlinked' } },
  system_subnet_pool_member_list: { path: { pool: 'subnet-pool-1' } },
  system_subnet_pool_member_add: {
    path: { pool: 'subnet-pool-1' },
    json: { subnet: '198.18.128.0/20', min_prefix_length: 24 },
  },
  system_subnet_pool_member_remove: { path: { pool: 'subnet-pool-1' }, json: { subnet: '198.18.64.0/22' } },
  system_subnet_pool_silo_list: { path: { pool: 'subnet-pool-1' } },
  system_subnet_pool_silo_link: {
    path: { pool: 'subnet-pool-unlinked' },
    json: { silo: 'maze-war', is_default: true },
  },
  system_subnet_pool_silo_update: {
    path: { pool: 'subnet-pool-v6', silo: 'default-silo' },
    json: { is_default: true },
  },
  system_subnet_pool_silo_unlink: { path: { pool: 'subnet-pool-v6', silo: 'default-silo' } },
  system_subnet_pool_utilization_view: { path: { pool: 'subnet-pool-1' } },
}

test('every subnet pool and external subnet operation answers with nexus.json shapes', async () => {
  assert.is(OPS.length, 24)
  const problems = await shapeProblems(OPS, REQUEST)
  assert.equal(problems, [], problems.join('\n'))
})

const setup = () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  const call = async (url: string, method = 'GET', json?: unknown) => {
    const res = await fetch(url, { method, json })
    return { status: res.status, body: res.status === 204 ? null : await res.json() }
  }
  return call
}

test('auto allocation takes the first free aligned block of the default pool and counts it in utilization', async () => {
  const call = setup()
  const before = (await call('/v1/system/subnet-pools/subnet-pool-1/utilization')).body
  const made = await call('/v1/external-subnets?project=mock-project', 'POST', {
    name: 'auto-1',
    description: '',
    allocator: { type: 'auto', prefix_length: 24 },
  })
  assert.is(made.status, 201)
  // 198.18.0.0/24 and .1.0/24 are taken by the fixtures
  assert.is(made.body.subnet, '198.18.2.0/24')
  const after = (await call('/v1/system/subnet-pools/subnet-pool-1/utilization')).body
  assert.is(before.remaining - after.remaining, 256)
  assert.is(after.capacity, before.capacity)
})

test('a prefix outside the member bounds, an overlap and a pool outside the silo are refused', async () => {
  const call = setup()
  const tooBig = await call('/v1/external-subnets?project=mock-project', 'POST', {
    name: 'big',
    description: '',
    allocator: { type: 'auto', prefix_length: 16 },
  })
  assert.is(tooBig.status, 400)
  assert.match(tooBig.body.message, 'prefix length 16')
  const clash = await call('/v1/external-subnets?project=mock-project', 'POST', {
    name: 'x',
    description: '',
    allocator: { type: 'explicit', subnet: '198.18.0.0/25' },
  })
  assert.is(clash.status, 400)
  assert.match(clash.body.message, 'overlaps')
  const unlinked = await call('/v1/external-subnets?project=mock-project', 'POST', {
    name: 'y',
    description: '',
    allocator: { type: 'auto', prefix_length: 24, pool_selector: { type: 'explicit', pool: 'subnet-pool-unlinked' } },
  })
  assert.is(unlinked.status, 404)
  const member = await call('/v1/system/subnet-pools/subnet-pool-unlinked/members/add', 'POST', {
    subnet: '198.18.8.0/24',
  })
  assert.is(member.status, 400)
  assert.match(member.body.message, 'overlaps')
})

test('deletes and detaches follow the server: in-use things are refused', async () => {
  const call = setup()
  assert.is((await call('/v1/system/subnet-pools/subnet-pool-1', 'DELETE')).status, 400)
  assert.is(
    (await call('/v1/system/subnet-pools/subnet-pool-1/members/remove', 'POST', { subnet: '198.18.0.0/20' })).status,
    400,
  )
  assert.is((await call('/v1/system/subnet-pools/subnet-pool-1/silos/default-silo', 'DELETE')).status, 400)
  assert.is((await call('/v1/external-subnets/ext-subnet-1?project=mock-project', 'DELETE')).status, 400)
  assert.is((await call('/v1/external-subnets/ext-subnet-1/detach?project=mock-project', 'POST')).status, 202)
  assert.is((await call('/v1/external-subnets/ext-subnet-1/detach?project=mock-project', 'POST')).status, 400)
  assert.is((await call('/v1/external-subnets/ext-subnet-1?project=mock-project', 'DELETE')).status, 204)
})

test('one default pool per silo and version; clearing the default leaves none', async () => {
  const call = setup()
  await call('/v1/system/subnet-pools', 'POST', { name: 'v4-b', description: '', ip_version: 'v4' })
  await call('/v1/system/subnet-pools/v4-b/silos', 'POST', { silo: 'default-silo', is_default: true })
  const pools = (await call('/v1/subnet-pools')).body.items as { name: string; is_default: boolean }[]
  assert.equal(
    pools.filter((p) => p.is_default).map((p) => p.name),
    ['v4-b'],
  )
  await call('/v1/system/subnet-pools/v4-b/silos/default-silo', 'PUT', { is_default: false })
  const none = await call('/v1/external-subnets?project=mock-project', 'POST', {
    name: 'z',
    description: '',
    allocator: { type: 'auto', prefix_length: 24 },
  })
  assert.is(none.status, 404)
})

test.run()
