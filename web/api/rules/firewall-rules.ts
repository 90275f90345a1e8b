/*
 * Firewall rule states as data (the style rules): what Enable / Disable apply to and the badge colours.
 * A rule has no lifecycle of its own; its status is what the user set (nexus.json VpcFirewallRuleStatus).
 */
import type { VpcFirewallRuleAction, VpcFirewallRuleStatus } from '../generated/types'
import { type BadgeColor, predicatesFromTable } from './predicates'

export const firewallRuleActions = {
  enable: ['disabled'],
  disable: ['enabled'],
} satisfies Record<string, VpcFirewallRuleStatus[]>

export type FirewallRuleAction = keyof typeof firewallRuleActions

/** `firewallRuleCan.enable(r)`: the rule is disabled, so Enable changes something. */
export const firewallRuleCan = predicatesFromTable<FirewallRuleAction, VpcFirewallRuleStatus, { status: VpcFirewallRuleStatus }>(
  firewallRuleActions,
  (r) => r.status,
)

/** Bulk Enable / Disable skip rules already there; the reason names the state they are in. */
export const firewallRuleActionDisabled = (action: FirewallRuleAction, r: { status: VpcFirewallRuleStatus }) =>
  firewallRuleCan[action](r) ? undefined : `Already ${r.status}`

export const firewallRuleActionColor: Record<VpcFirewallRuleAction, BadgeColor> = { allow: 'default', deny: 'destructive' }
export const firewallRuleStatusColor: Record<VpcFirewallRuleStatus, BadgeColor> = { enabled: 'default', disabled: 'neutral' }
