import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Disk, DiskState, Instance } from '../../../../web/api/generated/types'
import { type DiskStateName } from '../../../../web/api/rules/api-types'
import { diskActions } from '../../../../web/api/rules/disks'
import type { MenuAction } from '../../../../web/ui/ActionMenu'
import { useDiskActions } from '../../../../web/pages/project/disks/actions'
import { render, withDom } from '../../../../test-support/dom'

const Actions = suite('useDiskActions')
withDom(Actions)

const states: DiskStateName[] = [
  'creating',
  'detached',
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
  'maintenance',
  'attaching',
  'attached',
  'detaching',
  'destroyed',
  'faulted',
]
const byLabel = { Snapshot: 'snapshot', Detach: 'detach', Delete: 'delete' } as const
const withInstance = new Set<DiskStateName>(['attaching', 'attached', 'detaching'])

function actionsFor(state: DiskStateName, instances = new Map<string, Instance>()): MenuAction[] {
  let out: MenuAction[] = []
  const diskState = (withInstance.has(state) ? { state, instance: 'i1' } : { state }) as DiskState
  function Probe() {
    out = useDiskActions('p', instances)({ id: 'd1', name: 'd', state: diskState } as Disk)
    return null
  }
  render(<Probe />)
  return out
}

Actions('each action is enabled exactly in its states table disk states, else disabled with the table reason', () => {
  for (const state of states) {
    const actions = actionsFor(state)
    assert.equal(
      actions.map((a) => a.label),
      ['Snapshot', 'Detach', 'Delete'],
    )
    for (const a of actions) {
      const allowed = (diskActions[byLabel[a.label as keyof typeof byLabel]] as DiskStateName[]).includes(state)
      assert.is(!a.disabled, allowed, `${a.label} in ${state}`)
      if (!allowed) assert.match(String(a.disabled), /^Only available when the disk is /)
    }
  }
})

Actions('delete on an attached disk says why (the rules: states)', () => {
  const del = actionsFor('attached').find((a) => a.label === 'Delete')!
  assert.is(del.disabled, 'Only available when the disk is detached or faulted')
  assert.ok(del.danger)
})

Actions("detach also follows the attached instance's own rule", () => {
  const running = new Map([['i1', { id: 'i1', name: 'db1', runState: 'running' } as Instance]])
  assert.is(
    actionsFor('attached', running).find((a) => a.label === 'Detach')!.disabled,
    'Only available when the instance is creating, stopped, or failed',
  )
  const stopped = new Map([['i1', { id: 'i1', name: 'db1', runState: 'stopped' } as Instance]])
  assert.not.ok(actionsFor('attached', stopped).find((a) => a.label === 'Detach')!.disabled)
})

Actions.run()
