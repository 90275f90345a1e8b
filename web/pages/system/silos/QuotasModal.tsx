import { useState } from 'react'
import type { SiloQuotas } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { useApiMutation } from '../../../api/hooks'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { QuotaFields } from './QuotaFields'
import { quotaValues, toQuotasUpdate, validateQuotas, type QuotaValues } from './quota-form'

export function QuotasModal({ silo, quotas, onClose }: { silo: string; quotas: SiloQuotas; onClose: () => void }) {
  const [values, setValues] = useState(() => quotaValues(quotas))
  const [touched, setTouched] = useState(false)
  const update = useApiMutation('siloQuotasUpdate', {
    onSuccess: () => {
      addToast({ content: `Quotas of ${silo} updated` })
      onClose()
    },
  })
  const errors = validateQuotas(values)
  const shown: Partial<typeof errors> = touched ? errors : {}
  const set = (key: keyof QuotaValues) => (v: string) => setValues((old) => ({ ...old, [key]: v }))
  return (
    <Modal open onClose={onClose} title="Edit quotas" width="medium">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (errors.cpus || errors.memoryGiB || errors.storageGiB) return
          const body = toQuotasUpdate(values, quotas)
          if (Object.keys(body).length === 0) return onClose()
          update.mutate({ path: { silo }, body })
        }}
      >
        <FormErrors errors={update.error ? [update.error.message] : []} />
        <QuotaFields values={values} errors={shown} onValue={set} gib="decimal" />
        <div className="form-actions">
          <CopyRequestButton
            title="Edit quotas: CLI / API"
            request={() => {
              if (errors.cpus || errors.memoryGiB || errors.storageGiB) return undefined
              const body = toQuotasUpdate(values, quotas)
              return Object.keys(body).length === 0
                ? 'Nothing has changed'
                : requestPreview('siloQuotasUpdate', { path: { silo }, body })
            }}
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
