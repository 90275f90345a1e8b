import type { VpcFirewallRule } from '../../../api/generated/types'
import { firewallRuleActionDisabled } from '../../../api/rules/firewall-rules'
import type { Bulk, BulkAction } from '../../common/bulk'
import { rulesWithStatus, rulesWithout } from './firewall-rules'
import { changeFirewallRules } from './use-firewall-rules'

type Vpc = { project: string; vpc: string }

/**
 * Bulk actions on a VPC's firewall rules (issue #12 point 2). The API saves the whole set at
 * once (PUT /vpc-firewall-rules), so items run one at a time, each re-reading the current
 * rules and sending one change: every rule gets its own result. Each item's change is to its rule
 * as the list showed it (issue #32): a rule someone else changed or removed meanwhile fails on its
 * own with both versions, instead of being overwritten or brought back.
 */
export function firewallBulk(p: Vpc): Bulk<VpcFirewallRule> {
  const status = (label: string, change: 'enable' | 'disable'): BulkAction<VpcFirewallRule> => ({
    label,
    concurrency: 1,
    disabled: (r) => firewallRuleActionDisabled(change, r),
    run: (r, write) =>
      changeFirewallRules(
        p,
        [r],
        (seen) => rulesWithStatus(seen, r.name, change === 'enable' ? 'enabled' : 'disabled'),
        write,
      ),
  })
  return {
    noun: { one: 'firewall rule', many: 'firewall rules' },
    resume: { kind: 'firewall-rules', args: p },
    actions: [
      status('Enable', 'enable'),
      status('Disable', 'disable'),
      {
        label: 'Delete',
        danger: true,
        concurrency: 1,
        run: (r, write) => changeFirewallRules(p, [r], (seen) => rulesWithout(seen, r.name), write),
      },
    ],
  }
}
