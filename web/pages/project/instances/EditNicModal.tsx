import type { Instance, InstanceNetworkInterface } from '../../../api/generated/types'
import { TextAreaField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useModalForm } from '../../common/form-shell'
import { nicEditDefaults, toNicUpdateBody, validateNicEdit } from './nic'

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
  const { form, shell } = useModalForm('instanceNetworkInterfaceUpdate', {
    initial: () => nicEditDefaults(nic),
    validate: validateNicEdit,
    params: (v) => ({
      path: { interface: nic.name },
      query: { project, instance: instance.name },
      body: toNicUpdateBody(v),
    }),
    done: (n) => `Network interface ${n.name} updated`,
    onClose,
  })
  const { values, set, shown } = form
  return (
    <SideModalForm docs="vpcs" title="Edit network interface" submitLabel="Save" {...shell}>
      <NameDescriptionFields
        values={values}
        nameError={shown.name}
        onName={set('name')}
        onDescription={set('description')}
      />
      <TextAreaField
        label="Transit IPs"
        value={values.transitIps}
        onValue={set('transitIps')}
        error={shown.transitIps}
        hint="Networks this interface may also send and receive traffic on, one per line, e.g. 10.10.0.0/24 or fd00:10::/64."
        rows={4}
      />
    </SideModalForm>
  )
}
