import { useRef } from 'react'
import type { VpcFirewallRuleUpdate } from '../../../api/generated/types'
import { describeEdits, saveChanges, type ChangeLine } from '../../../api/changes'
import { firewallRulesShape, ruleUpdate, type RuleSet } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { useQuery } from '../../../api/reads'
import { useWrite, type Write } from '../../../api/writes'
import { requestPreview } from '../../../api/request-preview'
import { useDocumentSave } from '../../../api/document-save'
import { addToast } from '../../../ui/Toast'
import { noteChange } from '../../common/history/history-store'
import { vpcQuery } from './use-vpc-params'

type Vpc = { project: string; vpc: string }
type Change = (current: VpcFirewallRuleUpdate[]) => VpcFirewallRuleUpdate[]

export function useFirewallRules(p: Vpc) {
  return useQuery('vpcFirewallRulesView', { query: vpcQuery(p) })
}

/** The rule set as the server holds it now, never the cached copy. */
const readRules = (p: Vpc) => (): Promise<RuleSet> => readOnce('vpcFirewallRulesView', { query: vpcQuery(p) })

const putRules = (p: Vpc, write: Write) => (s: RuleSet) =>
  write('vpcFirewallRulesUpdate', firewallRulesUpdateParams(p, s.rules.map(ruleUpdate)))

/** This user's edits: the rules `change` adds, removes or changes in the list as they saw it. */
const editsFor = (seen: VpcFirewallRuleUpdate[], change: Change) =>
  firewallRulesShape({ rules: seen }, { rules: change(seen) })

/**
 * Apply a change to the VPC's rule list: only the rules it touches, re-applied to the
 * list as it is now, so a rule someone else added or changed meanwhile survives; a rule this change
 * touches that someone else changed too stops the save with both versions (ChangeConflictError).
 * `seen` is what the user acted on: the loaded list, or just the one rule of a row or bulk item.
 */
export function changeFirewallRules(p: Vpc, seen: VpcFirewallRuleUpdate[], change: Change, write: Write) {
  return saveChanges(readRules(p), putRules(p, write), editsFor(seen, change), firewallRulesShape)
}

/** The PUT that replaces the VPC's rule list; also what "Copy as CLI / API" shows. */
export const firewallRulesUpdateParams = (p: Vpc, rules: VpcFirewallRuleUpdate[]) => ({
  query: vpcQuery(p),
  body: { rules: rules.map(ruleUpdate) },
})

/** "Copy as CLI / API" for a change: the PUT it would send, from the rules as last loaded. */
export function firewallChangePreview(p: Vpc, rules: VpcFirewallRuleUpdate[] | undefined, change: Change) {
  return () =>
    rules
      ? requestPreview('vpcFirewallRulesUpdate', firewallRulesUpdateParams(p, change(rules)))
      : 'The rules have not loaded yet'
}

/** "See before you apply": what a change adds, removes and changes in the rules as loaded. */
export const firewallChangeLines = (rules: VpcFirewallRuleUpdate[], change: Change): ChangeLine[] =>
  describeEdits(editsFor(rules, change))

/**
 * The form's save on the rules the form opened with (`seen`): pending, error and a conflict for
 * the side modal to show; the form keeps its own values.
 */
export function useSaveFirewallRules(p: Vpc, seen: VpcFirewallRuleUpdate[] | undefined, onSuccess: () => void) {
  const write = useWrite()
  const message = useRef('')
  // the rules as the form opened with them: a refetch while it is open must not become the base,
  // or someone else's change to the rule being edited would be taken as what this user saw
  const opened = useRef(seen)
  opened.current ??= seen
  // the VPC page's own query (cached): its History lists this save's before and after by the VPC's ID
  const vpcId = useQuery('vpcView', { path: { vpc: p.vpc }, query: { project: p.project } }).data?.id
  const saver = useDocumentSave({
    read: readRules(p),
    shape: firewallRulesShape,
    put: putRules(p, write),
    onChanged: (lines) => {
      if (vpcId) noteChange(vpcId, message.current, lines)
    },
    onSaved: () => {
      addToast({ content: message.current })
      onSuccess()
    },
    onKept: () => {
      addToast({ content: 'Nothing saved: the other change was kept' })
      onSuccess()
    },
  })
  const save = (change: Change, doneMessage: string) => {
    message.current = doneMessage
    return saver.save(editsFor(opened.current ?? [], change))
  }
  const submit = (change: Change, doneMessage: string) => {
    message.current = doneMessage
    return saver.submit(editsFor(opened.current ?? [], change))
  }
  return { ...saver, save, submit, seen: opened.current }
}
