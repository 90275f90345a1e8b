/**
 * The starter's pre-paint: the first route's rows painted from its early response before
 * the entry has run, into `#first-paint` beside the app's root, which is hidden until the app takes
 * the region over (web/ui/first-paint.ts). Only a 200 with rows on a plain list location is painted
 * (no filter or view in the query): an error, an empty list or a sign-in is the app's to show.
 */
import { peekEarlyCall } from '../api/early-calls'
import { FIRST_PAINT_ID, FIRST_PAINT_PATH } from '../ui/first-paint'
import { applyStoredTheme } from '../ui/theme'
import { instancesListHtml, instancesListProject, type InstanceJson } from './instances'
import { setFirstPaint, type FirstPaint } from './slot'

/** Paints `html` unless the app has rendered already (then the page is its own). */
export function paintInto(doc: Document, pathname: string, html: string): boolean {
  const root = doc.getElementById('root')
  if (!root || root.firstChild || doc.getElementById(FIRST_PAINT_ID)) return false
  const region = doc.createElement('div')
  region.id = FIRST_PAINT_ID
  region.setAttribute(FIRST_PAINT_PATH, pathname)
  region.innerHTML = html
  // in the user's theme from the first frame, as the entry would paint it (web/ui/theme.ts)
  applyStoredTheme()
  root.hidden = true
  root.before(region)
  return true
}

/** The list's rows in a response body, or null when there is nothing to paint. */
export function paintableItems(body: unknown): InstanceJson[] | null {
  const items = (body as { items?: unknown } | null)?.items
  return Array.isArray(items) && items.length > 0 ? (items as InstanceJson[]) : null
}

/** A location the starter may pre-paint: a plain list location (no filter or view in the query). */
export const mayPaintFirstRoute = (location: Pick<Location, 'pathname' | 'search'>) =>
  instancesListProject(location.pathname) !== null && !location.search

/** Called by the starter with the calls it started for this location; undefined when it paints nothing. */
export function paintFirstRoute(
  location: Pick<Location, 'pathname' | 'search'>,
  urls: readonly string[],
): FirstPaint | undefined {
  const project = instancesListProject(location.pathname)
  if (project === null || !mayPaintFirstRoute(location)) return
  const response = urls
    .filter((u) => u.startsWith('/v1/instances?'))
    .map(peekEarlyCall)
    .find((r) => r !== undefined)
  if (!response) return
  const paint: FirstPaint = { done: false, settled: Promise.resolve(false) }
  paint.settled = response
    // cloned at once, before the app's fetch core reads the same response's body
    .then((r) => (r.status === 200 ? r.clone().json() : null))
    .then((body) => {
      const items = paintableItems(body)
      return !!items && paintInto(document, location.pathname, instancesListHtml(project, items))
    })
    .catch(() => false)
    .then((painted) => {
      paint.done = true
      return painted
    })
  setFirstPaint(paint)
  return paint
}
