import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { IpPool, PhysicalDisk, Silo, Sled, UpdateStatus } from '../../../../web/api/generated/types'
import {
  collectIssues,
  diskIssue,
  poolIssue,
  siloIssue,
  sledIssue,
  updateIssue,
} from '../../../../web/pages/system/issues/issues'
import { nextProvisionPolicy, SLED_EXPUNGED_REASON } from '../../../../web/api/rules/sleds'
import { linkStatus } from '../../../../web/api/rules/switch-ports'
import { sumCounts, usageFigure } from '../../../../web/pages/common/usage/usage'

const t = new Date(0)
const sled = (id: string, policy: Sled['policy'], state: Sled['state'] = 'active'): Sled => ({
  id,
  policy,
  state,
  rackId: 'r',
  baseboard: { part: 'p', revision: 1, serial: `S-${id}` },
  usableHardwareThreads: 128,
  usablePhysicalRam: 1024,
  timeCreated: t,
  timeModified: t,
})
const inService = { kind: 'in_service', provisionPolicy: 'provisionable' } as const
const disk = (id: string, policy: PhysicalDisk['policy'], state: PhysicalDisk['state']): PhysicalDisk => ({
  id,
  policy,
  state,
  serial: `D-${id}`,
  model: 'm',
  vendor: 'v',
  formFactor: 'u2',
  sledId: 's1',
  timeCreated: t,
  timeModified: t,
})
const silo = (name: string, identityMode: Silo['identityMode']): Silo => ({
  id: name,
  name,
  identityMode,
  description: '',
  discoverable: true,
  mappedFleetRoles: {},
  timeCreated: t,
  timeModified: t,
})
const pool = { id: 'p1', name: 'pool-1' } as IpPool
const update = (versions: Record<string, number>, extra: Partial<UpdateStatus> = {}): UpdateStatus => ({
  componentsByReleaseVersion: versions,
  contactSupport: false,
  suspended: false,
  targetRelease: { version: '17.0.0', timeRequested: t },
  timeLastStepPlanned: t,
  ...extra,
})

const Rules = suite('issue rules')

Rules('sleds: expunged and not active are errors, non-provisionable a warning, healthy nothing', () => {
  assert.is(sledIssue(sled('a', inService)), undefined)
  assert.is(sledIssue(sled('b', { kind: 'expunged' }, 'decommissioned'))?.severity, 'error')
  assert.is(sledIssue(sled('c', inService, 'decommissioned'))?.severity, 'error')
  assert.is(sledIssue(sled('d', { kind: 'in_service', provisionPolicy: 'non_provisionable' }))?.severity, 'warning')
  assert.is(sledIssue(sled('b', { kind: 'expunged' }))?.href, '/system/inventory/sleds/b')
})

Rules('physical disks not in service', () => {
  assert.is(diskIssue(disk('1', { kind: 'in_service' }, 'active')), undefined)
  assert.ok(diskIssue(disk('2', { kind: 'expunged' }, 'decommissioned'))?.title.includes('expunged'))
})

Rules('update: support needed, in progress, or settled', () => {
  assert.is(updateIssue(update({ '17.0.0': 10 })), undefined)
  assert.is(updateIssue(update({ '17.0.0': 10, '16.0.0': 2 }))?.severity, 'warning')
  assert.is(updateIssue(update({ '16.0.0': 12 }))?.severity, 'warning')
  assert.is(updateIssue(update({ '17.0.0': 10 }, { contactSupport: true }))?.severity, 'error')
})

Rules('silos: SAML silos need a provider, local-only ones do not', () => {
  assert.is(siloIssue(silo('a', 'local_only'), []), undefined)
  assert.is(siloIssue(silo('b', 'saml_jit'), [{ id: 'i' } as never]), undefined)
  assert.is(siloIssue(silo('c', 'saml_scim'), [])?.href, '/system/silos/c/idps')
})

Rules('pools: no remaining addresses', () => {
  assert.is(poolIssue(pool, { capacity: 10, remaining: 1 }), undefined)
  assert.is(poolIssue(pool, { capacity: 10, remaining: 0 })?.severity, 'error')
  assert.is(poolIssue(pool, { capacity: 0, remaining: 0 })?.detail, 'It has no ranges.')
})

Rules('collectIssues: errors first, missing inputs skipped', () => {
  const issues = collectIssues({
    sleds: [sled('w', { kind: 'in_service', provisionPolicy: 'non_provisionable' }), sled('e', { kind: 'expunged' })],
    silos: [{ silo: silo('s', 'saml_jit'), idps: undefined }],
  })
  assert.equal(
    issues.map((i) => [i.kind, i.severity]),
    [
      ['sled', 'error'],
      ['sled', 'warning'],
    ],
  )
  assert.equal(collectIssues({}), [])
})

Rules.run()

const Sleds = suite('sled rules')

Sleds('provision policy toggles; expunged sleds give the reason', () => {
  assert.equal(nextProvisionPolicy({ policy: inService }), { to: 'non_provisionable' })
  assert.equal(nextProvisionPolicy({ policy: { kind: 'in_service', provisionPolicy: 'non_provisionable' } }), {
    to: 'provisionable',
  })
  assert.equal(nextProvisionPolicy({ policy: { kind: 'expunged' } }), { reason: SLED_EXPUNGED_REASON })
})

Sleds('link status is found wherever the state sits, else unknown', () => {
  assert.is(linkStatus({ link: 'up' }), 'up')
  assert.is(linkStatus({ link: { linkState: 'Down' } }), 'down')
  assert.is(linkStatus({ whatever: 1 }), 'unknown')
  assert.is(linkStatus(null), 'unknown')
})

Sleds.run()

const Usage = suite('usage figures')

Usage('percent is capped for the bar, over flags it', () => {
  assert.equal(usageFigure(5, 10), { used: 5, limit: 10, percent: 50, over: false })
  assert.equal(usageFigure(15, 10), { used: 15, limit: 10, percent: 100, over: true })
  assert.equal(usageFigure(0, 0), { used: 0, limit: 0, percent: 0, over: false })
})

Usage('sums counts', () => {
  assert.equal(
    sumCounts([
      { cpus: 1, memory: 2, storage: 3 },
      { cpus: 4, memory: 5, storage: 6 },
    ]),
    { cpus: 5, memory: 7, storage: 9 },
  )
})

Usage.run()
