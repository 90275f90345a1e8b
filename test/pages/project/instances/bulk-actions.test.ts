import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { Instance, InstanceState } from '../../../../web/api/generated/types'
import { instanceActions } from '../../../../web/api/rules'
import { instanceBulk } from '../../../../web/pages/project/instances/bulk-actions'

const states: InstanceState[] = ['creating', 'starting', 'running', 'stopping', 'stopped', 'rebooting', 'migrating', 'repairing', 'failed', 'destroyed']
const rule = { Start: 'start', Stop: 'stop', Reboot: 'reboot', Delete: 'delete' } as const

const Bulk = suite('instanceBulk')

Bulk('each action skips exactly the rows SPEC §4 disallows, with the table reason', () => {
  const { actions, noun } = instanceBulk('p')
  assert.equal(noun, { one: 'instance', many: 'instances' })
  assert.equal(actions.map((a) => a.label), ['Start', 'Stop', 'Reboot', 'Delete'])
  for (const a of actions) {
    for (const runState of states) {
      const allowed = (instanceActions[rule[a.label as keyof typeof rule]] as InstanceState[]).includes(runState)
      const reason = a.disabled!({ name: 'i', runState } as Instance)
      assert.is(!reason, allowed, `${a.label} in ${runState}`)
      if (!allowed) assert.match(String(reason), /^Only available when the instance is /)
    }
  }
})

Bulk('only Delete is destructive (it confirms); all refresh the instance list', () => {
  const { actions } = instanceBulk('p')
  assert.equal(actions.filter((a) => a.danger).map((a) => a.label), ['Delete'])
  for (const a of actions) assert.ok(a.invalidates.includes('instanceList'), a.label)
})

Bulk.run()
