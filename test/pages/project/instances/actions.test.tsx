import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Instance, InstanceState } from '../../../../web/api/generated/types'
import { instanceActions } from '../../../../web/api/rules/instances'
import type { MenuAction } from '../../../../web/ui/ActionMenu'
import { useInstanceActions } from '../../../../web/pages/project/instances/actions'
import { render, withDom } from '../../../../test-support/dom'

const Actions = suite('useInstanceActions')
withDom(Actions)

const states: InstanceState[] = [
  'creating',
  'starting',
  'running',
  'stopping',
  'stopped',
  'rebooting',
  'migrating',
  'repairing',
  'failed',
  'destroyed',
]
const byLabel = { Start: 'start', Stop: 'stop', Reboot: 'reboot', Delete: 'delete' } as const

function actionsFor(runState: InstanceState): MenuAction[] {
  let out: MenuAction[] = []
  function Probe() {
    out = useInstanceActions('p')({ name: 'i', runState } as Instance)
    return null
  }
  render(<Probe />)
  return out
}

Actions('each action is enabled exactly in its states table states, otherwise disabled with the table reason', () => {
  for (const state of states) {
    const actions = actionsFor(state)
    assert.equal(
      actions.map((a) => a.label),
      ['Start', 'Stop', 'Reboot', 'Delete'],
    )
    for (const a of actions) {
      const allowed = (instanceActions[byLabel[a.label as keyof typeof byLabel]] as InstanceState[]).includes(state)
      assert.is(a.disabled === undefined, allowed, `${a.label} in ${state}`)
      if (!allowed) assert.match(String(a.disabled), /^Only available when the instance is /)
    }
  }
})

Actions('the reason names the allowed states', () => {
  const start = actionsFor('running').find((a) => a.label === 'Start')!
  assert.is(start.disabled, 'Only available when the instance is stopped or failed')
  assert.ok(actionsFor('running').find((a) => a.label === 'Delete')!.danger)
})

Actions.run()
