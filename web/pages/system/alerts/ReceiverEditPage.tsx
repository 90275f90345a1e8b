import { useLocation, useParams } from 'wouter'
import type { AlertReceiver } from '../../../api/generated/types'
import { receiverShape, type ReceiverDoc } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { ReceiverForm } from './ReceiverForm'
import { receiverDefaults, updateBody } from './subscriptions'

const receiverDoc = (r: AlertReceiver): ReceiverDoc => ({
  name: r.name,
  description: r.description,
  endpoint: r.kind.endpoint,
})

export default function ReceiverEditPage() {
  const { receiver } = useParams<{ receiver: string }>()
  const [, navigate] = useLocation()
  const { data } = useQuery('alertReceiverView', { path: { receiver } }, { throwOnError: true })
  return <>{data && <ReceiverEditForm receiver={data} close={() => navigate(to.alertReceiver({ receiver }))} />}</>
}

/**
 * Saved as this user's changes: name, description and endpoint one part each, on the
 * receiver as it is now; read and written by ID, so a rename meanwhile is no 404. The update
 * answers nothing: the toast and the page after it take the name from what was written.
 */
function ReceiverEditForm({ receiver, close }: { receiver: AlertReceiver; close: () => void }) {
  const at = { path: { receiver: receiver.id } }
  const edit = useFormSave('webhookReceiverUpdate', {
    opened: receiverDoc(receiver),
    read: async () => receiverDoc(await readOnce('alertReceiverView', at)),
    shape: receiverShape,
    params: (doc) => ({ ...at, body: updateBody({ ...receiverDefaults, ...doc }) }),
    saved: (_, doc) => `Receiver ${doc.name.trim()} updated`,
    back: close,
    savedTo: (_, doc) => to.alertReceiver({ receiver: doc.name.trim() }),
  })
  return (
    <ReceiverForm
      mode="edit"
      title="Edit receiver"
      submitLabel="Save changes"
      initial={{ ...receiverDefaults, ...receiverDoc(receiver) }}
      {...edit}
    />
  )
}
