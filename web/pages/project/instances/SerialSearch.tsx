/*
 * Find in the serial console's whole log: a regular
 * expression, the match count, next/previous by button or Enter / Shift+Enter,
 * and the current match's line shown as text (the terminal is a canvas to a
 * screen reader; this line is not).
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react'
import { Button } from '../../../ui/Button'
import { matchCountText, searchLines, stepMatch, type SearchMatch } from './serial-search'
import { fullTime, type LogLine, type SerialLog } from './serial-log'
import { useLogVersion } from './use-log-version'
import type { TerminalControls } from './XTerm'

function MatchLine({
  line,
  match,
  number,
  inTerminal,
}: {
  line: LogLine
  match: SearchMatch
  number: number
  inTerminal: boolean
}) {
  return (
    <p className="serial-match">
      <span className="muted">
        Line {number}, boot {line.boot}, {fullTime(line.time)}
        {!inTerminal && ' (no longer in the terminal, shown here)'}:{' '}
      </span>
      <code>
        {line.text.slice(0, match.start)}
        <mark>{line.text.slice(match.start, match.end)}</mark>
        {line.text.slice(match.end)}
      </code>
    </p>
  )
}

export function SerialSearch({ log, controls }: { log: SerialLog; controls: { current: TerminalControls | null } }) {
  const statusId = useId()
  const version = useLogVersion(log)
  const [pattern, setPattern] = useState('')
  const [matchCase, setMatchCase] = useState(false)
  const [current, setCurrent] = useState<{ index: number; inTerminal: boolean }>()
  // the log is mutable: `version` is what says it changed
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the log's content
  const lines = useMemo(() => log.lines(), [log, version])
  const result = useMemo(() => searchLines(lines, pattern, matchCase), [lines, pattern, matchCase])
  const total = result.matches.length
  const index = current && current.index < total ? current.index : undefined

  const step = (direction: 1 | -1) => {
    const next = stepMatch(index, total, direction)
    if (next === undefined) return setCurrent(undefined)
    const m = result.matches[next]
    const inTerminal = controls.current?.reveal(log.firstLineNumber + m.line) ?? false
    setCurrent({ index: next, inTerminal })
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    step(e.shiftKey ? -1 : 1)
  }
  const shown = index === undefined ? undefined : result.matches[index]

  return (
    <div role="search" className="serial-search" aria-label="Search the console output">
      <div className="toolbar">
        <label className="row">
          <span>Find (regular expression)</span>
          <input
            type="search"
            value={pattern}
            spellCheck={false}
            onInput={(e) => {
              setPattern((e.target as HTMLInputElement).value)
              setCurrent(undefined)
            }}
            onKeyDown={onKeyDown}
            aria-describedby={statusId}
          />
        </label>
        <label className="row">
          <input
            type="checkbox"
            checked={matchCase}
            onChange={(e) => {
              setMatchCase((e.target as HTMLInputElement).checked)
              setCurrent(undefined)
            }}
          />
          Match case
        </label>
        <Button size="sm" disabled={total === 0} onClick={() => step(-1)}>
          Previous match
        </Button>
        <Button size="sm" disabled={total === 0} onClick={() => step(1)}>
          Next match
        </Button>
        <span id={statusId} role="status" aria-live="polite">
          {pattern && (result.error ?? matchCountText(index, total))}
        </span>
      </div>
      {shown && (
        <MatchLine
          line={lines[shown.line]}
          match={shown}
          number={log.firstLineNumber + shown.line}
          inTerminal={current?.inTerminal ?? false}
        />
      )}
    </div>
  )
}
