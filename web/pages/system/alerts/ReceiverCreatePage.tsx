import { useLocation } from 'wouter'
import { useWrite } from '../../../api/writes'
import { to } from '../../../urls'
import { addToast } from '../../../ui/Toast'
import { ReceiverForm } from './ReceiverForm'
import { createBody, receiverDefaults, type ReceiverFormValues } from './subscriptions'

export default function ReceiverCreatePage() {
  const [, navigate] = useLocation()
  const create = useWrite('webhookReceiverCreate', (v: ReceiverFormValues) => ({ body: createBody(v) }), {
    onSuccess: (r) => {
      addToast({ content: `Receiver ${r.name} created` })
      navigate(to.alertReceiver({ receiver: r.name }))
    },
  })
  return (
    <>
      <ReceiverForm
        mode="create"
        title="New webhook receiver"
        submitLabel="Create receiver"
        initial={receiverDefaults}
        onClose={() => navigate(to.alerts())}
        {...create.form}
      />
    </>
  )
}
