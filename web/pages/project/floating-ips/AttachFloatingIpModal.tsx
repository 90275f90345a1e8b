import { useState } from 'react'
import type { FloatingIp } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { requiredMessage } from '../../../util/validate'

/** Pick one of the project's instances and attach the floating IP to it. */
export function AttachFloatingIpModal({
  project,
  floatingIp,
  onClose,
}: {
  project: string
  floatingIp: FloatingIp
  onClose: () => void
}) {
  const [instance, setInstance] = useState('')
  const [touched, setTouched] = useState(false)
  const instances = useAllItems('instanceList', { query: { project } })
  const attach = useApiMutation('floatingIpAttach', {
    onSuccess: () => {
      addToast({ content: `Floating IP ${floatingIp.name} attached to ${instance}` })
      onClose()
    },
  })
  const error = instance ? undefined : requiredMessage('Instance')
  const params = () => ({
    path: { floatingIp: floatingIp.name },
    query: { project },
    body: { kind: 'instance' as const, parent: instance },
  })
  const items = instances.data?.items ?? []
  return (
    <Modal open onClose={onClose} title="Attach floating IP" width="medium">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (!error) attach.mutate(params())
        }}
      >
        <p>
          Attach <strong>{floatingIp.name}</strong> ({floatingIp.ip}) to an instance in this project.
        </p>
        <FormErrors errors={attach.error ? [attach.error.message] : []} />
        <SelectField
          status={<AllItemsStatus state={instances} noun="instances" onRetry={() => void instances.mutate()} />}
          label="Instance"
          required
          value={instance}
          onValue={setInstance}
          placeholder={
            instances.data
              ? items.length
                ? 'Select an instance'
                : 'No instances in this project'
              : 'Loading instances…'
          }
          options={items.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
          error={touched ? error : undefined}
        />
        <div className="form-actions">
          <CopyRequestButton
            title="Attach floating IP: CLI / API"
            request={() => (error ? undefined : requestPreview('floatingIpAttach', params()))}
          />
          <Button onClick={onClose}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={attach.pending}>
            Attach
          </Button>
        </div>
      </form>
    </Modal>
  )
}
