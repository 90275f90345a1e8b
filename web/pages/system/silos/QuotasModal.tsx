import { useState } from 'react'
import type { SiloQuotas, SiloQuotasUpdate } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { quotasShape } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { useDocumentSave } from '../../../api/document-save'
import { ChangeConflict } from '../../common/ChangeConflict'
import { ModalForm } from '../../../ui/ModalForm'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { QuotaFields } from './QuotaFields'
import { historyKey, noteChange } from '../../common/history/history-store'
import { quotaValues, toQuotasUpdate, validateQuotas } from './quota-form'

const unchanged = (body: SiloQuotasUpdate) => Object.keys(body).length === 0

/**
 * The quotas this user changed, saved on the silo's quotas as they are now: a quota
 * someone else changed meanwhile is kept, the same quota changed by both is shown to choose.
 */
export function QuotasModal({ silo, quotas, onClose }: { silo: string; quotas: SiloQuotas; onClose: () => void }) {
  // the quotas as the modal opened: a refetch under it must not become what this user saw
  const [opened] = useState(quotas)
  const update = useDocumentSave({
    read: () => readOnce('siloQuotasView', { path: { silo } }),
    shape: quotasShape,
    method: 'siloQuotasUpdate',
    params: (q: SiloQuotas) => ({
      path: { silo },
      body: { cpus: q.cpus, memory: q.memory, storage: q.storage },
    }),
    onSaved: () => {
      addToast({ content: `Quotas of ${silo} updated` })
      onClose()
    },
    onKept: () => {
      addToast({ content: 'Nothing saved: the other change was kept' })
      onClose()
    },
    onChanged: (lines) => noteChange(historyKey('silo', silo), 'Quotas saved', lines),
  })
  const form = useFormState({
    initial: () => quotaValues(quotas),
    validate: validateQuotas,
    sent: (v) => toQuotasUpdate(v, opened),
    // nothing changed: nothing to send, the modal just closes
    onSubmit: (body) =>
      unchanged(body) ? onClose() : update.submit(quotasShape(opened, { ...opened, ...(body as Partial<SiloQuotas>) })),
    request: (body) => requestPreview('siloQuotasUpdate', { path: { silo }, body }),
  })
  return (
    <ModalForm
      title="Edit quotas"
      width="medium"
      form={form}
      write={update}
      submitLabel="Save quotas"
      request={() => (form.valid && unchanged(form.sent()) ? 'Nothing has changed' : form.request?.())}
      onClose={onClose}
    >
      <ChangeConflict saver={update} />
      <QuotaFields field={form.field} gib="decimal" />
    </ModalForm>
  )
}
