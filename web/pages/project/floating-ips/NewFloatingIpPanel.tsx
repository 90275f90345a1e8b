import type { FloatingIp } from '../../../api/generated/types'
import { useWrite } from '../../../api/writes'
import { addToast } from '../../../ui/Toast'
import { FloatingIpForm } from './FloatingIpForm'
import { floatingIpDefaults, toFloatingIpCreate, type FloatingIpFormValues } from './floating-ip-form'

/**
 * The floating IP create form opened from a form that needs one (an instance being created, an
 * instance's networking): the person makes it without leaving what they were filling, and the
 * form that asked gets it back (`onCreated`) to choose it.
 */
export function NewFloatingIpPanel({
  project,
  onCreated,
  onClose,
}: {
  project: string
  onCreated: (floatingIp: FloatingIp) => void
  onClose: () => void
}) {
  const create = useWrite(
    'floatingIpCreate',
    (v: FloatingIpFormValues) => ({ query: { project }, body: toFloatingIpCreate(v) }),
    {
      onSuccess: (f) => {
        addToast({ content: `Floating IP ${f.name} created` })
        onCreated(f)
      },
    },
  )
  return (
    <FloatingIpForm
      title="Create floating IP"
      submitLabel="Create floating IP"
      initial={floatingIpDefaults}
      withAllocation
      onClose={onClose}
      {...create.form}
    />
  )
}
