import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type {
  PhysicalDisk,
  PhysicalDiskAdoptionRequest,
  PhysicalDiskPolicy,
  UnadoptedPhysicalDisk,
} from '../../../web/api/generated/types'
import {
  adoptionActions,
  adoptionBadge,
  adoptionCan,
  adoptionReason,
  formFactorLabel,
  physicalDiskAdoption,
  sameDisk,
  unadoptedDiskAdoption,
  type AdoptionState,
} from '../../../web/api/rules/physical-disks'

const identity = { vendor: '1b96', model: 'WUS4C6432DSP3X3', serial: 'U2-NEW-0001' }
const unadopted: UnadoptedPhysicalDisk = { diskId: identity, sledId: 's', slot: 5, variant: 'u2' }
const physical = (kind: PhysicalDiskPolicy['kind']): PhysicalDisk => ({
  ...identity,
  id: 'd',
  formFactor: 'u2',
  policy: { kind },
  state: kind === 'expunged' ? 'decommissioned' : 'active',
  sledId: 's',
  timeCreated: new Date(0),
  timeModified: new Date(0),
})
const request = (serial: string, over: Partial<typeof identity> = {}): PhysicalDiskAdoptionRequest => ({
  id: `r-${serial}`,
  diskId: { ...identity, serial, ...over },
  timeCreated: new Date(0),
})
const mine = request('U2-NEW-0001')

test('an unadopted disk awaits adoption exactly when a request names its whole identity', () => {
  const cases: [PhysicalDiskAdoptionRequest[], AdoptionState, string | undefined][] = [
    [[], 'unadopted', undefined],
    [[request('other')], 'unadopted', undefined],
    [[request('other'), mine], 'awaiting_adoption', mine.id],
    [[request('U2-NEW-0001', { vendor: 'x' })], 'unadopted', undefined],
    [[request('U2-NEW-0001', { model: 'x' })], 'unadopted', undefined],
  ]
  for (const [requests, state, id] of cases) {
    const a = unadoptedDiskAdoption(unadopted, requests)
    assert.is(a.state, state)
    assert.is(a.request?.id, id)
    assert.equal(a.identity, identity)
  }
  assert.ok(sameDisk(identity, { ...identity }))
})

test('a physical disk is adopted while in service; an expunged one is unadopted or awaits re-adoption', () => {
  const cases: [PhysicalDiskPolicy['kind'], PhysicalDiskAdoptionRequest[], AdoptionState][] = [
    ['in_service', [], 'adopted'],
    ['in_service', [mine], 'adopted'],
    ['expunged', [], 'unadopted'],
    ['expunged', [request('other')], 'unadopted'],
    ['expunged', [mine], 'awaiting_adoption'],
  ]
  for (const [kind, requests, state] of cases) {
    const a = physicalDiskAdoption(physical(kind), requests)
    assert.is(a.state, state, `${kind} with ${requests.length} requests`)
    assert.equal(a.identity, identity)
  }
})

test('each action is allowed in the states of its table row, and otherwise says which', () => {
  const states: AdoptionState[] = ['adopted', 'awaiting_adoption', 'unadopted']
  for (const [action, allowed] of Object.entries(adoptionActions) as [keyof typeof adoptionActions, AdoptionState[]][])
    for (const state of states) {
      assert.is(adoptionCan[action]({ state }), allowed.includes(state), `${action} ${state}`)
      assert.is(
        adoptionReason(action, { state }),
        allowed.includes(state)
          ? undefined
          : `Only available when the disk is ${allowed.map((s) => s.replaceAll('_', ' ')).join(' or ')}`,
      )
    }
  assert.equal(adoptionActions, { enable: ['unadopted'], disable: ['awaiting_adoption'] })
  assert.is(adoptionReason('enable', { state: 'adopted' }), 'Only available when the disk is unadopted')
  assert.is(adoptionReason('disable', { state: 'unadopted' }), 'Only available when the disk is awaiting adoption')
})

test('badges and form factors have a row per variant', () => {
  assert.equal(adoptionBadge, {
    adopted: { label: 'Adopted', color: 'default' },
    awaiting_adoption: { label: 'Awaiting adoption', color: 'blue' },
    unadopted: { label: 'Not adopted', color: 'neutral' },
  })
  assert.equal(formFactorLabel, { m2: 'M.2', u2: 'U.2' })
})

test.run()
