import { useLocation, useParams } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { FloatingIpForm } from './FloatingIpForm'
import { floatingIpDefaults, toFloatingIpCreate, type FloatingIpFormValues } from './floating-ip-form'

export default function FloatingIpCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(pb.floatingIps({ project }))
  const params = (v: FloatingIpFormValues) => ({ query: { project }, body: toFloatingIpCreate(v) })
  const create = useCallSubmit('floatingIpCreate', params, {
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
        onClose={close}
        {...formWrite(create)}
      />
    </>
  )
}
