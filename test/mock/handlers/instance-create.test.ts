// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mockFetch } from '../../../web/mock/fetch'
import { createMockApi } from '../../../web/mock/index'

const GiB = 1024 ** 3
const base = (name: string) => ({ name, description: '', hostname: name, ncpus: 1, memory: GiB, start: false })

test('creating a project also creates its default VPC with the default subnet and firewall rules', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  assert.is((await fetch('/v1/projects', { method: 'POST', json: { name: 'fresh', description: '' } })).status, 201)
  const vpcs = (await (await fetch('/v1/vpcs?project=fresh')).json()).items
  assert.equal(
    vpcs.map((v: { name: string }) => v.name),
    ['default'],
  )
  const subnets = (await (await fetch('/v1/vpc-subnets?project=fresh&vpc=default')).json()).items
  assert.equal(
    subnets.map((s: { name: string }) => s.name),
    ['default'],
  )
  const rules = (await (await fetch('/v1/vpc-firewall-rules?project=fresh&vpc=default')).json()).rules
  assert.ok(rules.length > 0)
  // and, as on the server, a project holding its VPC is not deleted
  const del = await fetch('/v1/projects/fresh', { method: 'DELETE' })
  assert.is(del.status, 400)
  assert.match((await del.json()).message, 'contains a vpc: default')
})

test('a default interface in a project with no VPC is refused with the VPC lookup 404', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  await fetch('/v1/projects', { method: 'POST', json: { name: 'bare', description: '' } })
  // as in Nexus, the VPC goes only once its subnet has gone
  assert.is((await fetch('/v1/vpcs/default?project=bare', { method: 'DELETE' })).status, 400)
  assert.is((await fetch('/v1/vpc-subnets/default?project=bare&vpc=default', { method: 'DELETE' })).status, 204)
  assert.is((await fetch('/v1/vpcs/default?project=bare', { method: 'DELETE' })).status, 204)
  const res = await fetch('/v1/instances?project=bare', {
    method: 'POST',
    json: { ...base('i1'), network_interfaces: { type: 'default_ipv4' } },
  })
  assert.is(res.status, 404)
  assert.is((await res.json()).message, 'not found: vpc with name "default"')
  // no interface at all is fine
  const none = await fetch('/v1/instances?project=bare', {
    method: 'POST',
    json: { ...base('i2'), network_interfaces: { type: 'none' } },
  })
  assert.is(none.status, 201)
})

test('an instance may get one ephemeral address per IP version at create, each from its pool', async () => {
  const fetch = mockFetch(createMockApi({ mode: 'preview' }))
  const ephemeral = (pool: string) => ({ type: 'ephemeral', pool_selector: { type: 'explicit', pool } })
  const two = await fetch('/v1/instances?project=mock-project', {
    method: 'POST',
    json: {
      ...base('dual-ips'),
      network_interfaces: { type: 'default_dual_stack' },
      external_ips: [ephemeral('ip-pool-1'), ephemeral('ip-pool-v6')],
    },
  })
  assert.is(two.status, 201)
  const ips = (await (await fetch('/v1/instances/dual-ips/external-ips?project=mock-project')).json()).items
  assert.equal(ips.map((i: { ip: string }) => i.ip.includes(':')).sort(), [false, true])
  const twice = await fetch('/v1/instances?project=mock-project', {
    method: 'POST',
    json: { ...base('two-v4'), external_ips: [ephemeral('ip-pool-1'), ephemeral('ip-pool-2')] },
  })
  assert.is(twice.status, 400)
  assert.is(
    (await twice.json()).message,
    'cannot request two ephemeral IPs of the same version (v4): both pools are v4',
  )
})

test.run()
