import { unstable_serialize } from 'swr'
import { prefetchQuery } from '../api/prefetch'
import { matchPath } from './match'
import type { AppRoute, Params } from './types'

/**
 * What a route starts the moment it matches (issue #20), before the frame renders: its main query
 * (unless SWR holds an answer for it: the page shows that and revalidates as it always does), then
 * its page's chunk, so neither waits for the frame's render, nor the chunk for the Page element
 * to be reached inside the frame.
 */
export function startRoute(route: AppRoute, params: Params, cached: (key: string) => boolean) {
  if (route.query) {
    const key = route.query(params)
    if (!cached(unstable_serialize(key))) prefetchQuery(key as never)
  }
  if (route.page && 'preload' in route.page) route.page.preload()
}

/**
 * The chunk of code most pages import beside their own (the first route's shared chunks, merged
 * into one by scripts/merge-initial.ts). The build writes its hashed name over this placeholder,
 * which has the same length; a build without the merge leaves it, and there is no such chunk.
 */
export const SHARED_CHUNK = '/assets/shared-GGGGGGGG.js'

/** Asks for a module now, beside whatever asked first, instead of after its importer has arrived. */
function modulePreload(href: string) {
  const link = document.createElement('link')
  link.rel = 'modulepreload'
  link.href = href
  document.head.appendChild(link)
}

/**
 * The first route of a load, started by the entry before anything else runs (issue #34): its query
 * and its page's chunk no longer wait for the rest of the entry to run and the app to render down to
 * the route (about 110 ms at 1x), and the shared chunk the page imports is asked for beside the page's
 * chunk, instead of once the page's chunk has arrived and been parsed, which waited on the frame's
 * render (a second serial round, 90-130 ms). RouteView's own start then finds both under way.
 * A signed-out user's pages (public) import none of it.
 */
export function startFirstRoute(pathname: string, sharedChunk = SHARED_CHUNK) {
  const match = matchPath(pathname)
  if (!match) return
  startRoute(match.route, match.params, () => false)
  if (match.route.layout !== 'public' && !sharedChunk.includes('GGGGGGGG')) modulePreload(sharedChunk)
}
