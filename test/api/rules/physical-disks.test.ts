import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { PhysicalDiskAdoptionRequest, UnadoptedPhysicalDisk } from '../../../web/api/generated/types'
import {
  adoptionActions,
  adoptionBadge,
  adoptionCan,
  adoptionReason,
  diskAdoption,
  formFactorLabel,
  sameDisk,
  type AdoptionState,
} from '../../../web/api/rules/physical-disks'

const identity = { vendor: '1b96', model: 'WUS4C6432DSP3X3', serial: 'U2-NEW-0001' }
const disk: UnadoptedPhysicalDisk = { diskId: identity, sledId: 's', slot: 5, variant: 'u2' }
const request = (serial: string): PhysicalDiskAdoptionRequest => ({
  id: `r-${serial}`,
  diskId: { ...identity, serial },
  timeCreated: new Date(0),
})

test('a disk’s adoption is enabled exactly when a request names its whole identity', () => {
  const cases: [PhysicalDiskAdoptionRequest[], AdoptionState, string | undefined][] = [
    [[], 'disabled', undefined],
    [[request('other')], 'disabled', undefined],
    [[request('other'), request('U2-NEW-0001')], 'enabled', 'r-U2-NEW-0001'],
    [[{ ...request('U2-NEW-0001'), diskId: { ...identity, vendor: 'x' } }], 'disabled', undefined],
    [[{ ...request('U2-NEW-0001'), diskId: { ...identity, model: 'x' } }], 'disabled', undefined],
  ]
  for (const [requests, state, id] of cases) {
    const a = diskAdoption(disk, requests)
    assert.is(a.state, state)
    assert.is(a.request?.id, id)
  }
  assert.ok(sameDisk(identity, { ...identity }))
})

test('each action is allowed in the states of its table row, and otherwise says which', () => {
  const states: AdoptionState[] = ['enabled', 'disabled']
  for (const [action, allowed] of Object.entries(adoptionActions) as [keyof typeof adoptionActions, AdoptionState[]][])
    for (const state of states) {
      assert.is(adoptionCan[action]({ state }), allowed.includes(state), `${action} ${state}`)
      assert.is(
        adoptionReason(action, { state }),
        allowed.includes(state) ? undefined : `Only available when the disk’s adoption is ${allowed.join(' or ')}`,
      )
    }
  assert.equal(adoptionActions, { enable: ['disabled'], disable: ['enabled'] })
})

test('badges and form factors have a row per API variant', () => {
  assert.equal(adoptionBadge.enabled, { label: 'Adoption enabled', color: 'blue' })
  assert.equal(adoptionBadge.disabled, { label: 'Not requested', color: 'neutral' })
  assert.equal(formFactorLabel, { m2: 'M.2', u2: 'U.2' })
})

test.run()
