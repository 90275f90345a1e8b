import { useLocation, useParams } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { usePageQuery } from '../../../api/hooks'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { FloatingIpForm } from './FloatingIpForm'
import { floatingIpDefaults, type FloatingIpFormValues } from './floating-ip-form'

export default function FloatingIpEditPage() {
  const { project, floatingIp } = useParams<{ project: string; floatingIp: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(pb.floatingIps({ project }))
  const { data } = usePageQuery('floatingIpView', { path: { floatingIp }, query: { project } })
  const params = (v: FloatingIpFormValues) => ({
    path: { floatingIp },
    query: { project },
    body: { name: v.name.trim(), description: v.description },
  })
  const update = useCallSubmit('floatingIpUpdate', params, {
    onSuccess: (f) => {
      addToast({ content: `Floating IP ${f.name} updated` })
      close()
    },
  })
  return (
    <>
      {data && (
        <FloatingIpForm
          title={`Edit floating IP ${data.name}`}
          submitLabel="Update floating IP"
          initial={{ ...floatingIpDefaults, name: data.name, description: data.description }}
          withAllocation={false}
          onClose={close}
          {...formWrite(update)}
        />
      )}
    </>
  )
}
