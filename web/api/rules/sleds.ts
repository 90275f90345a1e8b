/*
 * Sled and physical-disk display rules: labels and badge colours as tables
 * keyed by the API's unions (the style rules), so a new state fails typecheck.
 */
import type {
  PhysicalDisk,
  PhysicalDiskPolicy,
  PhysicalDiskState,
  Sled,
  SledProvisionPolicy,
  SledState,
} from '../generated/types'
import type { BadgeColor } from './predicates'

export const sledStateColor: Record<SledState, BadgeColor> = { active: 'default', decommissioned: 'neutral' }
/** Physical disks (hardware); virtual disks' colours are `diskStateColor` in ./disks.ts. */
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
/** The one word for a sled's policy: 'expunged', or its provision policy while in service. */
export const sledPolicyKey = (s: Pick<Sled, 'policy'>): 'expunged' | SledProvisionPolicy =>
  s.policy.kind === 'expunged' ? 'expunged' : s.policy.provisionPolicy
export const sledPolicyColor = (s: Pick<Sled, 'policy'>): BadgeColor => sledPolicyColors[sledPolicyKey(s)]

/** Expunged sleds will never run anything again: they add no capacity. */
export const sledInService = (s: Pick<Sled, 'policy'>) => s.policy.kind === 'in_service'

/**
 * Why a sled needs an operator, first match wins (system issues): expunged, out of service
 * (any state but active), or in service but taking no new instances. undefined when healthy.
 */
export type SledAttention = 'expunged' | 'out_of_service' | 'not_provisionable'
export function sledAttention(s: Pick<Sled, 'policy' | 'state'>): SledAttention | undefined {
  if (s.policy.kind === 'expunged') return 'expunged'
  if (s.state !== 'active') return 'out_of_service'
  if (s.policy.provisionPolicy === 'non_provisionable') return 'not_provisionable'
  return undefined
}

/**
 * A physical disk needs an operator unless it is in service and active; what to call its
 * condition then: 'expunged' (policy) or its state.
 */
export function physicalDiskAttention(d: Pick<PhysicalDisk, 'policy' | 'state'>): string | undefined {
  if (d.policy.kind === 'in_service' && d.state === 'active') return undefined
  return d.policy.kind === 'expunged' ? 'expunged' : d.state
}

export const SLED_EXPUNGED_REASON = 'An expunged sled has no provision policy'

/** The policy the sled would switch to, or a reason it cannot (expunged sleds are out for good). */
export function nextProvisionPolicy(s: Pick<Sled, 'policy'>): { to: SledProvisionPolicy } | { reason: string } {
  if (s.policy.kind === 'expunged') return { reason: SLED_EXPUNGED_REASON }
  return { to: s.policy.provisionPolicy === 'provisionable' ? 'non_provisionable' : 'provisionable' }
}
