import type { RouterRouteCreate } from '../../../api/generated/types'
import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { RouteForm } from './RouteForm'
import { routeDefaults } from './route-form'
import { useNameSuggestions } from './use-suggestions'
import { useRouterParams } from './use-router-params'

export default function RouteCreatePage() {
  const p = useRouterParams()
  const suggestions = useNameSuggestions(p)
  const params = (body: RouterRouteCreate) => ({ query: { project: p.project, vpc: p.vpc, router: p.router }, body })
  const write = useFormSave('vpcRouterRouteCreate', {
    params: params,
    created: (route) => `Route ${route.name} created`,
    back: to.vpcRouter(p),
  })
  return (
    <RouteForm title="Add route" submitLabel="Add route" initial={routeDefaults} suggestions={suggestions} {...write} />
  )
}
