import { useLocation } from 'wouter'
import { useApiMutation, usePageQuery } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { NamedForm, type NamedValues } from '../../common/NamedForm'
import { useRouterParams } from './use-router-params'

export default function RouterEditPage() {
  const p = useRouterParams()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('vpcRouterView', {
    path: { router: p.router },
    query: { project: p.project, vpc: p.vpc },
  })
  const params = (body: NamedValues) => ({
    path: { router: p.router },
    query: { project: p.project, vpc: p.vpc },
    body,
  })
  const update = useApiMutation('vpcRouterUpdate', {
    onSuccess: (r) => {
      addToast({ content: `Router ${r.name} updated` })
      navigate(pb.vpcRouter({ ...p, router: r.name }))
    },
  })
  return (
    <>
      {data && (
        <NamedForm
          docs="routers"
          title="Edit router"
          submitLabel="Update router"
          initial={{ name: data.name, description: data.description }}
          pending={update.pending}
          serverError={update.error?.message}
          onClose={() => navigate(pb.vpcRouter(p))}
          onSubmit={(body) => update.mutate(params(body))}
          request={(body) => requestPreview('vpcRouterUpdate', params(body))}
        />
      )}
    </>
  )
}
