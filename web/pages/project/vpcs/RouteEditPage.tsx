import { useLocation, useParams } from 'wouter'
import type { RouterRoute } from '../../../api/generated/types'
import { routeShape } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { RouteForm } from './RouteForm'
import { routeToValues } from './route-form'
import { routeActionDisabled } from '../../../api/rules/routers'
import { useNameSuggestions } from './use-suggestions'
import { useRouterParams } from './use-router-params'

const asWritten = ({ name, description, destination, target }: RouterRoute) => ({
  name,
  description,
  destination,
  target,
})

export default function RouteEditPage() {
  const p = useRouterParams()
  const { route } = useParams<{ route: string }>()
  const [, navigate] = useLocation()
  const suggestions = useNameSuggestions(p)
  const query = { project: p.project, vpc: p.vpc, router: p.router }
  const { data } = useQuery('vpcRouterRouteView', { path: { route }, query }, { throwOnError: true })
  const close = () => navigate(to.vpcRouter(p))
  return (
    <>
      {data && (
        <RouteEditForm
          route={data}
          suggestions={suggestions}
          readOnlyReason={routeActionDisabled('edit', data)}
          close={close}
        />
      )}
    </>
  )
}

/**
 * The update takes the route whole: saved as this user's changes to the route as it is now
 *, read and written by ID so a rename by someone else meanwhile is no 404.
 */
function RouteEditForm({
  route,
  suggestions,
  readOnlyReason,
  close,
}: {
  route: RouterRoute
  suggestions: ReturnType<typeof useNameSuggestions>
  readOnlyReason?: string
  close: () => void
}) {
  const at = { path: { route: route.id } }
  const edit = useFormSave('vpcRouterRouteUpdate', {
    opened: asWritten(route),
    read: async () => asWritten(await readOnce('vpcRouterRouteView', at)),
    shape: routeShape,
    params: (body) => ({ ...at, body }),
    saved: (r) => `Route ${r.name} updated`,
    back: close,
  })
  return (
    <RouteForm
      title={`Edit route ${route.name}`}
      submitLabel="Update route"
      initial={routeToValues(route)}
      suggestions={suggestions}
      readOnlyReason={readOnlyReason}
      {...edit}
    />
  )
}
