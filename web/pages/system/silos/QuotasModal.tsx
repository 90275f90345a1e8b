import type { SiloQuotas, SiloQuotasUpdate } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { useApiMutation } from '../../../api/hooks'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { QuotaFields } from './QuotaFields'
import { quotaValues, toQuotasUpdate, validateQuotas } from './quota-form'

const unchanged = (body: SiloQuotasUpdate) => Object.keys(body).length === 0

export function QuotasModal({ silo, quotas, onClose }: { silo: string; quotas: SiloQuotas; onClose: () => void }) {
  const update = useApiMutation('siloQuotasUpdate', {
    onSuccess: () => {
      addToast({ content: `Quotas of ${silo} updated` })
      onClose()
    },
  })
  const form = useFormState({
    initial: () => quotaValues(quotas),
    validate: validateQuotas,
    sent: (v) => toQuotasUpdate(v, quotas),
    // nothing changed: nothing to send, the modal just closes
    onSubmit: (body) => (unchanged(body) ? onClose() : update.mutate({ path: { silo }, body })),
    request: (body) => requestPreview('siloQuotasUpdate', { path: { silo }, body }),
  })
  return (
    <Modal open onClose={onClose} title="Edit quotas" width="medium">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <FormErrors errors={update.error ? [update.error.message] : []} />
        <QuotaFields values={form.values} errors={form.shown} onValue={form.set} gib="decimal" />
        <div className="form-actions">
          <CopyRequestButton
            title="Edit quotas: CLI / API"
            request={() => (form.valid && unchanged(form.sent()) ? 'Nothing has changed' : form.request?.())}
          />
          <Button onClick={onClose}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={update.pending}>
            Save quotas
          </Button>
        </div>
      </form>
    </Modal>
  )
}
