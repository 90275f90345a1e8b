import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { initDb, makeLookup, resetDb } from '../../web/mock/db'
import { defaultSilo } from '../../web/mock/fixtures/silos'
import { assertMockError } from '../../test-support/mock-error'

const setup = () => {
  const db = initDb()
  return { db, lookup: makeLookup(db, defaultSilo.id) }
}

test('lookup by name needs the parent selector; by id it stands alone', () => {
  const { lookup } = setup()
  const db1 = lookup.instance({ project: 'mock-project', instance: 'db1' })
  assert.is(db1.run_state, 'running')
  assert.is(lookup.instance({ instance: db1.id }).name, 'db1')
  assertMockError(
    () => lookup.instance({ instance: 'db1' }),
    400,
    'instance should either be UUID or project should be specified',
  )
  assertMockError(
    () => lookup.instance({ instance: db1.id, project: 'mock-project' }),
    400,
    'when providing instance as an ID project should not be specified',
  )
})

test('missing resources throw the server 404 message', () => {
  const { lookup } = setup()
  assertMockError(() => lookup.project({ project: 'nope' }), 404, 'not found: project with name "nope"')
  const id = '00000000-0000-4000-8000-000000000000'
  assertMockError(() => lookup.disk({ disk: id }), 404, `not found: disk with id "${id}"`)
  assertMockError(
    () => lookup.subnet({ subnet: 'x', vpc: 'mock-vpc', project: 'mock-project' }),
    404,
    'not found: vpc-subnet with name "x"',
  )
})

test('projects of another silo are not visible', () => {
  const { lookup } = setup()
  assertMockError(() => lookup.project({ project: 'maze-project' }), 404, 'not found: project with name "maze-project"')
})

test('contract fixtures exist in the stated states', () => {
  const { db, lookup } = setup()
  const p = { project: 'mock-project' }
  const db1 = lookup.instance({ ...p, instance: 'db1' })
  assert.is(lookup.instance({ ...p, instance: 'db2' }).run_state, 'stopped')
  assert.equal(lookup.disk({ ...p, disk: 'disk-1' }).state, { state: 'attached', instance: db1.id })
  assert.is(lookup.disk({ ...p, disk: 'disk-2' }).state.state, 'detached')
  lookup.snapshot({ ...p, snapshot: 'snapshot-1' })
  lookup.image({ ...p, image: 'image-1' })
  lookup.floatingIp({ ...p, floating_ip: 'floating-1' })
  lookup.subnet({ ...p, vpc: 'mock-vpc', subnet: 'mock-subnet' })
  const states = new Set(db.instances.map((i) => i.run_state))
  for (const s of [
    'creating',
    'starting',
    'running',
    'stopping',
    'stopped',
    'rebooting',
    'migrating',
    'repairing',
    'failed',
  ]) {
    assert.ok(states.has(s as never), s)
  }
  const diskStates = new Set(db.disks.map((d) => d.state.state))
  assert.is(diskStates.size, 12)
  assert.is(new Set(db.snapshots.map((s) => s.state)).size, 4)
  assert.ok(db.instances.length >= 30)
})

test('resetDb restores the fixtures in place', () => {
  const { db } = setup()
  db.projects.length = 0
  resetDb(db)
  assert.ok(db.projects.some((p) => p.name === 'mock-project'))
})

test.run()
