import { useMemo } from 'react'
import { allItemsStatus } from '../../../api/all-items'
import { useList } from '../../../api/reads'
import { diskCan } from '../../../api/rules/disks'
import { ComboboxField } from '../../../ui/ComboboxField'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { formatBytes } from '../../../util/format'
import { requiredMessage } from '../../../util/validate'
import type { InstanceModalProps } from './use-instance'

/** Pick one of the project's detached disks and attach it (the rules: states: disk attach rule). */
export function AttachDiskModal({ project, instance, onClose }: InstanceModalProps) {
  // every disk of the project, however many pages
  const disks = useList('diskList', { query: { project } })
  const options = useMemo(
    () =>
      disks.items.filter(diskCan.attach).map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` })),
    [disks.items],
  )
  const { form, shell } = useFormSave('instanceDiskAttach', {
    initial: { disk: '' },
    validate: (v) => ({ disk: v.disk ? undefined : requiredMessage('Disk') }),
    sent: (v) => ({ disk: v.disk }),
    params: (body) => ({ path: { instance: instance.name }, query: { project }, body }),
    created: (d) => `Disk ${d.name} attached`,
    back: onClose,
  })
  return (
    <SideModalForm docs="disks" title="Attach disk" submitLabel="Attach disk" {...shell}>
      <ComboboxField
        label="Disk"
        required
        value={form.values.disk}
        onValue={form.set('disk')}
        options={options}
        placeholder={disks.data && !options.length ? 'No detached disks in this project' : 'Select a disk'}
        emptyText="No matching disks"
        status={allItemsStatus(disks, 'disks')}
        error={form.shown.disk}
        hint="Only detached disks can be attached."
      />
    </SideModalForm>
  )
}
