import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { firewallRuleActionDisabled } from '../../../api/rules/firewall-rules'
import type { Bulk, BulkAction } from '../../common/bulk/bulk'
import { rulesWithStatus, rulesWithout } from './firewall-rules'
import { changeFirewallRules, firewallChangeLines, firewallRulesUpdateParams } from './use-firewall-rules'

type Vpc = { project: string; vpc: string }
type Change = (current: VpcFirewallRuleUpdate[]) => VpcFirewallRuleUpdate[]

/**
 * Bulk actions on a VPC's firewall rules. The API saves the whole set at
 * once (PUT /vpc-firewall-rules), so items run one at a time, each re-reading the current
 * rules and sending one change: every rule gets its own result. Each item's change is to its rule
 * as the list showed it: a rule someone else changed or removed meanwhile fails on its
 * own with both versions, instead of being overwritten or brought back. Before it runs, the review
 * lists what the items change in the rule set and each item's PUT (from `rules`, the list as shown).
 */
export function firewallBulk(p: Vpc, rules: VpcFirewallRule[] | undefined): Bulk<VpcFirewallRule> {
  const action = (
    label: string,
    change: (name: string) => Change,
    more: Partial<BulkAction<VpcFirewallRule>>,
  ): BulkAction<VpcFirewallRule> => ({
    label,
    concurrency: 1,
    run: (r, write) => changeFirewallRules(p, [r], change(r.name), write),
    changes: (rows) => firewallChangeLines(rows, (seen) => rows.reduce((set, r) => change(r.name)(set), seen)),
    // the rows come from the loaded list, so it is here whenever a row can be selected
    request:
      rules && ((r) => requestPreview('vpcFirewallRulesUpdate', firewallRulesUpdateParams(p, change(r.name)(rules)))),
    ...more,
  })
  const status = (label: string, change: 'enable' | 'disable') =>
    action(label, (name) => (seen) => rulesWithStatus(seen, name, change === 'enable' ? 'enabled' : 'disabled'), {
      disabled: (r) => firewallRuleActionDisabled(change, r),
    })
  return {
    noun: { one: 'firewall rule', many: 'firewall rules' },
    resume: { kind: 'firewall-rules', args: p },
    actions: [
      status('Enable', 'enable'),
      status('Disable', 'disable'),
      action('Delete', (name) => (seen) => rulesWithout(seen, name), { danger: true }),
    ],
  }
}
