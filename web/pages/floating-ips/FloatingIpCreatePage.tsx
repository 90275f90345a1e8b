import { useLocation, useParams } from 'wouter'
import { useApiMutation } from '../../api/hooks'
import { pb } from '../../paths'
import { addToast } from '../../ui/Toast'
import FloatingIpsPage from './FloatingIpsPage'
import { FloatingIpForm } from './FloatingIpForm'
import { floatingIpDefaults, toFloatingIpCreate } from './floating-ip-form'

export default function FloatingIpCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(pb.floatingIps({ project }))
  const create = useApiMutation('floatingIpCreate', {
    onSuccess: (f) => {
      addToast({ content: `Floating IP ${f.name} created` })
      close()
    },
  })
  return (
    <>
      <FloatingIpsPage />
      <FloatingIpForm
        title="Create floating IP"
        submitLabel="Create floating IP"
        initial={floatingIpDefaults}
        withAllocation
        pending={create.pending}
        serverError={create.error?.message}
        onClose={close}
        onSubmit={(v) => create.mutate({ query: { project }, body: toFloatingIpCreate(v) })}
      />
    </>
  )
}
