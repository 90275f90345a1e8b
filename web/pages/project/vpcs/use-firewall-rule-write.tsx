import type { VpcFirewallRuleUpdate } from '../../../api/generated/types'
import { ChangeConflict } from '../../common/ChangeConflict'
import { serverFieldError } from '../../../api/error-fields'
import { firewallChangeLines, firewallChangePreview, useSaveFirewallRules } from './use-firewall-rules'

type Vpc = { project: string; vpc: string }
type Change = (current: VpcFirewallRuleUpdate[]) => VpcFirewallRuleUpdate[]

/**
 * The write of a rule form (add, clone, edit): the form's rule becomes one change to the VPC's
 * rules (`change`), and that one change is what is saved, previewed (Copy as CLI / API) and listed
 * (Changes to apply). Spread into FirewallRuleForm; `rules` are the loaded rules it opened with.
 */
export function useFirewallRuleWrite(
  p: Vpc,
  rules: VpcFirewallRuleUpdate[] | undefined,
  {
    change,
    saved,
    onClose,
  }: {
    change: (rule: VpcFirewallRuleUpdate) => Change
    saved: (rule: VpcFirewallRuleUpdate) => string
    onClose: () => void
  },
) {
  const saver = useSaveFirewallRules(p, rules, onClose)
  return {
    pending: saver.pending,
    serverError: saver.error?.message,
    serverField: serverFieldError(saver.error?.error),
    changes: (rule: VpcFirewallRuleUpdate) => firewallChangeLines(saver.seen ?? rules ?? [], change(rule)),
    conflict: <ChangeConflict saver={saver} />,
    onClose,
    // settles with whether the save was made: the form drops its draft only then
    onSubmit: (rule: VpcFirewallRuleUpdate) => saver.submit(change(rule), saved(rule)),
    request: (rule: VpcFirewallRuleUpdate) => firewallChangePreview(p, rules, change(rule))(),
  }
}
