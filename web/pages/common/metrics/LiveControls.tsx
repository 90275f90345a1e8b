import { useState } from 'react'
import { Button } from '../../../ui/Button'
import { intervalText, refreshIntervalFor } from './live'
import type { TimeRange } from './oxql'

export type Live = { paused: boolean; setPaused: (p: boolean) => void; refreshInterval: number; fixed: boolean }

/** The page's live state: one pause for every chart on it. */
export function useLive(range: TimeRange): Live {
  const [paused, setPaused] = useState(false)
  return { paused, setPaused, refreshInterval: refreshIntervalFor(range, paused), fixed: !('preset' in range) }
}

/**
 * Beside the range picker: how the charts refresh and the Pause toggle, or why a fixed range
 * does not refresh. Each chart says when it was last updated.
 */
export function LiveControls({ live, range }: { live: Live; range: TimeRange }) {
  if (live.fixed)
    return (
      <p className="muted" role="status">
        This range ends at a fixed time, so the charts do not refresh.
      </p>
    )
  const every = intervalText(refreshIntervalFor(range, false))
  return (
    <div className="toolbar" role="group" aria-label="Live updates">
      {/* a toggle keeps its name (WAI-ARIA): pressed means paused; pressing again resumes */}
      <Button
        size="sm"
        variant={live.paused ? 'primary' : 'secondary'}
        aria-pressed={live.paused}
        onClick={() => live.setPaused(!live.paused)}
      >
        Pause
      </Button>
      <span className="muted" role="status">
        {live.paused
          ? 'Paused: the charts keep what they show. Press Pause again to resume.'
          : `Live: the charts refresh every ${every}.`}
      </span>
    </div>
  )
}
