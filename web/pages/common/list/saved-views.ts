/**
 * Saved views: a named filter + sort + rows per page (+ the ID column), kept per
 * user in localStorage under one key, grouped by list. A view is stored as the URL parameters
 * it sets, so applying one and sharing it as a link are the same thing.
 */
import { searchWithView, viewFromSearch, type ListView } from './list-view'

export type SavedView = { name: string; search: string }
type Store = Record<string, SavedView[]>

const storageKey = (user: string) => `rack-console:views:${user}`

/** The view's parameters alone, in a fixed order: what a saved view stores and is compared by. */
export const viewSearch = (view: ListView) =>
  searchWithView(new URLSearchParams(), {
    filter: view.filter,
    sort: view.sort,
    rows: view.rows,
    ids: view.ids,
  }).toString()

/** A view that shows the list as it comes (nothing to save). */
export const isDefaultView = (view: ListView) => viewSearch(view) === ''

function read(storage: Storage, user: string): Store {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey(user)) ?? '{}')
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Store) : {}
  } catch {
    // a hand-edited or foreign value: start again rather than break the list
    return {}
  }
}

export function loadViews(storage: Storage, user: string, list: string): SavedView[] {
  const views = read(storage, user)[list]
  return Array.isArray(views)
    ? views.filter((v) => v && typeof v.name === 'string' && typeof v.search === 'string')
    : []
}

function write(storage: Storage, user: string, list: string, views: SavedView[]) {
  const store = read(storage, user)
  if (views.length) store[list] = views
  else delete store[list]
  storage.setItem(storageKey(user), JSON.stringify(store))
  return views
}

/** Saves `view` under `name`, replacing a view of that name; the list's views stay in name order. */
export function saveView(storage: Storage, user: string, list: string, name: string, view: ListView): SavedView[] {
  const others = loadViews(storage, user, list).filter((v) => v.name !== name)
  const views = [...others, { name, search: viewSearch(view) }].sort((a, b) => a.name.localeCompare(b.name))
  return write(storage, user, list, views)
}

export function deleteView(storage: Storage, user: string, list: string, name: string): SavedView[] {
  return write(
    storage,
    user,
    list,
    loadViews(storage, user, list).filter((v) => v.name !== name),
  )
}

/** The list view a saved view sets (parsed the way the URL is, so a stale or edited one is safe). */
export const viewOf = (saved: SavedView) => viewFromSearch(new URLSearchParams(saved.search))

/** The link that opens `path` with the saved view applied. */
export const viewLink = (origin: string, path: string, saved: SavedView) =>
  `${origin}${path}${saved.search ? `?${saved.search}` : ''}`
