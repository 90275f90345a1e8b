import { useParams } from 'wouter'
import { to } from '../../../urls'
import { useCreateWrite } from '../../common/use-create-form'
import { FloatingIpForm } from './FloatingIpForm'
import { floatingIpDefaults, toFloatingIpCreate, type FloatingIpFormValues } from './floating-ip-form'

export default function FloatingIpCreatePage() {
  const { project } = useParams<{ project: string }>()
  const params = (v: FloatingIpFormValues) => ({ query: { project }, body: toFloatingIpCreate(v) })
  const write = useCreateWrite('floatingIpCreate', params, {
    created: (f) => `Floating IP ${f.name} created`,
    back: to.floatingIps({ project }),
  })
  return (
    <FloatingIpForm
      title="Create floating IP"
      submitLabel="Create floating IP"
      initial={floatingIpDefaults}
      withAllocation
      {...write}
    />
  )
}
