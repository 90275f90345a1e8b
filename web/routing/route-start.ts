import { useRef } from 'react'
import { unstable_serialize, useSWRConfig } from 'swr'
import { allItemsKey, firstPageKey } from '../api/all-items'
import type { ApiMethod } from '../api/client'
import { prefetchQuery } from '../api/prefetch'
import type { AppRoute, Params, RouteRead } from './types'

/**
 * A started route: `code` settles once its pages' code is in (or failed to come), `reads` once its
 * reads of one object or one page have answered or failed (not its whole collections).
 */
export type StartedRoute = { code: Promise<void>; reads: Promise<void> }

const settled = (promises: Promise<unknown>[]) => Promise.allSettled(promises).then(() => undefined)

/**
 * What a route starts the moment it matches (issue #20), before the frame renders: its main query
 * (unless SWR holds an answer for it: the page shows that and revalidates as it always does), then
 * its page's chunk, so neither waits for the frame's render, nor the chunk for the Page element
 * to be reached inside the frame.
 */
export function startRoute(route: AppRoute, params: Params, cached: (key: string) => boolean): StartedRoute {
  const reads: Promise<unknown>[] = []
  for (const { cacheKey, request, whole } of routeRequests(route, params)) {
    if (cached(cacheKey)) continue
    const read = prefetchQuery(request as never)
    // a whole collection (a form's pickers) can take long to answer, and its page shows without it
    if (!whole) reads.push(read)
  }
  const pages: Promise<void>[] = []
  for (let r: AppRoute | undefined = route; r; r = r.parent)
    if (r.page && 'preload' in r.page) pages.push(r.page.preload())
  return { code: settled(pages), reads: settled(reads) }
}

type Key = readonly [ApiMethod, unknown]

/**
 * The requests a route starts, in order, each with the SWR key its answer is cached under: a form
 * over a page (route.parent) shows that page too, so the page's come first; then the route's main
 * query, then its other reads (a whole list's first page, for useAllItems).
 */
export function routeRequests(
  route: AppRoute,
  params: Params,
): { cacheKey: string; request: Key; /** a whole list's first page (useAllItems) */ whole: boolean }[] {
  const reads: RouteRead[] = [
    ...(route.query ? [{ query: route.query(params) }] : []),
    ...(route.reads?.(params) ?? []),
  ]
  return [
    ...(route.parent ? routeRequests(route.parent, params) : []),
    ...reads.map((read) =>
      'query' in read
        ? { cacheKey: unstable_serialize(read.query), request: read.query, whole: false }
        : {
            cacheKey: unstable_serialize(allItemsKey(...read.all)),
            request: firstPageKey(read.all[0], read.all[1] as never) as Key,
            whole: true,
          },
    ),
  ]
}

/** Just the requests: what the starter script's table is made from (scripts/first-calls.ts). */
export const routeQueries = (route: AppRoute, params: Params) => routeRequests(route, params).map((r) => r.request)

/**
 * A route started ahead of its navigation, as RouteView will start it (a link pressed: its click
 * follows within a few hundred ms), with what SWR already holds left out: the render that follows
 * finds both the reads and the code under way and starts nothing twice (prefetchQuery, lazyPage).
 */
export function useRouteStarter() {
  const { cache } = useSWRConfig()
  return (route: AppRoute, params: Params) => startRoute(route, params, (key) => cache.get(key)?.data !== undefined)
}

/**
 * startRoute once per navigation to a route (cold or client-side), while rendering. RouteView
 * stays mounted from one page to the next (app.tsx), so a ref tells a new route or new params
 * from a re-render of the same page.
 */
export function useRouteStart(route: AppRoute, params: Params) {
  const start = useRouteStarter()
  const started = useRef('')
  const id = route.path + JSON.stringify(params)
  if (started.current === id) return
  started.current = id
  start(route, params)
}
