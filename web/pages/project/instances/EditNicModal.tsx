import { useState } from 'react'
import type { Instance, InstanceNetworkInterface } from '../../../api/generated/types'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { TextAreaField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { nicEditDefaults, toNicUpdateBody, validateNicEdit, type NicEditValues } from './nic'

/** Issue #22.4: a network interface's name, description and transit IPs (instanceNetworkInterfaceUpdate). */
export function EditNicModal({
  project,
  instance,
  nic,
  onClose,
}: {
  project: string
  instance: Instance
  nic: InstanceNetworkInterface
  onClose: () => void
}) {
  const [values, setValues] = useState<NicEditValues>(() => nicEditDefaults(nic))
  const [touched, setTouched] = useState(false)
  const set = (patch: Partial<NicEditValues>) => setValues({ ...values, ...patch })
  const update = useApiMutation('instanceNetworkInterfaceUpdate', {
    onSuccess: (n) => {
      addToast({ content: `Network interface ${n.name} updated` })
      onClose()
    },
  })
  const errors = validateNicEdit(values)
  const shown = touched ? errors : {}
  const valid = Object.keys(errors).length === 0
  const params = () => ({
    path: { interface: nic.name },
    query: { project, instance: instance.name },
    body: toNicUpdateBody(values),
  })
  return (
    <SideModalForm
      docs="vpcs"
      title="Edit network interface"
      submitLabel="Save"
      pending={update.pending}
      errors={update.error ? [update.error.message] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (valid) update.mutate(params())
      }}
      request={() => (valid ? requestPreview('instanceNetworkInterfaceUpdate', params()) : undefined)}
    >
      <NameDescriptionFields
        values={values}
        nameError={shown.name}
        onName={(name) => set({ name })}
        onDescription={(description) => set({ description })}
      />
      <TextAreaField
        label="Transit IPs"
        value={values.transitIps}
        onValue={(transitIps) => set({ transitIps })}
        error={shown.transitIps}
        hint="Networks this interface may also send and receive traffic on, one per line, e.g. 10.10.0.0/24 or fd00:10::/64."
        rows={4}
      />
    </SideModalForm>
  )
}
