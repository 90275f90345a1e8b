import { Suspense, useEffect, useRef, useState } from 'react'
import { unstable_serialize, useSWRConfig } from 'swr'
import { Redirect, useLocation, useSearch } from 'wouter'
import { prefetchQuery } from '../api/prefetch'
import { ErrorBoundary } from '../pages/errors/ErrorBoundary'
import { Shell } from '../pages/layout/Shell'
import { beginLoading } from './loading'
import { navigationKey, useScrollRestoration } from './scroll'
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
 * Starts the route's main query once per navigation to it (cold or client-side) unless SWR holds
 * an answer for it already, while rendering:
 * before the page's chunk is even asked for, and before a page already loaded mounts its own hook.
 * RouteView stays mounted from one page to the next (app.tsx), so a ref tells a new route or new
 * params from a re-render of the same page.
 */
function useRouteQuery(route: AppRoute, params: Params) {
  const { cache } = useSWRConfig()
  const started = useRef('')
  const id = route.path + JSON.stringify(params)
  if (started.current === id || !route.query) return
  started.current = id
  const key = route.query(params)
  // With an answer cached, the page shows it and SWR revalidates as it always does.
  if (cache.get(unstable_serialize(key))?.data === undefined) prefetchQuery(key as never)
}

export function RouteView({ route, params }: { route: AppRoute; params: Params }) {
  useRouteQuery(route, params)
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
