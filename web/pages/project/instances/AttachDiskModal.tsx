import { useMemo, useState } from 'react'
import type { Instance } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { allItemsStatus, useAllItems } from '../../../api/all-items'
import { useApiMutation } from '../../../api/hooks'
import { diskCan } from '../../../api/rules/disks'
import { ComboboxField } from '../../../ui/ComboboxField'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
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
  const [disk, setDisk] = useState('')
  const [touched, setTouched] = useState(false)
  // every disk of the project, however many pages (issue #21)
  const disks = useAllItems('diskList', { query: { project } })
  const attach = useApiMutation('instanceDiskAttach', {
    onSuccess: (d) => {
      addToast({ content: `Disk ${d.name} attached` })
      onClose()
    },
  })
  const options = useMemo(
    () =>
      disks.items.filter(diskCan.attach).map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` })),
    [disks.items],
  )
  const error = touched && !disk ? requiredMessage('Disk') : undefined
  const params = () => ({ path: { instance: instance.name }, query: { project }, body: { disk } })
  return (
    <SideModalForm
      docs="disks"
      title="Attach disk"
      submitLabel="Attach disk"
      pending={attach.pending}
      errors={attach.error ? [attach.error.message] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (disk) attach.mutate(params())
      }}
      request={() => (disk ? requestPreview('instanceDiskAttach', params()) : undefined)}
    >
      <ComboboxField
        label="Disk"
        required
        value={disk}
        onValue={setDisk}
        options={options}
        placeholder={disks.data && !options.length ? 'No detached disks in this project' : 'Select a disk'}
        emptyText="No matching disks"
        status={allItemsStatus(disks, 'disks')}
        error={error}
        hint="Only detached disks can be attached."
      />
    </SideModalForm>
  )
}
