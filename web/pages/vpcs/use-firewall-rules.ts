import { useState } from 'react'
import type { VpcFirewallRuleUpdate } from '../../api/generated/types'
import { callOrThrow, ApiErrorThrown } from '../../api/call'
import { useApiQuery, useInvalidate } from '../../api/hooks'
import { addToast } from '../../ui/Toast'
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
export async function changeFirewallRules(p: Vpc, change: Change) {
  const current = await callOrThrow('vpcFirewallRulesView', { query: vpcQuery(p) })
  return callOrThrow('vpcFirewallRulesUpdate', { query: vpcQuery(p), body: { rules: change(current.rules) } })
}

/** The form's save: pending and error for the side modal; the form keeps its own state. */
export function useSaveFirewallRules(p: Vpc, onSuccess: () => void) {
  const invalidate = useInvalidate()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<ApiErrorThrown | null>(null)
  const save = async (change: Change, doneMessage: string) => {
    setPending(true)
    setError(null)
    try {
      await changeFirewallRules(p, change)
      await invalidate(['vpcFirewallRulesView'])
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
