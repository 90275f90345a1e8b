import { useLocation, useParams } from 'wouter'
import type { VpcFirewallRuleUpdate } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { FirewallRuleForm } from './FirewallRuleForm'
import { ruleToValues } from './firewall-rule-form'
import { rulesWithSaved } from './firewall-rules'
import { notFound } from './not-found'
import {
  firewallChangeLines,
  firewallChangePreview,
  useFirewallRules,
  useSaveFirewallRules,
} from './use-firewall-rules'
import { ChangeConflict } from '../../common/ChangeConflict'
import { useNameSuggestions } from './use-suggestions'
import { useVpcParams } from './use-vpc-params'

export default function FirewallRuleEditPage() {
  const p = useVpcParams()
  const { rule: name } = useParams<{ rule: string }>()
  const [, navigate] = useLocation()
  const { data } = useFirewallRules(p)
  const suggestions = useNameSuggestions(p)
  const close = () => navigate(pb.vpcFirewallRules(p))
  const rules = data?.rules
  const saver = useSaveFirewallRules(p, rules, close)
  const original = rules?.find((r) => r.name === name)
  if (rules && !original) throw notFound(`firewall rule ${name}`)
  const replacing = (rule: VpcFirewallRuleUpdate) => (current: VpcFirewallRuleUpdate[]) =>
    rulesWithSaved(current, rule, name)
  return (
    <>
      {rules && original && (
        <FirewallRuleForm
          title={`Edit firewall rule ${name}`}
          submitLabel="Update rule"
          initial={ruleToValues(original)}
          existing={rules}
          replacing={name}
          pending={saver.pending}
          serverError={saver.error?.message}
          changes={(rule) => firewallChangeLines(saver.seen ?? rules, replacing(rule))}
          conflict={saver.conflicts && <ChangeConflict saver={saver} />}
          suggestions={suggestions}
          onClose={close}
          onSubmit={(rule) => saver.save(replacing(rule), `Firewall rule ${rule.name} updated`)}
          request={(rule) => firewallChangePreview(p, rules, replacing(rule))()}
        />
      )}
    </>
  )
}
