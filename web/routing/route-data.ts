import { createContext, useContext, useRef } from 'react'
import { useSWRConfig } from 'swr'
import { forgetEarlyCalls } from '../api/early-calls'
import type { PagedMethod } from '../api/all-items'
import { cacheId, requestOf, startQuery, type ListQuery, type Query } from '../api/queries'
import type { AppRoute, Params } from './types'

/*
 * How a page gets its data: its route's loader (AppRoute.load) builds the page's queries once per
 * navigation; the route starts them the moment it matches, beside the page's code (web/api/queries.ts
 * hands them to SWR); the page takes the very same objects (useRouteQueries) and gives them to its
 * hooks, whose reads find them under way.
 */

/** A route's queries by name: what its loader returns and its page reads. */
export type RouteQueries = Record<string, Query>
/** A list page's queries (web/routing/area.ts): its list. */
export type ListRoute<M extends PagedMethod = PagedMethod> = { list: ListQuery<M> }

/** A route's queries, a form's over the page beneath it after that page's (both render). */
function routeQueries(route: AppRoute, params: Params): RouteQueries[] {
  return [...(route.parent ? routeQueries(route.parent, params) : []), route.load?.(params) ?? {}]
}

/** The requests a route starts, in order: what the starter's table is made from (scripts/first-calls.ts). */
export const routeRequests = (route: AppRoute, params: Params) =>
  routeQueries(route, params).flatMap((qs) => Object.values(qs).map((q) => requestOf(q).first))

/**
 * A started route: its queries (one set per page it renders, the page beneath first), `code`
 * settling once its pages' code is in (or failed to come), `reads` once its reads of one object or
 * one page have answered or failed (not its whole collections: a form's pickers can take long, and
 * the form shows without them).
 */
export type StartedRoute = { queries: RouteQueries[]; code: Promise<void>; reads: Promise<void> }

const settled = (promises: Promise<unknown>[]) => Promise.allSettled(promises).then(() => undefined)

/**
 * What a route starts the moment it matches, before the frame renders: its queries (but those SWR
 * holds an answer for: the page shows that and revalidates as it always does), then its pages'
 * code, so neither waits for the frame's render.
 */
export function startRoute(route: AppRoute, params: Params, cached: (id: string) => boolean): StartedRoute {
  const queries = routeQueries(route, params)
  const reads: Promise<unknown>[] = []
  for (const q of queries.flatMap((qs) => Object.values(qs))) {
    if (cached(cacheId(q))) continue
    const request = startQuery(q)
    if (!requestOf(q).whole) reads.push(request)
  }
  const pages: Promise<void>[] = []
  for (let r: AppRoute | undefined = route; r; r = r.parent)
    if (r.page && 'preload' in r.page) pages.push(r.page.preload())
  return { queries, code: settled(pages), reads: settled(reads) }
}

/**
 * The first route of a load, started by the entry before anything renders. The starter script
 * has sent its requests already (web/first-calls-start.ts): each of the route's queries, started
 * here, takes the starter's response to its very request in the fetch core (web/api/early-calls.ts,
 * the one seam between the two scripts, read as the request starts, so before this returns), and
 * the seam closes: any response the route did not ask for is dropped.
 */
export function startFirstRoute(route: AppRoute, params: Params): StartedRoute {
  const started = startRoute(route, params, () => false)
  forgetEarlyCalls()
  return started
}

/**
 * A route started ahead of its navigation, as RouteView will start it (a link pressed: its click
 * follows within a few hundred ms), with what SWR already holds left out: the render that follows
 * finds both the reads and the code under way and starts nothing twice.
 */
export function useRouteStarter() {
  const { cache } = useSWRConfig()
  return (route: AppRoute, params: Params) => startRoute(route, params, (id) => cache.get(id)?.data !== undefined)
}

/**
 * startRoute once per navigation to a route (cold or client-side), while rendering: the queries
 * its pages read. RouteView stays mounted from one page to the next, so a ref tells a new route
 * or new params from a re-render of the same page.
 */
export function useRouteStart(route: AppRoute, params: Params): RouteQueries[] {
  const start = useRouteStarter()
  const started = useRef<{ id: string; queries: RouteQueries[] }>(undefined)
  const id = route.path + JSON.stringify(params)
  if (started.current?.id !== id) started.current = { id, queries: start(route, params).queries }
  return started.current.queries
}

/** The queries of the route a page renders for (RouteView provides them). */
export const RouteQueriesContext = createContext<RouteQueries>({})

/** The page's queries as its route's loader built them: the very objects its route started. */
export const useRouteQueries = <Q extends RouteQueries>() => useContext(RouteQueriesContext) as Q
