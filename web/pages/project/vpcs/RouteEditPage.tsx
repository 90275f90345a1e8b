import { useParams } from 'wouter'
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

/**
 * The update takes the route whole: saved as this user's changes to the route as it is now,
 * read and written by ID so a rename by someone else meanwhile is no 404.
 */
export default function RouteEditPage() {
  const p = useRouterParams()
  const { route } = useParams<{ route: string }>()
  const suggestions = useNameSuggestions(p)
  const query = { project: p.project, vpc: p.vpc, router: p.router }
  const { data } = useQuery('vpcRouterRouteView', { path: { route }, query }, { throwOnError: true })
  // a save runs only from the form, which is there once the route is
  const at = () => ({ path: { route: data!.id } })
  const edit = useFormSave('vpcRouterRouteUpdate', {
    opened: data && asWritten(data),
    read: async () => asWritten(await readOnce('vpcRouterRouteView', at())),
    shape: routeShape,
    params: (body) => ({ ...at(), body }),
    saved: (r) => `Route ${r.name} updated`,
    back: to.vpcRouter(p),
  })
  return (
    <>
      {data && (
        <RouteForm
          title={`Edit route ${data.name}`}
          submitLabel="Update route"
          initial={routeToValues(data)}
          suggestions={suggestions}
          readOnlyReason={routeActionDisabled('edit', data)}
          {...edit}
        />
      )}
    </>
  )
}
