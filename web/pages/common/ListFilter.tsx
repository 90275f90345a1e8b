import { useSearchParams } from 'wouter'

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
