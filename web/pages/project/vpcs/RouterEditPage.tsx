import { useLocation } from 'wouter'
import type { VpcRouter } from '../../../api/generated/types'
import { namedDoc } from '../../../api/change-shapes'
import { usePageQuery } from '../../../api/hooks'
import { to } from '../../../urls'
import { NamedForm } from '../../common/NamedForm'
import { useNamedEditSave } from '../../common/use-edit-form'
import { useRouterParams } from './use-router-params'

export default function RouterEditPage() {
  const p = useRouterParams()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('vpcRouterView', {
    path: { router: p.router },
    query: { project: p.project, vpc: p.vpc },
  })
  return (
    <>
      {data && (
        <RouterEditForm
          router={data}
          close={() => navigate(to.vpcRouter(p))}
          savedTo={(name) => to.vpcRouter({ ...p, router: name })}
        />
      )}
    </>
  )
}

/**
 * Saved as this user's changes: name and description one part each, on the router as
 * it is now; read and written by ID, so a rename meanwhile is no 404. A rename lands on its page.
 */
function RouterEditForm({
  router,
  close,
  savedTo,
}: {
  router: VpcRouter
  close: () => void
  savedTo: (name: string) => string
}) {
  const at = { path: { router: router.id } }
  const edit = useNamedEditSave('vpcRouterUpdate', 'vpcRouterView', at, {
    opened: router,
    saved: (r) => `Router ${r.name} updated`,
    back: close,
    savedTo: (r) => savedTo(r.name),
  })
  return (
    <NamedForm docs="routers" title="Edit router" submitLabel="Update router" initial={namedDoc(router)} {...edit} />
  )
}
