import { useMemo } from 'react'
import type { Instance } from '../../../api/generated/types'
import { allItemsStatus, useAllItems } from '../../../api/all-items'
import { diskCan } from '../../../api/rules/disks'
import { ComboboxField } from '../../../ui/ComboboxField'
import { SideModalForm } from '../../../ui/SideModal'
import { useModalForm } from '../../common/form-shell'
import { formatBytes } from '../../../util/format'
import { requiredMessage } from '../../../util/validate'

/** Pick one of the project's detached disks and attach it (SPEC §4: disk attach rule). */
export function AttachDiskModal({
  project,
  instance,
  onClose,
}: {
  project: string
  instance: Instance
  onClose: () => void
}) {
  // every disk of the project, however many pages (issue #21)
  const disks = useAllItems('diskList', { query: { project } })
  const options = useMemo(
    () =>
      disks.items.filter(diskCan.attach).map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` })),
    [disks.items],
  )
  const { form, shell } = useModalForm('instanceDiskAttach', {
    initial: { disk: '' },
    validate: (v) => ({ disk: v.disk ? undefined : requiredMessage('Disk') }),
    params: (v) => ({ path: { instance: instance.name }, query: { project }, body: { disk: v.disk } }),
    done: (d) => `Disk ${d.name} attached`,
    onClose,
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
