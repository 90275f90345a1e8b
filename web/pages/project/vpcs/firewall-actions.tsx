import { useLocation } from 'wouter'
import type { VpcFirewallRule, VpcFirewallRuleUpdate } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { rulesWithStatus, rulesWithout } from './firewall-rules'
import { changeFirewallRules, firewallChangeLines, firewallChangePreview, useFirewallRules } from './use-firewall-rules'
import { ChangePreview } from '../../../ui/ChangePreview'
import { firewallRuleCan } from '../../../api/rules/firewall-rules'

/** Row actions for a firewall rule. Every change rewrites the VPC's whole list (the rules: entities). */
export function useFirewallRuleActions(p: { project: string; vpc: string }) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  // The list the page shows (same SWR key, no extra request): what the previews start from.
  const rules = useFirewallRules(p).data?.rules
  return (rule: VpcFirewallRule): MenuAction[] => {
    const enable = firewallRuleCan.enable(rule)
    const toggle = (rules: VpcFirewallRuleUpdate[]) =>
      rulesWithStatus(rules, rule.name, enable ? 'enabled' : 'disabled')
    const remove = (rules: VpcFirewallRuleUpdate[]) => rulesWithout(rules, rule.name)
    return [
      { label: 'Edit', write: true, onSelect: () => navigate(to.vpcFirewallRuleEdit({ ...p, rule: rule.name })) },
      { label: 'Clone', onSelect: () => navigate(to.vpcFirewallRulesNew({ ...p, rule: rule.name })) },
      {
        label: enable ? 'Enable' : 'Disable',
        request: firewallChangePreview(p, rules, toggle),
        onSelect: () =>
          confirm.confirmAction({
            title: `${enable ? 'Enable' : 'Disable'} firewall rule`,
            content: (
              <>
                <p>{`${enable ? 'Enable' : 'Disable'} firewall rule ${rule.name}?`}</p>
                <ChangePreview changes={firewallChangeLines([rule], toggle)} />
              </>
            ),
            actionLabel: enable ? 'Enable' : 'Disable',
            errorTitle: `Could not ${enable ? 'enable' : 'disable'} firewall rule`,
            steps: (write) => changeFirewallRules(p, [rule], toggle, write),
            success: `Firewall rule ${rule.name} ${enable ? 'enabled' : 'disabled'}`,
          }),
      },
      {
        label: 'Delete',
        danger: true,
        request: firewallChangePreview(p, rules, remove),
        onSelect: () =>
          confirm.confirmDelete({
            kind: 'firewall rule',
            name: rule.name,
            extra: <ChangePreview changes={firewallChangeLines([rule], remove)} />,
            steps: (write) => changeFirewallRules(p, [rule], remove, write),
            success: `Firewall rule ${rule.name} deleted`,
          }),
      },
    ]
  }
}
