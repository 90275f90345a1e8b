import { modulePreload } from './module-preload'
import { startFirstRoute as startRoute } from './route-data'
import type { AppRoute, Params } from './types'

/**
 * The chunk of code most pages import beside their own (the first route's shared chunks, merged
 * into one by scripts/merge-initial.ts). The build writes its hashed name over this placeholder,
 * which has the same length; a build without the merge leaves it, and there is no such chunk.
 */
export const SHARED_CHUNK = '/assets/shared-GGGGGGGG.js'

type Match = (pathname: string) => { route: AppRoute; params: Params } | undefined

/**
 * The first route of a load, started by the entry before anything else runs: its query
 * and its page's chunk no longer wait for the rest of the entry to run and the app to render down to
 * the route (about 110 ms at 1x), and the shared chunk the page imports is asked for beside the page's
 * chunk, instead of once the page's chunk has arrived and been parsed, which waited on the frame's
 * render (a second serial round, 90-130 ms). RouteView's own start then finds both under way.
 * A signed-out user's pages (public) import none of it. The matcher is the app's (web/routes.tsx).
 * Settles once the route's page can render (its code arrived, or failed to).
 */
export function startFirstRoute(pathname: string, matchPath: Match, sharedChunk = SHARED_CHUNK): Promise<void> {
  const match = matchPath(pathname)
  if (!match) return Promise.resolve()
  const ready = startRoute(match.route, match.params).code
  if (match.route.layout !== 'public' && !sharedChunk.includes('GGGGGGGG')) modulePreload(sharedChunk)
  return ready
}
