import { useSearchParams } from 'wouter'
import { Button } from '../../ui/Button'

/** The list filter kept in the URL (`?filter=`), replacing history so Back leaves the page. */
export function useListFilter(): [string, (value: string) => void] {
  const [search, setSearch] = useSearchParams()
  const filter = search.get('filter') ?? ''
  const setFilter = (value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value) next.set('filter', value)
        else next.delete('filter')
        return next
      },
      { replace: true },
    )
  return [filter, setFilter]
}

/** The filter box (`/` focuses it, see ../layout/shortcuts): `field:value` qualifiers and free text (./filter.ts). */
export function ListFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="list-filter">
      <span>Filter</span>
      <input
        className="input"
        type="search"
        data-list-filter=""
        placeholder="name:db state:running"
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
