import { useLocation, useParams } from 'wouter'
import { useApiMutation, usePageQuery } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { RouteForm } from './RouteForm'
import { routeToValues } from './route-form'
import { routeActionDisabled } from '../../../api/rules/routers'
import { useNameSuggestions } from './use-suggestions'
import { useRouterParams } from './use-router-params'

export default function RouteEditPage() {
  const p = useRouterParams()
  const { route } = useParams<{ route: string }>()
  const [, navigate] = useLocation()
  const suggestions = useNameSuggestions(p)
  const query = { project: p.project, vpc: p.vpc, router: p.router }
  const { data } = usePageQuery('vpcRouterRouteView', { path: { route }, query })
  const close = () => navigate(pb.vpcRouter(p))
  const update = useApiMutation('vpcRouterRouteUpdate', {
    onSuccess: (r) => {
      addToast({ content: `Route ${r.name} updated` })
      close()
    },
  })
  return (
    <>
      {data && (
        <RouteForm
          title={`Edit route ${route}`}
          submitLabel="Update route"
          initial={routeToValues(data)}
          pending={update.pending}
          serverError={update.error?.message}
          suggestions={suggestions}
          readOnlyReason={routeActionDisabled('edit', data)}
          onClose={close}
          onSubmit={(body) => update.mutate({ path: { route }, query, body })}
          request={(body) => requestPreview('vpcRouterRouteUpdate', { path: { route }, query, body })}
        />
      )}
    </>
  )
}
