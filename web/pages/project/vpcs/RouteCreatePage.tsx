import type { RouterRouteCreate } from '../../../api/generated/types'
import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { RouteForm } from './RouteForm'
import { routeDefaults } from './route-form'
import { useNameSuggestions } from './use-suggestions'
import { useRouterParams } from './use-router-params'

export default function RouteCreatePage() {
  const p = useRouterParams()
  const [, navigate] = useLocation()
  const suggestions = useNameSuggestions(p)
  const close = () => navigate(pb.vpcRouter(p))
  const params = (body: RouterRouteCreate) => ({ query: { project: p.project, vpc: p.vpc, router: p.router }, body })
  const create = useApiMutation('vpcRouterRouteCreate', {
    onSuccess: (route) => {
      addToast({ content: `Route ${route.name} created` })
      close()
    },
  })
  return (
    <>
      <RouteForm
        title="Add route"
        submitLabel="Add route"
        initial={routeDefaults}
        pending={create.pending}
        serverError={create.error?.message}
        suggestions={suggestions}
        onClose={close}
        onSubmit={(body) => create.mutate(params(body))}
        request={(body) => requestPreview('vpcRouterRouteCreate', params(body))}
      />
    </>
  )
}
