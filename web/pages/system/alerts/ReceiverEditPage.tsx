import { useLocation, useParams } from 'wouter'
import { useApiMutation, usePageQuery } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { ReceiverForm } from './ReceiverForm'
import { receiverDefaults, updateBody } from './subscriptions'

export default function ReceiverEditPage() {
  const { receiver } = useParams<{ receiver: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('alertReceiverView', { path: { receiver } })
  // useApiMutation revalidates after onSuccess has moved to the (possibly new) name:
  // refetching the old name of a renamed receiver would 404 under the form.
  const update = useApiMutation('webhookReceiverUpdate', {
    onSuccess: (_, params) => {
      const name = params.body.name ?? receiver
      addToast({ content: `Receiver ${name} updated` })
      navigate(pb.alertReceiver({ receiver: name }))
    },
  })
  return (
    <>
      {data && (
        <ReceiverForm
          mode="edit"
          title="Edit receiver"
          submitLabel="Save changes"
          initial={{
            ...receiverDefaults,
            name: data.name,
            description: data.description,
            endpoint: data.kind.endpoint,
          }}
          pending={update.pending}
          serverError={update.error?.message}
          onClose={() => navigate(pb.alertReceiver({ receiver }))}
          onSubmit={(v) => update.mutate({ path: { receiver }, body: updateBody(v) })}
          request={(v) => requestPreview('webhookReceiverUpdate', { path: { receiver }, body: updateBody(v) })}
        />
      )}
    </>
  )
}
