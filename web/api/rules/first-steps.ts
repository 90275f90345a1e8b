/*
 * First steps: what a newcomer needs, in order, before they can reach an instance of their own, and
 * which of these they already have, computed from what the API says now. Pure, so each rule is tested as a table.
 */
import type { InstanceState, VpcFirewallRule } from '../generated/types'
import type { BadgeColor } from './predicates'

export type FirstStepId = 'project' | 'image' | 'sshKey' | 'sshRule' | 'instance' | 'address'

/** The parts of a firewall rule that decide whether it lets SSH in. */
export type RuleLike = Pick<VpcFirewallRule, 'status' | 'direction' | 'action' | 'targets' | 'filters'>

/** What the checklist reads. `defaultVpcRules` is null when the project has no VPC named default. */
export type FirstStepsInput = {
  /** false on the projects list of a user with none: every step after it needs a project */
  hasProject: boolean
  /** images the user can boot from: the project's and the silo's */
  images: number
  sshKeys: number
  defaultVpcRules: RuleLike[] | null
  instances: { runState: InstanceState; externalIps: number }[]
}

export type FirstStep = { id: FirstStepId; done: boolean }

const SSH_PORT = 22

/** A port filter entry ("22" or a range "20-30") that lets port 22 through. */
export function portRangeHas(range: string, port: number): boolean {
  const [lo, hi = lo] = range.split('-').map((p) => Number(p.trim()))
  return Number.isInteger(lo) && Number.isInteger(hi) && lo <= port && port <= hi
}

/**
 * An enabled inbound allow rule that lets TCP port 22 reach instances of the VPC from outside it: it targets
 * something, takes TCP (or every protocol) on port 22 (or every port), and is not limited to sources inside the
 * project's own networks (a vpc, subnet or instance host filter keeps outsiders out).
 */
export function ruleAllowsSsh(rule: RuleLike): boolean {
  const { protocols, ports, hosts } = rule.filters
  const tcp = !protocols?.length || protocols.some((p) => p.type === 'tcp')
  const port = !ports?.length || ports.some((r) => portRangeHas(r, SSH_PORT))
  const fromOutside = !hosts?.length || hosts.some((h) => h.type === 'ip' || h.type === 'ip_net')
  return (
    rule.status === 'enabled' &&
    rule.direction === 'inbound' &&
    rule.action === 'allow' &&
    rule.targets.length > 0 &&
    tcp &&
    port &&
    fromOutside
  )
}

/** The steps in the order a newcomer takes them; 'project' only where there is none yet. */
export function firstSteps(s: FirstStepsInput): FirstStep[] {
  const steps: FirstStep[] = [
    { id: 'image', done: s.images > 0 },
    { id: 'sshKey', done: s.sshKeys > 0 },
    { id: 'sshRule', done: s.hasProject && (s.defaultVpcRules ?? []).some(ruleAllowsSsh) },
    { id: 'instance', done: s.instances.length > 0 },
    { id: 'address', done: s.instances.some((i) => i.externalIps > 0) },
  ]
  return s.hasProject ? steps : [{ id: 'project', done: false }, ...steps]
}

/** The checklist has done its job: an instance runs and can be reached from outside. */
export const firstStepsComplete = (s: Pick<FirstStepsInput, 'instances'>) =>
  s.instances.some((i) => i.runState === 'running' && i.externalIps > 0)

/** The badge beside each step. */
export const firstStepColor: Record<'done' | 'todo', BadgeColor> = { done: 'default', todo: 'neutral' }
