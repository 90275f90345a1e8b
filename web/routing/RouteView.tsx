import { Suspense, useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { Redirect, useLocation, useSearch } from 'wouter'
import { ErrorBoundary } from '../pages/errors/ErrorBoundary'
import { Shell } from '../pages/layout/Shell'
import { beginLoading } from './loading'
import { navigationKey, useScrollRestoration } from './scroll'
import { startRoute } from './start'
import { pageTitle, type AppRoute, type Params } from './types'

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

/**
 * startRoute once per navigation to a route (cold or client-side), while rendering. RouteView
 * stays mounted from one page to the next (app.tsx), so a ref tells a new route or new params
 * from a re-render of the same page.
 */
function useRouteStart(route: AppRoute, params: Params) {
  const { cache } = useSWRConfig()
  const started = useRef('')
  const id = route.path + JSON.stringify(params)
  if (started.current === id) return
  started.current = id
  startRoute(route, params, (key) => cache.get(key)?.data !== undefined)
}

export function RouteView({ route, params }: { route: AppRoute; params: Params }) {
  useRouteStart(route, params)
  const [location] = useLocation()
  const search = useSearch()
  const crumbs = route.crumbs(params)
  const title = pageTitle(crumbs)
  useEffect(() => {
    document.title = title
  }, [title])
  const navKey = typeof window === 'undefined' ? location : navigationKey() + location
  useScrollRestoration(navKey, true)

  if (route.redirect) return <Redirect to={route.redirect(params)} replace />
  const Page = route.page
  const body = (
    <ErrorBoundary resetKey={location + '?' + search}>
      <Suspense fallback={<RouteLoading />}>
        {/* a new route is a new page, even where two routes share a page component */}
        <Page key={route.path} />
      </Suspense>
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
        <Shell kind={route.layout} params={params} crumbs={crumbs}>
          {body}
        </Shell>
      )}
    </>
  )
}
