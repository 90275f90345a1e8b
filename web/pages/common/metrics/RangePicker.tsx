import { useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { Button } from '../../../ui/Button'
import { sameEntry } from '../../../routing/scroll'
import { rangeFromSearch, rangePresets, rangeToSearch, type TimeRange } from './oxql'

/** The time range lives in the URL (?range=1d or ?start=…&end=…), so a chart can be shared and reloaded. */
export function useTimeRange(): [TimeRange, (r: TimeRange) => void] {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const range = rangeFromSearch(search)
  // keep other parameters (e.g. the explorer's ?q=)
  const set = (r: TimeRange) => {
    const keep = new URLSearchParams(search)
    for (const k of ['range', 'start', 'end']) keep.delete(k)
    const next = new URLSearchParams(rangeToSearch(r).slice(1))
    keep.forEach((v, k) => next.set(k, v))
    const qs = next.toString()
    navigate(qs ? `${location}?${qs}` : location, sameEntry())
  }
  return [range, set]
}

/** `datetime-local` value for a Date (local time, minutes). */
const localInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)

/** Presets (last hour, day, week) and a custom start/end. */
export function RangePicker({ range, onChange }: { range: TimeRange; onChange: (r: TimeRange) => void }) {
  const custom = !('preset' in range)
  const [editing, setEditing] = useState(custom)
  const now = Date.now()
  const [start, setStart] = useState(custom ? localInput(range.start) : localInput(new Date(now - 3_600_000)))
  const [end, setEnd] = useState(custom ? localInput(range.end) : localInput(new Date(now)))
  const s = new Date(start)
  const e = new Date(end)
  const invalid =
    Number.isNaN(s.getTime()) || Number.isNaN(e.getTime())
      ? 'Enter a start and an end'
      : s >= e
        ? 'The start must be before the end'
        : undefined
  return (
    <div className="stack" style={{ gap: '.5rem' }}>
      <div className="toolbar" role="group" aria-label="Time range">
        {rangePresets.map((p) => (
          <Button
            key={p.value}
            size="sm"
            variant={'preset' in range && range.preset === p.value && !editing ? 'primary' : 'secondary'}
            aria-pressed={'preset' in range && range.preset === p.value && !editing}
            onClick={() => {
              setEditing(false)
              onChange({ preset: p.value })
            }}
          >
            {p.label}
          </Button>
        ))}
        <Button
          size="sm"
          variant={editing ? 'primary' : 'secondary'}
          aria-pressed={editing}
          onClick={() => setEditing(true)}
        >
          Custom
        </Button>
      </div>
      {editing && (
        <form
          className="toolbar"
          aria-label="Custom time range"
          onSubmit={(ev) => {
            ev.preventDefault()
            if (!invalid) onChange({ start: s, end: e })
          }}
        >
          <label>
            Start{' '}
            <input
              className="input"
              type="datetime-local"
              value={start}
              onInput={(ev) => setStart(ev.currentTarget.value)}
            />
          </label>
          <label>
            End{' '}
            <input
              className="input"
              type="datetime-local"
              value={end}
              onInput={(ev) => setEnd(ev.currentTarget.value)}
            />
          </label>
          <Button size="sm" type="submit" disabledReason={invalid}>
            Apply
          </Button>
        </form>
      )}
    </div>
  )
}
