import { useLocation } from 'wouter'
import { useApiMutation, usePageQuery } from '../../api/hooks'
import { pb } from '../../paths'
import { addToast } from '../../ui/Toast'
import { NamedForm } from '../common/NamedForm'
import RouterPage from './RouterPage'
import { useRouterParams } from './use-router-params'

export default function RouterEditPage() {
  const p = useRouterParams()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('vpcRouterView', { path: { router: p.router }, query: { project: p.project, vpc: p.vpc } })
  const update = useApiMutation('vpcRouterUpdate', {
    onSuccess: (r) => {
      addToast({ content: `Router ${r.name} updated` })
      navigate(pb.vpcRouter({ ...p, router: r.name }))
    },
  })
  return (
    <>
      <RouterPage />
      {data && (
        <NamedForm
          title="Edit router"
          submitLabel="Update router"
          initial={{ name: data.name, description: data.description }}
          pending={update.pending}
          serverError={update.error?.message}
          onClose={() => navigate(pb.vpcRouter(p))}
          onSubmit={(body) => update.mutate({ path: { router: p.router }, query: { project: p.project, vpc: p.vpc }, body })}
        />
      )}
    </>
  )
}
