import type { BaseboardId, RackMembershipStatus, UninitializedSled } from '../../../../api/generated/types'
import type { BadgeColor } from '../../../../ui/Badge'

/** A sled is named by its baseboard (serial + part) until it joins the rack. */
export const sledKey = (s: UninitializedSled) => `${s.baseboard.part}/${s.baseboard.serial}`
export const baseboardId = (s: UninitializedSled): BaseboardId => ({
  partNumber: s.baseboard.part,
  serialNumber: s.baseboard.serial,
})

/** Sleds to add, grouped by rack (the API adds per rack), in the list's order. */
export function byRack(sleds: UninitializedSled[], selected: ReadonlySet<string>): Map<string, BaseboardId[]> {
  const out = new Map<string, BaseboardId[]>()
  for (const s of sleds) {
    if (!selected.has(sledKey(s))) continue
    out.set(s.rackId, [...(out.get(s.rackId) ?? []), baseboardId(s)])
  }
  return out
}

export const membershipStateLabel: Record<RackMembershipStatus['state'], string> = {
  in_progress: 'In progress',
  committed: 'Committed',
  aborted: 'Aborted',
}
export const membershipStateColor: Record<RackMembershipStatus['state'], BadgeColor> = {
  in_progress: 'blue',
  committed: 'default',
  aborted: 'notice',
}

/** While in progress: which sleds the rack still waits for; undefined otherwise. */
export function progressText(status: RackMembershipStatus): string | undefined {
  if (status.state !== 'in_progress') return undefined
  const waiting = status.unacknowledgedMembers.map((m) => m.serialNumber)
  return waiting.length === 0
    ? 'All new sleds joined; committing'
    : `Waiting for ${waiting.length === 1 ? 'sled' : 'sleds'} ${waiting.join(', ')} to join`
}
