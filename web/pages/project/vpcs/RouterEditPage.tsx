import { namedDoc } from '../../../api/change-shapes'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { NamedForm } from '../../common/NamedForm'
import { useFormSave } from '../../common/use-form-save'
import { useRouterParams } from './use-router-params'

/**
 * Saved as this user's changes: name and description one part each, on the router as
 * it is now; read and written by ID, so a rename meanwhile is no 404. A rename lands on its page.
 */
export default function RouterEditPage() {
  const p = useRouterParams()
  const { data: router } = useQuery(
    'vpcRouterView',
    {
      path: { router: p.router },
      query: { project: p.project, vpc: p.vpc },
    },
    { throwOnError: true },
  )
  const edit = useFormSave('vpcRouterUpdate', {
    view: 'vpcRouterView',
    at: router && { path: { router: router.id } },
    opened: router,
    saved: (r) => `Router ${r.name} updated`,
    back: to.vpcRouter(p),
    savedTo: (r) => to.vpcRouter({ ...p, router: r.name }),
  })
  return (
    <>
      {router && (
        <NamedForm
          docs="routers"
          title="Edit router"
          submitLabel="Update router"
          initial={namedDoc(router)}
          {...edit}
        />
      )}
    </>
  )
}
