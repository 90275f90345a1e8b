import { Suspense, useEffect, useLayoutEffect, useState } from 'react'
import { Redirect, useLocation, useSearch } from 'wouter'
import { ErrorBoundary } from '../errors/ErrorBoundary'
import { Shell } from './Shell'
import { takeOverFirstPaintElsewhere } from '../../ui/first-paint'
import { beginLoading } from '../../routing/loading'
import { RouteQueriesContext, useRouteStart } from '../../routing/route-data'
import { navigationKey, useScrollRestoration } from '../../routing/scroll'
import { pageTitle, type AppRoute, type Params } from '../../routing/types'

/** Shown while a route's lazy chunk loads; drives the global loading bar. */
function RouteLoading() {
  useEffect(() => beginLoading(), [])
  return null
}

/** Screen readers hear the new page title after each client-side navigation. */
function RouteAnnouncer({ title }: { title: string }) {
  const [message, setMessage] = useState('')
  useEffect(() => setMessage(title), [title])
  return (
    <div className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {message}
    </div>
  )
}

export function RouteView({ route, params }: { route: AppRoute; params: Params }) {
  const queries = useRouteStart(route, params)
  const [location] = useLocation()
  const search = useSearch()
  const crumbs = route.crumbs(params)
  const title = pageTitle(crumbs)
  useEffect(() => {
    document.title = title
  }, [title])
  // the starter pre-painted another page than this route's (a redirect, a click before the app ran)
  useLayoutEffect(() => takeOverFirstPaintElsewhere(location), [location])
  const navKey = typeof window === 'undefined' ? location : navigationKey() + location
  useScrollRestoration(navKey, true)

  if (route.redirect) return <Redirect to={route.redirect(params)} replace />
  // A form over a page (a route with a parent, web/routing/area.ts) renders that page, then itself
  // in the outlet after it; the page keeps its key, so opening and closing the form leaves it mounted.
  // Each in a Suspense of its own: with one boundary for both, the form's chunk suspending under a
  // page already shown made Preact mount the page's DOM a second time when the form closed (two
  // headers on an IP pool after Add range).
  const main = route.parent ?? route
  const Page = main.page!
  const Outlet = route.parent ? route.page : undefined
  const body = (
    <ErrorBoundary resetKey={location + '?' + search}>
      {/* each page reads the queries its own route started: the page beneath a form, then the form */}
      <RouteQueriesContext.Provider value={queries[0]}>
        <Suspense fallback={<RouteLoading />}>
          {/* a new route is a new page, even where two routes share a page component */}
          <Page key={main.path} />
        </Suspense>
      </RouteQueriesContext.Provider>
      {Outlet && (
        <RouteQueriesContext.Provider value={queries[queries.length - 1]}>
          <Suspense fallback={null}>
            <Outlet key={route.path} />
          </Suspense>
        </RouteQueriesContext.Provider>
      )}
    </ErrorBoundary>
  )
  return (
    <>
      <RouteAnnouncer title={title} />
      {route.layout === 'public' ? (
        <main id="main" className="public-page" tabIndex={-1}>
          {body}
        </main>
      ) : (
        <Shell kind={route.layout} params={params} crumbs={crumbs} area={route.area}>
          {body}
        </Shell>
      )}
    </>
  )
}
