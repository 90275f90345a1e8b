/**
 * What a list shows, kept in the URL so a view can be reloaded, shared or saved:
 * `?filter=` (./filter.ts), `?sort=` (./list-sort.ts), `?rows=` (rows per page, `all` for every
 * row) and `?ids=1` (the ID column). History is replaced, so Back still leaves the page.
 * A page of several lists gives each list but its main one a scope: `?boot.filter=`.
 */
import { useSearchParams } from 'wouter'
import { sameEntry } from '../../../routing/scroll'
import type { PageSize } from '../../../ui/Pagination'
import type { Sort } from '../../../ui/Table'
import { formatSort, parseSort } from './list-sort'

export type ListView = { filter: string; sort?: Sort; rows?: PageSize; ids: boolean }

function parseRows(param: string | null): PageSize | undefined {
  if (param === 'all') return 'all'
  const n = Number(param)
  return param && Number.isInteger(n) && n > 0 && n <= 1000 ? n : undefined
}

const param = (name: string, scope?: string) => (scope ? `${scope}.${name}` : name)

export function viewFromSearch(search: URLSearchParams, scope?: string): ListView {
  const get = (name: string) => search.get(param(name, scope))
  return {
    filter: get('filter') ?? '',
    sort: parseSort(get('sort')),
    rows: parseRows(get('rows')),
    ids: get('ids') === '1',
  }
}

/** `search` with the view's parameters replaced by `view`'s (the page's other parameters kept). */
export function searchWithView(search: URLSearchParams, view: Partial<ListView>, scope?: string): URLSearchParams {
  const next = new URLSearchParams(search)
  const put = (name: string, value: string | undefined) =>
    value ? next.set(param(name, scope), value) : next.delete(param(name, scope))
  if ('filter' in view) put('filter', view.filter)
  if ('sort' in view) put('sort', view.sort && formatSort(view.sort))
  if ('rows' in view) put('rows', view.rows === undefined ? undefined : String(view.rows))
  if ('ids' in view) put('ids', view.ids ? '1' : undefined)
  return next
}

/** The list view in the URL and a setter for any part of it. */
export function useListView(scope?: string): [ListView, (change: Partial<ListView>) => void] {
  const [search, setSearch] = useSearchParams()
  const set = (change: Partial<ListView>) => setSearch((prev) => searchWithView(prev, change, scope), sameEntry())
  return [viewFromSearch(search, scope), set]
}
