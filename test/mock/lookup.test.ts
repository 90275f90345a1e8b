/**
 * The one by-id-or-by-name-within-parent lookup (web/mock/lookup.ts) at every depth: Nexus's
 * 400s for a name without its parent or an id with one, the 404 naming what was asked for, and
 * a resource of another silo or one the caller may not read answering that same 404.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { initDb, makeLookup } from '../../web/mock/db'
import { notFound } from '../../web/mock/errors'
import { defaultSilo } from '../../web/mock/fixtures/silos'
import { assertMockError } from '../../test-support/mock-error'

const vpcSel = { project: 'mock-project', vpc: 'mock-vpc' }

test('a route: by name under its router, by id alone', () => {
  const lookup = makeLookup(initDb(), defaultSilo.id)
  const route = lookup.route({ ...vpcSel, router: 'mock-custom-router', route: 'drop-local' })
  assert.is(lookup.route({ route: route.id }).name, 'drop-local')
  assertMockError(
    () => lookup.route({ route: 'drop-local', vpc: 'mock-vpc' }),
    400,
    'router-route should either be UUID or router should be specified',
  )
  assertMockError(
    () => lookup.route({ route: route.id, router: 'mock-custom-router', vpc: 'mock-vpc' }),
    400,
    'when providing router-route as an ID router and vpc should not be specified',
  )
  assertMockError(
    () => lookup.route({ ...vpcSel, router: 'mock-custom-router', route: 'nope' }),
    404,
    'not found: router-route with name "nope"',
  )
  assertMockError(
    () => lookup.route({ ...vpcSel, router: 'nope', route: 'x' }),
    404,
    'not found: vpc-router with name "nope"',
  )
})

test('an interface under its instance; a gateway child under its gateway', () => {
  const db = initDb()
  const lookup = makeLookup(db, defaultSilo.id)
  const nic = lookup.networkInterface({ project: 'mock-project', instance: 'db1', interface: 'nic1' })
  assert.is(lookup.networkInterface({ interface: nic.id }).id, nic.id)
  assertMockError(
    () => lookup.networkInterface({ project: 'mock-project', instance: 'db2', interface: 'nic1' }),
    404,
    'not found: instance-network-interface with name "nic1"',
  )
  const pool = db.gatewayIpPools[0]
  const found = lookup.gatewayChild('internet-gateway-ip-pool', 'pool', db.gatewayIpPools, { pool: pool.id })
  assert.is(found.id, pool.id)
})

test('by id, what lies in another silo is not found', () => {
  const db = initDb()
  const route = makeLookup(db, defaultSilo.id).route({ ...vpcSel, router: 'system', route: 'default-v4' })
  const other = db.silos.find((s) => s.id !== defaultSilo.id)!
  assertMockError(
    () => makeLookup(db, other.id).route({ route: route.id }),
    404,
    `not found: router-route with id "${route.id}"`,
  )
})

test('what the caller may not read answers its own 404, by name and by id', () => {
  const db = initDb()
  const hideAll = (_projectId: string, hidden: () => Error) => {
    throw hidden()
  }
  const lookup = makeLookup(db, defaultSilo.id, hideAll)
  assertMockError(
    () => lookup.subnet({ ...vpcSel, subnet: 'mock-subnet' }),
    404,
    notFound('vpc-subnet', 'mock-subnet').message,
  )
  const disk = makeLookup(db, defaultSilo.id).disk({ project: 'mock-project', disk: 'disk-1' })
  assertMockError(() => lookup.disk({ disk: disk.id }), 404, `not found: disk with id "${disk.id}"`)
})

test.run()
