import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { InstanceState } from '../../../web/api/rules/api-types'
import { instanceCan, instancePrimaryActions } from '../../../web/api/rules/instances'

const Primary = suite('instance page: primary actions per state')

Primary('at most two buttons, each allowed in its state', () => {
  for (const [state, actions] of Object.entries(instancePrimaryActions) as [InstanceState, string[]][]) {
    assert.ok(actions.length <= 2, state)
    for (const a of actions) assert.ok(instanceCan[a as keyof typeof instanceCan]({ runState: state }), `${a} in ${state}`)
  }
})

Primary('a running instance offers Stop and its serial console; a stopped one Start', () => {
  assert.equal(instancePrimaryActions.running, ['stop', 'serialConsole'])
  assert.equal(instancePrimaryActions.stopped, ['start'])
})

Primary.run()
