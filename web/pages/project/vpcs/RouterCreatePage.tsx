import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { NamedForm, namedDefaults } from '../../common/NamedForm'
import { useVpcParams } from './use-vpc-params'

export default function RouterCreatePage() {
  const p = useVpcParams()
  const [, navigate] = useLocation()
  const create = useApiMutation('vpcRouterCreate', {
    onSuccess: (r) => {
      addToast({ content: `Router ${r.name} created` })
      navigate(pb.vpcRouter({ ...p, router: r.name }))
    },
  })
  return (
    <>
      <NamedForm
        docs="routers"
        title="Create router"
        submitLabel="Create router"
        initial={namedDefaults}
        pending={create.pending}
        serverError={create.error?.message}
        onClose={() => navigate(pb.vpcRouters(p))}
        onSubmit={(body) => create.mutate({ query: p, body })}
        request={(body) => requestPreview('vpcRouterCreate', { query: p, body })}
      />
    </>
  )
}
