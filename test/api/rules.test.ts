import { suite } from 'uvu'
import * as assert from 'uvu/assert'

import {
  type DiskStateName,
  type InstanceState,
  type SnapshotState,
  CAPACITY_FRACTION,
  diskActionDisabled,
  diskActions,
  diskCan,
  diskStateColor,
  diskTransitional,
  disabledReason,
  estimateCapacity,
  instanceActionDisabled,
  instanceActions,
  instanceAutoRestartDue,
  instanceCan,
  instanceStateColor,
  instanceTransitional,
  snapshotStateColor,
  snapshotTransitional,
} from '../../web/api/rules'
import { GiB, TiB } from '../../web/util/format'

// The expectations below are SPEC §4's tables pasted as text, not the module's
// own tables, so a wrong row in rules.ts fails here.
const instanceSpec = `
| start | stopped, failed |
| delete | stopped, failed |
| resize | stopped, failed, creating |
| update boot disk | stopped, failed, creating |
| reboot | running |
| stop | running, starting, rebooting, failed |
| detach disk | creating, stopped, failed |
| attach disk | creating, stopped |
| update network interface | stopped |
| serial console | running, rebooting, migrating, repairing |
| add to affinity group | stopped |`

const diskSpec = `
| delete | detached, faulted |
| snapshot | attached, detached |
| attach | creating, detached |
| detach | attached |
| set as boot disk | attached |`

// SPEC wording -> our action key
const actionKey: Record<string, string> = {
  'update boot disk': 'updateBootDisk',
  'detach disk': 'detachDisk',
  'attach disk': 'attachDisk',
  'update network interface': 'updateNic',
  'serial console': 'serialConsole',
  'add to affinity group': 'addToAffinityGroup',
  'set as boot disk': 'setAsBootDisk',
}

function parseTable(md: string): Map<string, string[]> {
  const rows = new Map<string, string[]>()
  for (const line of md.trim().split('\n')) {
    const [action, states] = line.split('|').slice(1, 3).map((c) => c.trim())
    rows.set(actionKey[action] ?? action, states.split(', '))
  }
  return rows
}

const instanceStates: InstanceState[] = [
  'creating', 'starting', 'running', 'stopping', 'stopped',
  'rebooting', 'migrating', 'repairing', 'failed', 'destroyed',
]
const diskStates: DiskStateName[] = [
  'attached', 'attaching', 'creating', 'detaching', 'detached', 'destroyed', 'faulted',
  'maintenance', 'import_ready', 'importing_from_url', 'importing_from_bulk_writes', 'finalizing',
]
const snapshotStates: SnapshotState[] = ['creating', 'ready', 'destroyed', 'faulted']

const Instance = suite('instanceCan')

Instance('has exactly the SPEC §4 actions', () => {
  assert.equal(Object.keys(instanceCan).sort(), [...parseTable(instanceSpec).keys()].sort())
  assert.equal(Object.keys(instanceActions).sort(), Object.keys(instanceCan).sort())
})

for (const [action, allowed] of parseTable(instanceSpec)) {
  Instance(`${action}: allowed in ${allowed.join(', ')} and nowhere else`, () => {
    const can = instanceCan[action as keyof typeof instanceCan]
    assert.equal([...can.states].sort(), [...allowed].sort())
    for (const s of instanceStates) {
      assert.is(can({ runState: s }), allowed.includes(s), `${action} in ${s}`)
      const reason = instanceActionDisabled(action as keyof typeof instanceCan, { runState: s })
      assert.is(reason === undefined, allowed.includes(s))
    }
  })
}

Instance.run()

const Disk = suite('diskCan')

Disk('has exactly the SPEC §4 actions', () => {
  assert.equal(Object.keys(diskCan).sort(), [...parseTable(diskSpec).keys()].sort())
  assert.equal(Object.keys(diskActions).sort(), Object.keys(diskCan).sort())
})

for (const [action, allowed] of parseTable(diskSpec)) {
  Disk(`${action}: reads disk.state.state`, () => {
    const can = diskCan[action as keyof typeof diskCan]
    assert.equal([...can.states].sort(), [...allowed].sort())
    for (const s of diskStates) {
      assert.is(can({ state: { state: s } }), allowed.includes(s), `${action} in ${s}`)
      const reason = diskActionDisabled(action as keyof typeof diskCan, { state: { state: s } })
      assert.is(reason === undefined, allowed.includes(s))
    }
  })
}

Disk('predicates and their states cannot be changed by callers', () => {
  assert.ok(Object.isFrozen(diskCan))
  assert.ok(Object.isFrozen(diskCan.delete.states))
})

Disk.run()

const Reason = suite('disabledReason')

Reason('is built from the predicate states', () => {
  assert.is(
    disabledReason('instance', instanceCan.start),
    'Only available when the instance is stopped or failed'
  )
  assert.is(
    disabledReason('instance', instanceCan.reboot),
    'Only available when the instance is running'
  )
  assert.is(
    disabledReason('instance', instanceCan.resize),
    'Only available when the instance is stopped, failed, or creating'
  )
  assert.is(disabledReason('disk', ['import_ready']), 'Only available when the disk is import ready')
})

