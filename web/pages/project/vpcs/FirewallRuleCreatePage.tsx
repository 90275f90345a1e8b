import { useLocation, useParams } from 'wouter'
import { to } from '../../../urls'
import { FirewallRuleForm } from './FirewallRuleForm'
import { firewallRuleDefaults, ruleToValues } from './firewall-rule-form'
import { cloneName, rulesWithSaved } from './firewall-rules'
import { notFound } from './not-found'
import { useFirewallRules } from './use-firewall-rules'
import { useFirewallRuleWrite } from './use-firewall-rule-write'
import { useNameSuggestions } from './use-suggestions'
import { useVpcParams } from './use-vpc-params'

/** firewall-rules-new, and firewall-rules-new/:rule to start from a copy of an existing rule under a new name. */
export default function FirewallRuleCreatePage() {
  const p = useVpcParams()
  const { rule: source } = useParams<{ rule?: string }>()
  const [, navigate] = useLocation()
  const { data } = useFirewallRules(p)
  const suggestions = useNameSuggestions(p)
  const close = () => navigate(to.vpcFirewallRules(p))
  const rules = data?.rules
  const write = useFirewallRuleWrite(p, rules, {
    change: (rule) => (current) => rulesWithSaved(current, rule),
    saved: (rule) => `Firewall rule ${rule.name} created`,
    onClose: close,
  })
  const original = source && rules ? rules.find((r) => r.name === source) : undefined
  if (source && rules && !original) throw notFound(`firewall rule ${source}`)
  const ready = rules && (!source || original)
  return (
    <>
      {ready && (
        <FirewallRuleForm
          title={original ? `Clone firewall rule ${original.name}` : 'Add firewall rule'}
          submitLabel="Add rule"
          initial={
            original
              ? { ...ruleToValues(original), name: cloneName(original.name, rules) }
              : { ...firewallRuleDefaults, targets: [{ type: 'vpc', value: p.vpc }] }
          }
          existing={rules}
          suggestions={suggestions}
          {...write}
        />
      )}
    </>
  )
}
