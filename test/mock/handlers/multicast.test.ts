// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * Multicast groups, BGP config update and the fleet networking settings in the mock (points
 * 2 and 4): every operation answers with its documented status and a body that matches nexus.json,
 * and the server's rules hold (groups made by joining, deleted by the last leave, SSM sources, pools
 * linked to the silo, jumbo frames only with the fleet opt-in).
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
  .filter((o) =>
    /multicast_group|networking_bgp_config_update|system_networking_settings|address_lot_block_list/.test(o.id),
  )

const REQUEST: Record<string, { path?: Record<string, string>; query?: string; json?: unknown }> = {
  multicast_group_list: {},
  multicast_group_view: { path: { multicast_group: 'video-feed' } },
  multicast_group_member_list: { path: { multicast_group: '224.1.0.1' } },
  instance_multicast_group_list: { path: { instance: 'db1' }, query: 'project=mock-project' },
  instance_multicast_group_join: {
    path: { instance: 'db2', multicast_group: 'video-feed' },
    query: 'project=mock-project',
    json: {},
  },
  instance_multicast_group_leave: {
    path: { instance: 'db1', multicast_group: 'video-feed' },
    query: 'project=mock-project',
  },
  networking_bgp_config_update: { query: 'name_or_id=as65547', json: { description: 'edge', max_paths: 4 } },
  networking_address_lot_block_list: { path: { address_lot: 'initial-infra' } },
  system_networking_settings_view: {},
  system_networking_settings_update: { json: { external_jumbo_frames_opt_in_enabled: true } },
}

test('every multicast and networking-settings operation answers with nexus.json shapes', async () => {
  assert.is(OPS.length, 10)
  const problems = await shapeProblems(OPS, REQUEST)
  assert.equal(problems, [], problems.join('\n'))
})

const setup = () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  return async (url: string, method = 'GET', json?: unknown) => {
    const res = await fetch(url, { method, json })
    return { status: res.status, body: res.status === 204 ? null : await res.json() }
  }
}
const q = 'project=mock-project'

test('joining by a new name creates the group from the silo multicast pool; the last leave deletes it', async () => {
  const call = setup()
  const joined = await call(`/v1/instances/db1/multicast-groups/new-feed?${q}`, 'PUT', {})
  assert.is(joined.status, 201)
  assert.is(joined.body.state, 'Joined')
  const group = (await call('/v1/multicast-groups/new-feed')).body
  // 224.1.0.1 and .2 belong to the fixtures' groups
  assert.is(group.multicast_ip, '224.1.0.3')
  assert.is(group.has_any_source_member, true)
  assert.is((await call(`/v1/multicast-groups/new-feed/members`)).body.items.length, 1)
  assert.is((await call(`/v1/instances/db1/multicast-groups/new-feed?${q}`, 'DELETE')).status, 204)
  assert.is((await call('/v1/multicast-groups/new-feed')).status, 404)
  // leaving again is idempotent on the server, but the group is gone now: its lookup answers 404
  assert.is((await call(`/v1/instances/db1/multicast-groups/new-feed?${q}`, 'DELETE')).status, 404)
})

test('joining by IP needs a multicast address in a pool linked to the silo; SSM needs sources', async () => {
  const call = setup()
  const outside = await call(`/v1/instances/db1/multicast-groups/239.9.9.9?${q}`, 'PUT', {})
  assert.is(outside.status, 400)
  assert.match(outside.body.message, "not in any pool's address range")
  const ssm = await call(`/v1/instances/db1/multicast-groups/232.1.1.1?${q}`, 'PUT', {})
  assert.is(ssm.status, 400)
  assert.match(ssm.body.message, 'SSM multicast addresses require at least one source IP')
  const mixed = await call(`/v1/instances/db1/multicast-groups/224.1.0.9?${q}`, 'PUT', { source_ips: ['fd00::1'] })
  assert.is(mixed.status, 400)
  const ok = await call(`/v1/instances/db1/multicast-groups/224.1.0.9?${q}`, 'PUT', {
    source_ips: ['198.51.100.1', '198.51.100.1'],
  })
  assert.is(ok.status, 201)
  assert.equal(ok.body.source_ips, ['198.51.100.1'])
  const byIp = (await call('/v1/multicast-groups/224.1.0.9')).body
  assert.is(byIp.name, 'mcast-224-1-0-9')
  assert.is(byIp.has_any_source_member, false)
  const unknownId = await call(
    `/v1/instances/db1/multicast-groups/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}?${q}`,
    'PUT',
    {},
  )
  assert.is(unknownId.status, 404)
})

