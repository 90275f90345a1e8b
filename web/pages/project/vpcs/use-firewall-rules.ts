import { useState } from 'react'
import type { VpcFirewallRuleUpdate } from '../../../api/generated/types'
import { ApiErrorThrown } from '../../../api/call'
import { readOnce, useApiQuery, useApiWrite, type Write } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { addToast } from '../../../ui/Toast'
import { vpcQuery } from './use-vpc-params'

type Vpc = { project: string; vpc: string }
type Change = (current: VpcFirewallRuleUpdate[]) => VpcFirewallRuleUpdate[]

export function useFirewallRules(p: Vpc) {
  return useApiQuery('vpcFirewallRulesView', { query: vpcQuery(p) })
}

/**
 * Apply a change to the VPC's rule list: read the current list (not the cached one, so a
 * rule someone else just added survives), change it, PUT the whole list back.
 */
export async function changeFirewallRules(p: Vpc, change: Change, write: Write) {
  const current = await readOnce('vpcFirewallRulesView', { query: vpcQuery(p) })
  return write('vpcFirewallRulesUpdate', firewallRulesUpdateParams(p, change(current.rules)))
}

/** The PUT that replaces the VPC's rule list; also what "Copy as CLI / API" shows. */
export const firewallRulesUpdateParams = (p: Vpc, rules: VpcFirewallRuleUpdate[]) => ({
  query: vpcQuery(p),
  body: { rules },
})

/** "Copy as CLI / API" for a change: the PUT it would send, from the rules as last loaded. */
export function firewallChangePreview(p: Vpc, rules: VpcFirewallRuleUpdate[] | undefined, change: Change) {
  return () =>
    rules
      ? requestPreview('vpcFirewallRulesUpdate', firewallRulesUpdateParams(p, change(rules)))
      : 'The rules have not loaded yet'
}

/** The form's save: pending and error for the side modal; the form keeps its own state. */
export function useSaveFirewallRules(p: Vpc, onSuccess: () => void) {
  const write = useApiWrite()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiErrorThrown | null>(null)
  const save = async (change: Change, doneMessage: string) => {
    setPending(true)
    setError(null)
    try {
      await changeFirewallRules(p, change, write)
      addToast({ content: doneMessage })
      onSuccess()
    } catch (e) {
      setError(ApiErrorThrown.from(e))
    } finally {
      setPending(false)
    }
  }
  return { save, pending, error }
}
