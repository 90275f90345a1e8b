/**
 * When a metrics page refreshes on its own: a range that ends "now" keeps
 * moving, so its charts re-run their queries; a range with a fixed end never changes, so it does
 * not. Pure (unit tested); the hook in LiveControls.tsx holds the pause.
 */
import type { TimeRange } from './oxql'

/** About one new point per refresh at the presets' alignment (1m, 20m, 2h), never faster than 10 s. */
const everyPreset = { '1h': 10_000, '1d': 60_000, '1w': 300_000 } as const

/** Milliseconds between refreshes; 0 for a fixed range or while paused. */
export function refreshIntervalFor(range: TimeRange, paused: boolean): number {
  if (paused || !('preset' in range)) return 0
  return everyPreset[range.preset]
}

/** `10s`, `1m`, `5m`: the interval in the words the status line uses. */
export function intervalText(ms: number): string {
  return ms < 60_000 ? `${Math.round(ms / 1000)}s` : `${Math.round(ms / 60_000)}m`
}
