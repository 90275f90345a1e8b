import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PhysicalDisk, Sled } from '../../../web/api/generated/types'
import { bgpMessageDirectionColor } from '../../../web/api/rules/bgp'
import { issueSeverityColor, poolExhaustedSeverity, sledAttentionSeverity } from '../../../web/api/rules/issues'
import { roleColor } from '../../../web/api/rules/roles'
import { physicalDiskAttention, sledAttention, sledInService, sledPolicyKey } from '../../../web/api/rules/sleds'

type SledIn = Pick<Sled, 'policy' | 'state'>
const inService = { kind: 'in_service', provisionPolicy: 'provisionable' } as const
const noNew = { kind: 'in_service', provisionPolicy: 'non_provisionable' } as const
const expunged = { kind: 'expunged' } as const

test('a sled needs attention when expunged, out of service or taking no new instances, first match wins', () => {
  const table: [SledIn, string | undefined, string | undefined][] = [
    [{ policy: inService, state: 'active' }, undefined, undefined],
    [{ policy: noNew, state: 'active' }, 'not_provisionable', 'warning'],
    [{ policy: inService, state: 'decommissioned' }, 'out_of_service', 'error'],
    [{ policy: noNew, state: 'decommissioned' }, 'out_of_service', 'error'],
    [{ policy: expunged, state: 'active' }, 'expunged', 'error'],
    [{ policy: expunged, state: 'decommissioned' }, 'expunged', 'error'],
  ]
  for (const [sled, cause, severity] of table) {
    const got = sledAttention(sled)
    assert.is(got, cause, JSON.stringify(sled))
    assert.is(got && sledAttentionSeverity[got], severity)
  }
})

test('a sled’s policy key and whether it adds capacity', () => {
  assert.is(sledPolicyKey({ policy: expunged }), 'expunged')
  assert.is(sledPolicyKey({ policy: noNew }), 'non_provisionable')
  assert.is(sledInService({ policy: noNew }), true)
  assert.is(sledInService({ policy: expunged }), false)
})

test('a physical disk needs attention unless in service and active; expunged wins over its state', () => {
  const table: [Pick<PhysicalDisk, 'policy' | 'state'>, string | undefined][] = [
    [{ policy: { kind: 'in_service' }, state: 'active' }, undefined],
    [{ policy: { kind: 'in_service' }, state: 'decommissioned' }, 'decommissioned'],
    [{ policy: { kind: 'expunged' }, state: 'active' }, 'expunged'],
    [{ policy: { kind: 'expunged' }, state: 'decommissioned' }, 'expunged'],
  ]
  for (const [disk, want] of table) assert.is(physicalDiskAttention(disk), want, JSON.stringify(disk))
})

test('an exhausted pool is an error, one with no ranges a warning, one with room none', () => {
  assert.is(poolExhaustedSeverity({ remaining: 1, capacity: 10 }), undefined)
  assert.is(poolExhaustedSeverity({ remaining: 0, capacity: 10 }), 'error')
  assert.is(poolExhaustedSeverity({ remaining: 0, capacity: 0 }), 'warning')
})

test('badge colours: severities, roles, BGP message directions', () => {
  assert.equal(issueSeverityColor, { error: 'destructive', warning: 'notice' })
  assert.equal(roleColor, { admin: 'purple', collaborator: 'blue', limited_collaborator: 'blue', viewer: 'neutral' })
  assert.equal(bgpMessageDirectionColor, { sent: 'blue', received: 'purple' })
})

test.run()
