import { useLocation, useParams } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { FloatingIpForm } from './FloatingIpForm'
import { floatingIpDefaults, toFloatingIpCreate, type FloatingIpFormValues } from './floating-ip-form'

export default function FloatingIpCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(pb.floatingIps({ project }))
  const params = (v: FloatingIpFormValues) => ({ query: { project }, body: toFloatingIpCreate(v) })
  const create = useApiMutation('floatingIpCreate', {
    onSuccess: (f) => {
      addToast({ content: `Floating IP ${f.name} created` })
      close()
    },
  })
  return (
    <>
      <FloatingIpForm
        title="Create floating IP"
        submitLabel="Create floating IP"
        initial={floatingIpDefaults}
        withAllocation
        pending={create.pending}
        serverError={create.error?.message}
        onClose={close}
        onSubmit={(v) => create.mutate(params(v))}
        request={(v) => requestPreview('floatingIpCreate', params(v))}
      />
    </>
  )
}
