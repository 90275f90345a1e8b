/*
 * Sled and physical-disk display rules: labels and badge colours as tables
 * keyed by the API's unions (STYLE §7), so a new state fails typecheck.
 */
import type { PhysicalDiskState, Sled, SledProvisionPolicy, SledState } from '../../../api/generated/types'
import type { BadgeColor } from '../../../ui/Badge'

export const sledStateColor: Record<SledState, BadgeColor> = { active: 'default', decommissioned: 'neutral' }
export const diskStateColor: Record<PhysicalDiskState, BadgeColor> = { active: 'default', decommissioned: 'neutral' }

export const provisionPolicyLabel: Record<SledProvisionPolicy, string> = {
  provisionable: 'Provisionable',
  non_provisionable: 'Not provisionable',
}

/** 'Expunged', or 'In service' plus the provision policy. */
export function sledPolicyLabel(s: Pick<Sled, 'policy'>): string {
  return s.policy.kind === 'expunged' ? 'Expunged' : `In service, ${provisionPolicyLabel[s.policy.provisionPolicy].toLowerCase()}`
}

export const sledPolicyColor = (s: Pick<Sled, 'policy'>): BadgeColor =>
  s.policy.kind === 'expunged' ? 'destructive' : s.policy.provisionPolicy === 'non_provisionable' ? 'notice' : 'default'

export const SLED_EXPUNGED_REASON = 'An expunged sled has no provision policy'

/** The policy the sled would switch to, or a reason it cannot (expunged sleds are out for good). */
export function nextProvisionPolicy(s: Pick<Sled, 'policy'>): { to: SledProvisionPolicy } | { reason: string } {
  if (s.policy.kind === 'expunged') return { reason: SLED_EXPUNGED_REASON }
  return { to: s.policy.provisionPolicy === 'provisionable' ? 'non_provisionable' : 'provisionable' }
}

/**
 * SwitchLinkState is untyped in the API (a dpd link state passed through).
 * Look for the link's state string wherever it sits; anything unrecognised
 * is 'unknown' rather than a guess.
 */
export function linkStatus(state: unknown): 'up' | 'down' | 'unknown' {
  const seen = new Set<unknown>()
  const visit = (v: unknown): 'up' | 'down' | undefined => {
    if (v === null || typeof v !== 'object' || seen.has(v)) return undefined
    seen.add(v)
    for (const [k, val] of Object.entries(v as Record<string, unknown>)) {
      if (/^(link|link_?state|linkState|state|status)$/.test(k) && typeof val === 'string') {
        const s = val.toLowerCase()
        if (s === 'up') return 'up'
        if (['down', 'faulted', 'config_error', 'configerror', 'unknown_down'].includes(s)) return 'down'
      }
    }
    for (const val of Object.values(v as Record<string, unknown>)) {
      const found = visit(val)
      if (found) return found
    }
    return undefined
  }
  return visit(state) ?? 'unknown'
}