test('a silo viewer lists groups but cannot join; instance create joins groups; delete leaves them', async () => {
  const api = createMockApi({ mode: 'server' })
  const viewer = mockFetch(api)
  await viewer('/v1/login/default-silo/local', {
    method: 'POST',
    json: { username: 'silo-viewer', password: 'demo-password' },
  })
  assert.is((await viewer('/v1/multicast-groups')).status, 200)
  const denied = await viewer(`/v1/instances/db2/multicast-groups/video-feed?${q}`, { method: 'PUT', json: {} })
  assert.ok(denied.status === 403 || denied.status === 404, String(denied.status))

  const call = setup()
  const made = await call(`/v1/instances?${q}`, 'POST', {
    name: 'mc-inst',
    description: '',
    hostname: 'mc-inst',
    ncpus: 1,
    memory: 2 * 1024 ** 3,
    network_interfaces: { type: 'none' },
    multicast_groups: [{ group: 'video-feed' }, { group: 'born-at-create' }],
  })
  assert.is(made.status, 201, JSON.stringify(made.body))
  const groups = (await call(`/v1/instances/mc-inst/multicast-groups?${q}`)).body.items
  assert.is(groups.length, 2)
  assert.is(groups[0].state, 'Joining')
  const bad = await call(`/v1/instances?${q}`, 'POST', {
    name: 'mc-bad',
    description: '',
    hostname: 'mc-bad',
    ncpus: 1,
    memory: 2 * 1024 ** 3,
    network_interfaces: { type: 'none' },
    multicast_groups: [{ group: '232.1.1.1' }],
  })
  assert.is(bad.status, 400)
  assert.is((await call(`/v1/instances/mc-bad?${q}`)).status, 404)
})

test('BGP config update changes only the given fields, keeps the ASN, refuses a taken name', async () => {
  const call = setup()
  const before = (await call('/v1/system/networking/bgp')).body.items[0]
  const updated = await call(`/v1/system/networking/bgp?name_or_id=${before.name}`, 'PUT', { max_paths: 8 })
  assert.is(updated.status, 200)
  assert.is(updated.body.max_paths, 8)
  assert.is(updated.body.asn, before.asn)
  assert.is(updated.body.description, before.description)
  await call('/v1/system/networking/bgp', 'POST', {
    name: 'other-bgp',
    description: '',
    asn: 65001,
    bgp_announce_set_id: 'as65547-announce',
  })
  const clash = await call('/v1/system/networking/bgp?name_or_id=other-bgp', 'PUT', { name: before.name })
  assert.is(clash.status, 400)
  const unknownSet = await call('/v1/system/networking/bgp?name_or_id=other-bgp', 'PUT', {
    bgp_announce_set_id: 'nope',
  })
  assert.is(unknownSet.status, 404)
})

test('jumbo frames at instance create need the fleet opt-in; a silo viewer cannot read the settings', async () => {
  const call = setup()
  const body = {
    name: 'jumbo',
    description: '',
    hostname: 'jumbo',
    ncpus: 1,
    memory: 2 * 1024 ** 3,
    network_interfaces: { type: 'none' },
    enable_jumbo_frames: true,
  }
  assert.is((await call(`/v1/instances?${q}`, 'POST', body)).status, 400)
  const on = await call('/v1/system/networking/settings', 'PUT', { external_jumbo_frames_opt_in_enabled: true })
  assert.equal(on.body, { external_jumbo_frames_opt_in_enabled: true })
  assert.is((await call(`/v1/instances?${q}`, 'POST', body)).status, 201)

  const viewer = mockFetch(createMockApi({ mode: 'server' }))
  await viewer('/v1/login/default-silo/local', {
    method: 'POST',
    json: { username: 'silo-viewer', password: 'demo-password' },
  })
  assert.is((await viewer('/v1/system/networking/settings')).status, 403)
})

test.run()
