/**
 * The rack's front view as data: cubbies by slot, two to a row, the upper half above
 * the switches and the lower half below, as on an Oxide rack; a half rack when no sled sits above
 * slot 15. Pure, so it is unit-tested without a DOM.
 */
export type Cubby<S> = { slot: number; sled?: S }
export type RackRows<S> = { upper: Cubby<S>[][]; lower: Cubby<S>[][]; cubbies: number; unplaced: S[] }

export function rackRows<S extends { slot?: number | null }>(sleds: S[]): RackRows<S> {
  const bySlot = new Map<number, S>()
  const unplaced: S[] = []
  for (const s of sleds) {
    if (s.slot == null || s.slot < 0 || s.slot > 31 || bySlot.has(s.slot)) unplaced.push(s)
    else bySlot.set(s.slot, s)
  }
  const cubbies = [...bySlot.keys()].some((k) => k >= 16) ? 32 : 16
  const half = cubbies / 2
  // Highest slots at the top: row [30, 31] above [28, 29] ... above the switches, then [14, 15] ... [0, 1].
  const rows = (from: number, to: number) => {
    const out: Cubby<S>[][] = []
    for (let left = to - 1; left >= from; left -= 2) {
      const l = left - 1
      out.push([l, left].map((slot) => ({ slot, sled: bySlot.get(slot) })))
    }
    return out
  }
  return { upper: rows(half, cubbies), lower: rows(0, half), cubbies, unplaced }
}

/** Share of a capacity in use, 0..1 (0 when there is no capacity). */
export const usageShare = (used: number, capacity: number) => (capacity > 0 ? Math.min(1, used / capacity) : 0)
