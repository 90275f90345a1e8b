import type { BaseboardId, UninitializedSled } from '../../../../api/generated/types'

/** A sled is named by its baseboard (serial + part) until it joins the rack. */
export const sledKey = (s: UninitializedSled) => `${s.baseboard.part}/${s.baseboard.serial}`
const baseboardId = (s: UninitializedSled): BaseboardId => ({
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
