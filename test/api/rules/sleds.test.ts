import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { Sled, SledProvisionPolicy } from '../../../web/api/generated/types'
import {
  nextProvisionPolicy,
  physicalDiskPolicyBadge,
  physicalDiskStateColor,
  SLED_EXPUNGED_REASON,
  sledPolicyColor,
  sledPolicyColors,
  sledPolicyLabel,
  sledStateColor,
} from '../../../web/api/rules/sleds'

const inService = (provisionPolicy: SledProvisionPolicy) => ({ policy: { kind: 'in_service', provisionPolicy } }) as Pick<Sled, 'policy'>
const expunged = { policy: { kind: 'expunged' } } as Pick<Sled, 'policy'>

test('a sled’s policy colour is the table row for its policy', () => {
  for (const [key, color] of Object.entries(sledPolicyColors)) {
    const sled = key === 'expunged' ? expunged : inService(key as SledProvisionPolicy)
    assert.is(sledPolicyColor(sled), color, key)
  }
})

test('labels and the next provision policy follow the policy; expunged sleds give the reason', () => {
  assert.is(sledPolicyLabel(expunged), 'Expunged')
  assert.is(sledPolicyLabel(inService('non_provisionable')), 'In service, not provisionable')
  assert.equal(nextProvisionPolicy(inService('provisionable')), { to: 'non_provisionable' })
  assert.equal(nextProvisionPolicy(inService('non_provisionable')), { to: 'provisionable' })
  assert.equal(nextProvisionPolicy(expunged), { reason: SLED_EXPUNGED_REASON })
})

test('physical disks have their own colour tables (not the virtual disks’ diskStateColor)', () => {
  assert.equal(physicalDiskStateColor, { active: 'default', decommissioned: 'neutral' })
  assert.equal(sledStateColor, { active: 'default', decommissioned: 'neutral' })
  assert.equal(physicalDiskPolicyBadge.expunged, { label: 'Expunged', color: 'destructive' })
  assert.equal(physicalDiskPolicyBadge.in_service, { label: 'In service', color: 'default' })
})

test.run()
