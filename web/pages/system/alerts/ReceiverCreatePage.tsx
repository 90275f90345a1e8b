import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { ReceiverForm } from './ReceiverForm'
import { createBody, receiverDefaults } from './subscriptions'

export default function ReceiverCreatePage() {
  const [, navigate] = useLocation()
  const create = useApiMutation('webhookReceiverCreate', {
    onSuccess: (r) => {
      addToast({ content: `Receiver ${r.name} created` })
      navigate(pb.alertReceiver({ receiver: r.name }))
    },
  })
  return (
    <>
      <ReceiverForm
        mode="create"
        title="New webhook receiver"
        submitLabel="Create receiver"
        initial={receiverDefaults}
        pending={create.pending}
        serverError={create.error?.message}
        onClose={() => navigate(pb.alerts())}
        onSubmit={(v) => create.mutate({ body: createBody(v) })}
        request={(v) => requestPreview('webhookReceiverCreate', { body: createBody(v) })}
      />
    </>
  )
}
