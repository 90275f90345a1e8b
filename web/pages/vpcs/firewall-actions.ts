import { useLocation } from 'wouter'
import type { VpcFirewallRule } from '../../api/generated/types'
import { useInvalidate } from '../../api/hooks'
import { pb } from '../../paths'
import type { MenuAction } from '../../ui/ActionMenu'
import { confirmAction, confirmDelete } from '../../ui/ConfirmDialog'
import { addToast } from '../../ui/Toast'
import { rulesWithStatus, rulesWithout } from './firewall-rules'
import { changeFirewallRules } from './use-firewall-rules'

/** Row actions for a firewall rule. Every change rewrites the VPC's whole list (SPEC §3). */
export function useFirewallRuleActions(p: { project: string; vpc: string }) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const done = async (content: string) => {
    await invalidate(['vpcFirewallRulesView'])
    addToast({ content })
  }
  return (rule: VpcFirewallRule): MenuAction[] => {
    const enable = rule.status === 'disabled'
    return [
      { label: 'Edit', onSelect: () => navigate(pb.vpcFirewallRuleEdit({ ...p, rule: rule.name })) },
      { label: 'Clone', onSelect: () => navigate(pb.vpcFirewallRulesNew({ ...p, rule: rule.name })) },
      {
        label: enable ? 'Enable' : 'Disable',
        onSelect: () =>
          confirmAction({
            title: `${enable ? 'Enable' : 'Disable'} firewall rule`,
            content: `${enable ? 'Enable' : 'Disable'} firewall rule ${rule.name}?`,
            actionLabel: enable ? 'Enable' : 'Disable',
            errorTitle: `Could not ${enable ? 'enable' : 'disable'} firewall rule`,
            doAction: async () => {
              await changeFirewallRules(p, (rules) => rulesWithStatus(rules, rule.name, enable ? 'enabled' : 'disabled'))
              await done(`Firewall rule ${rule.name} ${enable ? 'enabled' : 'disabled'}`)
            },
          }),
      },
      {
        label: 'Delete',
        danger: true,
        onSelect: () =>
          confirmDelete({
            kind: 'firewall rule',
            name: rule.name,
            doDelete: async () => {
              await changeFirewallRules(p, (rules) => rulesWithout(rules, rule.name))
              await done(`Firewall rule ${rule.name} deleted`)
            },
          }),
      },
    ]
  }
}
