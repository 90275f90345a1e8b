/*
 * Switch port link state, read from the API's untyped SwitchLinkState (the style rules: pages ask, never compare).
 */

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
