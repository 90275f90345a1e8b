import { Button } from '../../ui/Button'
import { FILTER_SYNTAX } from './filter-hint'

/**
 * The filter box (`/` focuses it, see ../layout/shortcuts): `field:value` qualifiers and free text
 * (./filter.ts); `hint` is made from the list's own columns (./filter-hint.ts).
 */
export function ListFilter({
  value,
  onChange,
  hint,
}: {
  value: string
  onChange: (value: string) => void
  hint: string
}) {
  return (
    <label className="list-filter">
      <span>Filter</span>
      <input
        className="input"
        type="search"
        data-list-filter=""
        placeholder={hint}
        title={FILTER_SYNTAX}
        value={value}
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
      />
    </label>
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
