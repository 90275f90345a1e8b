import type { InstanceNetworkInterface } from '../../../api/generated/types'
import { nicShape } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { TextAreaField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { nicDoc, nicEditDefaults, toNicUpdateBody, validateNicEdit } from './nic'
import type { InstanceModalProps } from './use-instance'

/**
 * : a network interface's name, description and transit IPs (instanceNetworkInterfaceUpdate,
 * which replaces the transit IPs whole). Saved as this user's changes: a transit IP
 * someone else added meanwhile stays.
 */
export function EditNicModal({ nic, onClose }: InstanceModalProps & { nic: InstanceNetworkInterface }) {
  // by ID: a rename by someone else meanwhile must not turn the fresh read into a 404
  const at = { path: { interface: nic.id } }
  const { form, shell } = useFormSave('instanceNetworkInterfaceUpdate', {
    opened: nicDoc(nic),
    read: async () => nicDoc(await readOnce('instanceNetworkInterfaceView', at)),
    initial: () => nicEditDefaults(nic),
    validate: validateNicEdit,
    sent: toNicUpdateBody,
    shape: nicShape,
    params: (body) => ({ ...at, body }),
    saved: (n) => `Network interface ${n.name} updated`,
    back: onClose,
  })
  return (
    <SideModalForm docs="vpcs" title="Edit network interface" submitLabel="Save" {...shell}>
      <NameDescriptionFields form={form} />
      <TextAreaField
        label="Transit IPs"
        {...form.field('transitIps')}
        hint="Networks this interface may also send and receive traffic on, one per line, e.g. 10.10.0.0/24 or fd00:10::/64."
        rows={4}
      />
    </SideModalForm>
  )
}
