import type { InstanceNetworkInterface } from '../../../api/generated/types'
import { TextAreaField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useCreateForm } from '../../common/use-create-form'
import { nicEditDefaults, toNicUpdateBody, validateNicEdit } from './nic'
import type { InstanceModalProps } from './use-instance'

/** Issue #22.4: a network interface's name, description and transit IPs (instanceNetworkInterfaceUpdate). */
export function EditNicModal({
  project,
  instance,
  nic,
  onClose,
}: InstanceModalProps & { nic: InstanceNetworkInterface }) {
  const { form, shell } = useCreateForm('instanceNetworkInterfaceUpdate', {
    initial: () => nicEditDefaults(nic),
    validate: validateNicEdit,
    sent: toNicUpdateBody,
    params: (body) => ({ path: { interface: nic.name }, query: { project, instance: instance.name }, body }),
    created: (n) => `Network interface ${n.name} updated`,
    back: onClose,
  })
  const { values, set, shown } = form
  return (
    <SideModalForm docs="vpcs" title="Edit network interface" submitLabel="Save" {...shell}>
      <NameDescriptionFields form={form} />
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
