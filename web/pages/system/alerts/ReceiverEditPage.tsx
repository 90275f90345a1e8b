import { useParams } from 'wouter'
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

/**
 * Saved as this user's changes: name, description and endpoint one part each, on the
 * receiver as it is now; read and written by ID, so a rename meanwhile is no 404. The update
 * answers nothing: the toast and the page after it take the name from what was written.
 */
export default function ReceiverEditPage() {
  const { receiver } = useParams<{ receiver: string }>()
  const { data } = useQuery('alertReceiverView', { path: { receiver } }, { throwOnError: true })
  // a save runs only from the form, which is there once the receiver is
  const at = () => ({ path: { receiver: data!.id } })
  const edit = useFormSave('webhookReceiverUpdate', {
    opened: data && receiverDoc(data),
    read: async () => receiverDoc(await readOnce('alertReceiverView', at())),
    shape: receiverShape,
    params: (doc) => ({ ...at(), body: updateBody({ ...receiverDefaults, ...doc }) }),
    saved: (_, doc) => `Receiver ${doc.name.trim()} updated`,
    back: to.alertReceiver({ receiver }),
    savedTo: (_, doc) => to.alertReceiver({ receiver: doc.name.trim() }),
  })
  return (
    <>
      {data && (
        <ReceiverForm
          mode="edit"
          title="Edit receiver"
          submitLabel="Save changes"
          initial={{ ...receiverDefaults, ...receiverDoc(data) }}
          {...edit}
        />
      )}
    </>
  )
}
