import { matchPath } from './routes'
import { startFirstRoute } from './routing/start'

/**
 * Imported first by the entry (main.tsx), so this runs before the rest of the entry's modules are
 * even evaluated. The preview build answers the API from a worker that is not up yet:
 * there RouteView starts the route once it renders.
 * The starter script (first-calls-start.ts), which runs the entry, has sent the route's calls
 * already: the route's start takes them (web/routing/route-data.ts startFirstRoute).
 * `firstPageReady` settles once the route's page can render.
 */
function start(): Promise<void> {
  return startFirstRoute(location.pathname, matchPath)
}

export const firstPageReady: Promise<void> =
  !__PREVIEW__ && typeof location !== 'undefined' ? start() : Promise.resolve()
