import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { externalSubnetActionDisabled, externalSubnetActions, externalSubnetCan, externalSubnetState, type ExternalSubnetState } from '../../../web/api/rules/external-subnets'

const ips: Record<ExternalSubnetState, { instanceId?: string | null }> = { attached: { instanceId: 'i' }, detached: { instanceId: null } }

test('attachment state comes from instanceId', () => {
  assert.is(externalSubnetState(ips.attached), 'attached')
  assert.is(externalSubnetState(ips.detached), 'detached')
  assert.is(externalSubnetState({}), 'detached')
})

test('every action allows exactly the states in its row; the reason is built from the row', () => {
  for (const [action, states] of Object.entries(externalSubnetActions) as [keyof typeof externalSubnetActions, ExternalSubnetState[]][]) {
    for (const [state, ip] of Object.entries(ips) as [ExternalSubnetState, { instanceId?: string | null }][]) {
      const allowed = states.includes(state)
      assert.is(externalSubnetCan[action](ip), allowed, `${action} ${state}`)
      assert.is(externalSubnetActionDisabled(action, ip), allowed ? undefined : `Only available when the external subnet is ${states.join(' or ')}`)
    }
  }
})

test.run()
