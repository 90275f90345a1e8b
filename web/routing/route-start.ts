import { useRef } from 'react'
import { unstable_serialize, useSWRConfig } from 'swr'
import { prefetchQuery } from '../api/prefetch'
import type { AppRoute, Params } from './types'

/**
 * What a route starts the moment it matches (issue #20), before the frame renders: its main query
 * (unless SWR holds an answer for it: the page shows that and revalidates as it always does), then
 * its page's chunk, so neither waits for the frame's render, nor the chunk for the Page element
 * to be reached inside the frame.
 */
export function startRoute(route: AppRoute, params: Params, cached: (key: string) => boolean) {
  // a form over a page (route.parent) shows that page too: its query and code start as well
  if (route.parent) startRoute(route.parent, params, cached)
  if (route.query) {
    const key = route.query(params)
    if (!cached(unstable_serialize(key))) prefetchQuery(key as never)
  }
  if (route.page && 'preload' in route.page) route.page.preload()
}

/**
 * startRoute once per navigation to a route (cold or client-side), while rendering. RouteView
 * stays mounted from one page to the next (app.tsx), so a ref tells a new route or new params
 * from a re-render of the same page.
 */
export function useRouteStart(route: AppRoute, params: Params) {
  const { cache } = useSWRConfig()
  const started = useRef('')
  const id = route.path + JSON.stringify(params)
  if (started.current === id) return
  started.current = id
  startRoute(route, params, (key) => cache.get(key)?.data !== undefined)
}
