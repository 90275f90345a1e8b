import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { parseSpecTable, parseSpecColors } from '../../../test-support/spec-table'
import type { InstanceState } from '../../../web/api/rules/api-types'
import {
  instanceActionDisabled,
  instanceActions,
  instanceAutoRestartDue,
  instanceCan,
  instanceStateColor,
  instanceTransitional,
} from '../../../web/api/rules/instances'

// The expectations below are the rules: states tables pasted as text, not the module's
// own tables, so a wrong row fails here.
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


const instanceStates: InstanceState[] = [
  'creating', 'starting', 'running', 'stopping', 'stopped',
  'rebooting', 'migrating', 'repairing', 'failed', 'destroyed',
]
const Instance = suite('instanceCan')

Instance('has exactly the states actions', () => {
  assert.equal(Object.keys(instanceCan).sort(), [...parseSpecTable(instanceSpec).keys()].sort())
  assert.equal(Object.keys(instanceActions).sort(), Object.keys(instanceCan).sort())
})

for (const [action, allowed] of parseSpecTable(instanceSpec)) {
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

const Spinner = suite('instanceTransitional')

Spinner('the rules: states: creating, starting, rebooting, migrating and stopping spin', () => {
  const spinning = ['creating', 'starting', 'rebooting', 'migrating', 'stopping']
  for (const s of instanceStates) assert.is(instanceTransitional(s), spinning.includes(s), s)
  assert.equal([...instanceTransitional.states].sort(), [...spinning].sort())
})

Spinner.run()

const Colors = suite('instanceStateColor')

// the rules: states "Badge colours", verbatim.
const colorSpec =
  'running default; stopped neutral; failed destructive; destroyed destructive; creating default; starting blue; rebooting blue; migrating purple; repairing notice; stopping neutral'

Colors('every state has its SPEC colour and nothing else', () => {
  assert.equal(instanceStateColor, parseSpecColors(colorSpec))
  assert.equal(Object.keys(instanceStateColor).sort(), [...instanceStates].sort())
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

