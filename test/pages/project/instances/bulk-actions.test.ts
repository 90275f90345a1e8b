import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import type { ApiMethod } from '../../../../web/api/client'
import type { Write } from '../../../../web/api/writes'
import { invalidates } from '../../../../web/api/invalidation'
import type { Instance, InstanceState } from '../../../../web/api/generated/types'
import { instanceActions } from '../../../../web/api/rules/instances'
import { instanceBulk } from '../../../../web/pages/project/instances/bulk-actions'

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
const rule = { Start: 'start', Stop: 'stop', Reboot: 'reboot', Delete: 'delete' } as const

const Bulk = suite('instanceBulk')

Bulk('each action skips exactly the rows the rules: states disallows, with the table reason', () => {
  const { actions, noun } = instanceBulk('p')
  assert.equal(noun, { one: 'instance', many: 'instances' })
  assert.equal(
    actions.map((a) => a.label),
    ['Start', 'Stop', 'Reboot', 'Delete'],
  )
  for (const a of actions) {
    for (const runState of states) {
      const allowed = (instanceActions[rule[a.label as keyof typeof rule]] as InstanceState[]).includes(runState)
      const reason = a.disabled!({ name: 'i', runState } as Instance)
      assert.is(!reason, allowed, `${a.label} in ${runState}`)
      if (!allowed) assert.match(String(reason), /^Only available when the instance is /)
    }
  }
})

Bulk('only Delete is destructive (it confirms); all write what refreshes the instance list', async () => {
  const { actions } = instanceBulk('p')
  assert.equal(
    actions.filter((a) => a.danger).map((a) => a.label),
    ['Delete'],
  )
  for (const a of actions) {
    const written: ApiMethod[] = []
    const write = (async (method: ApiMethod) => void written.push(method)) as unknown as Write
    await a.run({ name: 'i' } as Instance, write)
    assert.ok(written.length > 0 && written.every((m) => invalidates(m, 'instanceList')), a.label)
  }
})

Bulk.run()
