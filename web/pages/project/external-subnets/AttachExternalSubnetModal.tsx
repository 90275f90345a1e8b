import { useState } from 'react'
import type { ExternalSubnet } from '../../../api/generated/types'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { requestPreview } from '../../../api/request-preview'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { SelectField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { requiredMessage } from '../../../util/validate'

/** Pick one of the project's instances and attach the external subnet to it. */
export function AttachExternalSubnetModal({
  project,
  externalSubnet,
  onClose,
}: {
  project: string
  externalSubnet: ExternalSubnet
  onClose: () => void
}) {
  const [instance, setInstance] = useState('')
  const [touched, setTouched] = useState(false)
  const instances = useAllItems('instanceList', { query: { project } })
  const attach = useApiMutation('externalSubnetAttach', {
    onSuccess: () => {
      addToast({ content: `External subnet ${externalSubnet.name} attached to ${instance}` })
      onClose()
    },
  })
  const error = instance ? undefined : requiredMessage('Instance')
  const params = () => ({ path: { externalSubnet: externalSubnet.name }, query: { project }, body: { instance } })
  const items = instances.data?.items ?? []
  const more = Boolean(instances.data && !instances.complete)
  return (
    <Modal open onClose={onClose} title="Attach external subnet" width="medium">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          setTouched(true)
          if (!error) attach.mutate(params())
        }}
      >
        <p>
          Attach <strong>{externalSubnet.name}</strong> ({externalSubnet.subnet}) to an instance in this project;
          traffic for the subnet is then routed to it.
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
          hint={more ? `Showing the first ${items.length} instances of the project.` : undefined}
          options={items.map((i) => ({ value: i.name, label: `${i.name} (${i.runState})` }))}
          error={touched ? error : undefined}
        />
        <div className="form-actions">
          <CopyRequestButton
            title="Attach external subnet: CLI / API"
            request={() => (error ? undefined : requestPreview('externalSubnetAttach', params()))}
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
