import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '../../../api/generated/types'
import { firewallRuleActionDisabled } from '../../../api/rules/firewall-rules'
import type { Bulk, BulkAction } from '../../common/bulk'
import { rulesWithStatus, rulesWithout } from './firewall-rules'
import { changeFirewallRules } from './use-firewall-rules'

type Vpc = { project: string; vpc: string }

/** A bulk item whose rule someone else removed fails on its own instead of silently passing. */
function requireRule(current: VpcFirewallRuleUpdate[], name: string) {
  if (!current.some((r) => r.name === name)) throw new Error(`Firewall rule ${name} no longer exists`)
}

/**
 * Bulk actions on a VPC's firewall rules (issue #12 point 2). The API saves the whole set at
 * once (PUT /vpc-firewall-rules), so items run one at a time, each re-reading the current
 * rules and sending one change: every rule gets its own result.
 */
export function firewallBulk(p: Vpc): Bulk<VpcFirewallRule> {
  const status = (label: string, change: 'enable' | 'disable'): BulkAction<VpcFirewallRule> => ({
    label,
    concurrency: 1,
    disabled: (r) => firewallRuleActionDisabled(change, r),
    run: (r, write) =>
      changeFirewallRules(
        p,
        (current) => {
          requireRule(current, r.name)
          return rulesWithStatus(current, r.name, change === 'enable' ? 'enabled' : 'disabled')
        },
        write,
      ),
  })
  return {
    noun: { one: 'firewall rule', many: 'firewall rules' },
    actions: [
      status('Enable', 'enable'),
      status('Disable', 'disable'),
      {
        label: 'Delete',
        danger: true,
        concurrency: 1,
        run: (r, write) =>
          changeFirewallRules(
            p,
            (current) => {
              requireRule(current, r.name)
              return rulesWithout(current, r.name)
            },
            write,
          ),
      },
    ],
  }
}
