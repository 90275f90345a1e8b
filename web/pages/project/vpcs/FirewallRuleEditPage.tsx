import { useLocation, useParams } from 'wouter'
import { to } from '../../../urls'
import { FirewallRuleForm } from './FirewallRuleForm'
import { ruleToValues } from './firewall-rule-form'
import { rulesWithSaved } from './firewall-rules'
import { notFound } from './not-found'
import { useFirewallRules } from './use-firewall-rules'
import { useFirewallRuleWrite } from './use-firewall-rule-write'
import { useNameSuggestions } from './use-suggestions'
import { useVpcParams } from './use-vpc-params'

export default function FirewallRuleEditPage() {
  const p = useVpcParams()
  const { rule: name } = useParams<{ rule: string }>()
  const [, navigate] = useLocation()
  const { data } = useFirewallRules(p)
  const suggestions = useNameSuggestions(p)
  const close = () => navigate(to.vpcFirewallRules(p))
  const rules = data?.rules
  const write = useFirewallRuleWrite(p, rules, {
    change: (rule) => (current) => rulesWithSaved(current, rule, name),
    saved: (rule) => `Firewall rule ${rule.name} updated`,
    onClose: close,
  })
  const original = rules?.find((r) => r.name === name)
  if (rules && !original) throw notFound(`firewall rule ${name}`)
  return (
    <>
      {rules && original && (
        <FirewallRuleForm
          title={`Edit firewall rule ${name}`}
          submitLabel="Update rule"
          initial={ruleToValues(original)}
          existing={rules}
          replacing={name}
          suggestions={suggestions}
          {...write}
        />
      )}
    </>
  )
}
