import { useSyncExternalStore } from 'react'
import { SWRConfig } from 'swr'
import { Route, Switch } from 'wouter'
import { versionRefusal } from './api/api-version'
import { swrConfig } from './api/hooks'
import { NotFound } from './pages/errors/ErrorPage'
import { VersionRefusedPage } from './pages/errors/VersionRefusedPage'
import type { AppRoute } from './routing/types'
import { HealthBanner } from './pages/layout/HealthBanner'
import { routes } from './routes'
import { routeLoading } from './routing/loading'
import { RouterLink } from './pages/layout/RouterLink'
import { RouteView } from './pages/layout/RouteView'
import { ConfirmDialogHost } from './ui/ConfirmDialog'
import { LinkProvider } from './ui/Link'
import { LoadingBar } from './ui/LoadingBar'
import { useStore } from './ui/store'
import { Toaster } from './ui/Toast'

/** Unmatched paths: the Not found page inside the signed-in frame. Not in `routes`, so crawlers skip it. */
const notFoundRoute: AppRoute = {
  path: '*',
  layout: 'silo',
  crumbs: () => [{ label: 'Page not found' }],
  page: NotFound,
}

function GlobalLoadingBar() {
  return <LoadingBar loading={useStore(routeLoading) > 0} />
}

export function App() {
  // A control plane that refuses our API version refuses every call: one page says so.
  const refusal = useSyncExternalStore(versionRefusal.subscribe, versionRefusal.get, versionRefusal.get)
  if (refusal) return <VersionRefusedPage refusal={refusal} />
  return (
    <SWRConfig value={swrConfig}>
      <LinkProvider value={RouterLink}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {__PREVIEW__ && (
          <div className="preview-banner" role="note">
            Technical preview: resources persist only across client-side navigation and vanish on refresh.
          </div>
        )}
        <HealthBanner />
        <GlobalLoadingBar />
        {/* No keys on the routes: the Switch renders one Route, which then stays the same element from
            one page to the next, so the frame (top bar, sidebar, menus) is not torn down and rebuilt
            on every client-side navigation; RouteView keys the page itself by its route. */}
        <Switch>
          {routes.map((r) => (
            <Route path={r.path}>{(params) => <RouteView route={r} params={params as Record<string, string>} />}</Route>
          ))}
          <Route>
            <RouteView route={notFoundRoute} params={{}} />
          </Route>
        </Switch>
        <Toaster />
        <ConfirmDialogHost />
      </LinkProvider>
    </SWRConfig>
  )
}
