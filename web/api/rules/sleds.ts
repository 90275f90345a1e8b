/*
 * Sled and physical-disk display rules: labels and badge colours as tables
 * keyed by the API's unions (STYLE §7), so a new state fails typecheck.
 */
import type { PhysicalDiskPolicy, PhysicalDiskState, Sled, SledProvisionPolicy, SledState } from '../generated/types'
import type { BadgeColor } from './predicates'

export const sledStateColor: Record<SledState, BadgeColor> = { active: 'default', decommissioned: 'neutral' }
/** Physical disks (hardware); virtual disks' colours are `diskStateColor` in ../rules.ts. */
export const physicalDiskStateColor: Record<PhysicalDiskState, BadgeColor> = { active: 'default', decommissioned: 'neutral' }

/** A physical disk's policy as a badge: label and colour by policy kind. */
export const physicalDiskPolicyBadge: Record<PhysicalDiskPolicy['kind'], { label: string; color: BadgeColor }> = {
  in_service: { label: 'In service', color: 'default' },
  expunged: { label: 'Expunged', color: 'destructive' },
}

export const provisionPolicyLabel: Record<SledProvisionPolicy, string> = {
  provisionable: 'Provisionable',
  non_provisionable: 'Not provisionable',
}

/** 'Expunged', or 'In service' plus the provision policy. */
export function sledPolicyLabel(s: Pick<Sled, 'policy'>): string {
  return s.policy.kind === 'expunged' ? 'Expunged' : `In service, ${provisionPolicyLabel[s.policy.provisionPolicy].toLowerCase()}`
}

/** Colour by the policy a sled is in: expunged, or in service with a provision policy. */
export const sledPolicyColors: Record<'expunged' | SledProvisionPolicy, BadgeColor> = {
  expunged: 'destructive',
  non_provisionable: 'notice',
  provisionable: 'default',
}
export const sledPolicyColor = (s: Pick<Sled, 'policy'>): BadgeColor => sledPolicyColors[s.policy.kind === 'expunged' ? 'expunged' : s.policy.provisionPolicy]

export const SLED_EXPUNGED_REASON = 'An expunged sled has no provision policy'

/** The policy the sled would switch to, or a reason it cannot (expunged sleds are out for good). */
export function nextProvisionPolicy(s: Pick<Sled, 'policy'>): { to: SledProvisionPolicy } | { reason: string } {
  if (s.policy.kind === 'expunged') return { reason: SLED_EXPUNGED_REASON }
  return { to: s.policy.provisionPolicy === 'provisionable' ? 'non_provisionable' : 'provisionable' }
}