Reason('action helpers give the same text only when disallowed', () => {
  assert.is(instanceActionDisabled('start', { runState: 'stopped' }), undefined)
  assert.is(
    instanceActionDisabled('start', { runState: 'running' }),
    disabledReason('instance', instanceCan.start)
  )
  assert.is(
    diskActionDisabled('delete', { state: { state: 'attached' } }),
    'Only available when the disk is detached or faulted'
  )
})

Reason.run()

const Spinner = suite('transitional states')

Spinner('instances, disks and snapshots per SPEC §4', () => {
  const cases: [(s: never) => boolean, string[], string[]][] = [
    [instanceTransitional, instanceStates, ['creating', 'starting', 'rebooting', 'migrating', 'stopping']],
    [diskTransitional, diskStates, ['attaching', 'creating', 'detaching', 'finalizing']],
    [snapshotTransitional, snapshotStates, ['creating']],
  ]
  for (const [test, all, spinning] of cases) {
    for (const s of all) assert.is(test(s as never), spinning.includes(s), s)
  }
  assert.equal([...instanceTransitional.states].sort(), ['creating', 'migrating', 'rebooting', 'starting', 'stopping'])
})

Spinner.run()

const Colors = suite('badge colours')

// SPEC §4 "Badge colours", verbatim.
const colorSpec = {
  instance: 'running default; stopped neutral; failed destructive; destroyed destructive; creating default; starting blue; rebooting blue; migrating purple; repairing notice; stopping neutral',
  disk: 'attached default; attaching blue; creating default; detaching blue; detached neutral; destroyed destructive; faulted destructive; maintenance notice; import_ready blue; importing_from_url purple; importing_from_bulk_writes purple; finalizing blue',
  snapshot: 'creating default; ready default; destroyed neutral; faulted destructive',
}
const parseColors = (s: string) => Object.fromEntries(s.split('; ').map((pair) => pair.split(' ')))

Colors('every state has its SPEC colour and nothing else', () => {
  assert.equal(instanceStateColor, parseColors(colorSpec.instance))
  assert.equal(diskStateColor, parseColors(colorSpec.disk))
  assert.equal(snapshotStateColor, parseColors(colorSpec.snapshot))
  assert.equal(Object.keys(instanceStateColor).sort(), [...instanceStates].sort())
  assert.equal(Object.keys(diskStateColor).sort(), [...diskStates].sort())
  assert.equal(Object.keys(snapshotStateColor).sort(), [...snapshotStates].sort())
})

Colors.run()

const AutoRestart = suite('instanceAutoRestartDue')

const now = new Date('2024-06-01T12:00:00Z')
const before = new Date(now.getTime() - 1000)
const after = new Date(now.getTime() + 1000)

AutoRestart('failed + enabled + no cooldown or an expired one', () => {
  const cases: [InstanceState, boolean, Date | string | null | undefined, boolean][] = [
    ['failed', true, undefined, true],
    ['failed', true, null, true],
    ['failed', true, before, true],
    ['failed', true, before.toISOString(), true],
    ['failed', true, now, true],
    ['failed', true, after, false],
    ['failed', false, undefined, false],
    ['failed', false, before, false],
    ['running', true, undefined, false],
    ['stopped', true, before, false],
  ]
  for (const [runState, autoRestartEnabled, autoRestartCooldownExpiration, due] of cases) {
    const i = { runState, autoRestartEnabled, autoRestartCooldownExpiration }
    assert.is(instanceAutoRestartDue(i, now), due, JSON.stringify(i))
    assert.is(instanceAutoRestartDue(i, now.getTime()), due)
  }
})

AutoRestart('defaults to the current time', () => {
  const i = { runState: 'failed' as const, autoRestartEnabled: true }
  assert.ok(instanceAutoRestartDue({ ...i, autoRestartCooldownExpiration: new Date(Date.now() - 60_000) }))
  assert.not.ok(instanceAutoRestartDue({ ...i, autoRestartCooldownExpiration: new Date(Date.now() + 60_000) }))
})

AutoRestart.run()

const Capacity = suite('estimateCapacity')

Capacity('SPEC §9: 0.7 of threads, RAM and 32 TiB x 0.909 per sled, summed', () => {
  const sleds = [
    { usableHardwareThreads: 128, usablePhysicalRam: 1024 * GiB },
    { usableHardwareThreads: 64, usablePhysicalRam: 512 * GiB },
  ]
  const est = estimateCapacity(sleds)
  assert.is(CAPACITY_FRACTION, 0.7)
  assert.is(est.cpu, Math.floor(0.7 * 192))
  assert.is(est.ramBytes, Math.floor(0.7 * 1536 * GiB))
  assert.is(est.diskBytes, Math.floor(0.7 * 2 * 32 * 0.909 * TiB))
  // about 20.36 TiB of disk per sled
  assert.ok(Math.abs(estimateCapacity([sleds[0]]).diskBytes / TiB - 20.3616) < 1e-6)
})

Capacity('no sleds, no capacity', () => {
  assert.equal(estimateCapacity([]), { cpu: 0, ramBytes: 0, diskBytes: 0 })
})

Capacity.run()
