import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { VpcFirewallRuleStatus } from '../../../web/api/generated/types'
import {
  firewallRuleActionColor,
  firewallRuleActionDisabled,
  firewallRuleActions,
  firewallRuleCan,
  firewallRuleStatusColor,
} from '../../../web/api/rules/firewall-rules'

const statuses: VpcFirewallRuleStatus[] = ['enabled', 'disabled']

test('Enable and Disable apply to exactly the statuses in their rows; otherwise "Already <status>"', () => {
  for (const [action, allowed] of Object.entries(firewallRuleActions) as [keyof typeof firewallRuleActions, VpcFirewallRuleStatus[]][]) {
    for (const status of statuses) {
      assert.is(firewallRuleCan[action]({ status }), allowed.includes(status), `${action} ${status}`)
      assert.is(firewallRuleActionDisabled(action, { status }), allowed.includes(status) ? undefined : `Already ${status}`)
    }
  }
})

test('deny and disabled stand out; allow and enabled are plain', () => {
  assert.equal(firewallRuleActionColor, { allow: 'default', deny: 'destructive' })
  assert.equal(firewallRuleStatusColor, { enabled: 'default', disabled: 'neutral' })
})

test.run()
