import type { ReactNode } from 'react'
import type { ApiMethod, ParamsOf } from '../../api/client'
import { useApiMutation } from '../../api/hooks'
import { useAllItems } from '../../api/all-items'
import { requestPreview } from '../../api/request-preview'
import { Button } from '../../ui/Button'
import { CopyRequestButton } from '../../ui/CopyRequest'
import { SelectField } from '../../ui/Field'
import { AllItemsStatus } from '../../ui/AllItemsStatus'
import { Modal } from '../../ui/Modal'
import { FormErrors } from '../../ui/SideModal'
import { addToast } from '../../ui/Toast'
import { useFormState } from '../../ui/use-form'
import { requiredMessage } from '../../util/validate'

/**
 * Pick one of the project's instances and attach a resource (external subnet, floating IP) to it:
 * `method` is the attach operation and `params` builds its request from the chosen instance's name.
 */
export function AttachToInstanceModal<M extends ApiMethod>({
  project,
  title,
  method,
  params,
  toast,
  children,
  onClose,
}: {
  project: string
  /** The modal's title; the copy-request dialog is titled "<title>: CLI / API". */
  title: string
  method: M
  params: (instance: string) => ParamsOf<M>
  /** The success toast's text for the chosen instance. */
  toast: (instance: string) => string
  /** What is attached, shown above the picker. */
  children: ReactNode
  onClose: () => void
}) {
  const instances = useAllItems('instanceList', { query: { project } })
  const attach = useApiMutation(method, {
    onSuccess: () => {
      addToast({ content: toast(form.values.instance) })
      onClose()
    },
  })
  const form = useFormState({
    initial: { instance: '' },
    validate: (v) => ({ instance: v.instance ? undefined : requiredMessage('Instance') }),
    sent: (v) => params(v.instance),
    onSubmit: (p) => attach.mutate(p),
    request: (p) => requestPreview(method, p),
  })
  const items = instances.data?.items ?? []
  const more = Boolean(instances.data && !instances.complete)
  return (
    <Modal open onClose={onClose} title={title} width="medium">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <p>{children}</p>
        <FormErrors errors={attach.error ? [attach.error.message] : []} />
        <SelectField
          status={<AllItemsStatus state={instances} noun="instances" onRetry={() => void instances.mutate()} />}
          label="Instance"
          required
          value={form.values.instance}
          onValue={form.set('instance')}
          placeholder={
            instances.data
              ? items.length
                ? 'Select an instance'
                : 'No instances in this project'
              : 'Loading instances…'
          }
          hint={more ? `Showing the first ${items.length} instances of the project.` : undefined}
          options={items.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
          error={form.shown.instance}
        />
        <div className="form-actions">
          <CopyRequestButton title={`${title}: CLI / API`} request={() => form.request?.()} />
          <Button onClick={onClose}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={attach.pending}>
            Attach
          </Button>
        </div>
      </form>
    </Modal>
  )
}
