import { useEffect, useId, useRef } from 'react'
import { Button } from '../../../ui/Button'
import { FILTER_SYNTAX } from './filter-hint'

/** The `/` key on a page whose lists hide their filter box: the first such list shows it, focused. */
export const SHOW_LIST_FILTER = 'rack-console:show-list-filter'

/**
 * The filter box (`/` focuses it, see ../layout/shortcuts): `field:value` qualifiers and free text
 * (./filter.ts). Its placeholder is plain words; the syntax, with `hint`'s examples made from the
 * list's own columns (./filter-hint.ts), shows under it while it has focus, and is its description.
 */
export function ListFilter({
  value,
  onChange,
  hint,
  focus,
}: {
  value: string
  onChange: (value: string) => void
  hint: string
  /** Take focus when shown (it was asked for with `/`). */
  focus?: boolean
}) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (focus) input.current?.focus()
  }, [focus])
  return (
    <span className="list-filter">
      <input
        ref={input}
        className="input"
        type="search"
        data-list-filter=""
        aria-label="Filter"
        aria-describedby={id}
        placeholder="Filter by name"
        value={value}
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
      />
      <span id={id} className="filter-hint">
        {hint && <>Try {hint}. </>}
        {FILTER_SYNTAX}
      </span>
    </span>
  )
}

/**
 * Beside an active filter: how many loaded rows match and, for lists with bulk actions,
 * "Select all N matching" (offered until every matching row is selected).
 */
export function FilterMatches({
  filter,
  matching,
  total,
  selected,
  onSelectAll,
}: {
  filter: string
  matching: number
  total: number
  selected: number
  onSelectAll?: () => void
}) {
  if (!filter) return null
  return (
    <>
      <span className="muted" role="status">
        {matching} of {total} rows match
      </span>
      {onSelectAll && matching > 0 && selected < matching && (
        <Button size="sm" onClick={onSelectAll}>
          Select all {matching} matching
        </Button>
      )}
    </>
  )
}
