import { useParams } from 'wouter'
import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { FloatingIpForm } from './FloatingIpForm'
import { floatingIpDefaults, toFloatingIpCreate, type FloatingIpFormValues } from './floating-ip-form'

export default function FloatingIpCreatePage() {
  const { project } = useParams<{ project: string }>()
  const params = (v: FloatingIpFormValues) => ({ query: { project }, body: toFloatingIpCreate(v) })
  const write = useFormSave('floatingIpCreate', {
    params: params,
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
