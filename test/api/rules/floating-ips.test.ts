import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { floatingIpActionDisabled, floatingIpActions, floatingIpCan, floatingIpState, type FloatingIpState } from '../../../web/api/rules/floating-ips'

const ips: Record<FloatingIpState, { instanceId?: string | null }> = { attached: { instanceId: 'i' }, detached: { instanceId: null } }

test('attachment state comes from instanceId', () => {
  assert.is(floatingIpState(ips.attached), 'attached')
  assert.is(floatingIpState(ips.detached), 'detached')
  assert.is(floatingIpState({}), 'detached')
})

test('every action allows exactly the states in its row; the reason is built from the row', () => {
  for (const [action, states] of Object.entries(floatingIpActions) as [keyof typeof floatingIpActions, FloatingIpState[]][]) {
    for (const [state, ip] of Object.entries(ips) as [FloatingIpState, { instanceId?: string | null }][]) {
      const allowed = states.includes(state)
      assert.is(floatingIpCan[action](ip), allowed, `${action} ${state}`)
      assert.is(floatingIpActionDisabled(action, ip), allowed ? undefined : `Only available when the floating IP is ${states.join(' or ')}`)
    }
  }
})

test.run()
