import { SWRConfig } from 'swr'
import { Link as WouterLink, Route, Switch } from 'wouter'
import { swrConfig } from './api/hooks'
import { NotFound } from './pages/errors/ErrorPage'
import { Shell } from './pages/layout/Shell'
import { routes } from './routes'
import { routeLoading } from './routing/loading'
import { RouteView } from './routing/RouteView'
import { ConfirmDialogHost } from './ui/ConfirmDialog'
import { LinkProvider, type LinkComponent } from './ui/Link'
import { LoadingBar } from './ui/LoadingBar'
import { useStore } from './ui/store'
import { Toaster } from './ui/Toast'

const RouterLink: LinkComponent = (props) => <WouterLink {...props} />

function GlobalLoadingBar() {
  return <LoadingBar loading={useStore(routeLoading) > 0} />
}

export function App() {
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
        <GlobalLoadingBar />
        <Switch>
          {routes.map((r) => (
            <Route key={r.path} path={r.path}>
              {(params) => <RouteView route={r} params={params as Record<string, string>} />}
            </Route>
          ))}
          <Route>
            <Shell kind="silo" params={{}} crumbs={[{ label: 'Page not found' }]}>
              <NotFound />
            </Shell>
          </Route>
        </Switch>
        <Toaster />
        <ConfirmDialogHost />
      </LinkProvider>
    </SWRConfig>
  )
}
