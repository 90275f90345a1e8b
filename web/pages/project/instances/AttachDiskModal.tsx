import { useState } from 'react'
import type { Instance } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { useApiMutation, useApiQuery } from '../../../api/hooks'
import { diskCan } from '../../../api/rules'
import { SelectField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { formatBytes } from '../../../util/format'
import { requiredMessage } from '../../../util/validate'

/** Pick one of the project's detached disks and attach it (SPEC §4: disk attach rule). */
export function AttachDiskModal({ project, instance, onClose }: { project: string; instance: Instance; onClose: () => void }) {
  const [disk, setDisk] = useState('')
  const [touched, setTouched] = useState(false)
  const disks = useApiQuery('diskList', { query: { project, limit: 1000 } })
  const attach = useApiMutation('instanceDiskAttach', {
    onSuccess: (d) => {
      addToast({ content: `Disk ${d.name} attached` })
      onClose()
    },
  })
  const options = (disks.data?.items ?? []).filter(diskCan.attach).map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))
  const error = touched && !disk ? requiredMessage('Disk') : undefined
  const params = () => ({ path: { instance: instance.name }, query: { project }, body: { disk } })
  return (
    <SideModalForm
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
      <SelectField
        label="Disk"
        required
        value={disk}
        onValue={setDisk}
        options={options}
        placeholder={disks.data ? (options.length ? 'Select a disk' : 'No detached disks in this project') : 'Loading disks…'}
        error={error}
        hint="Only detached disks can be attached."
      />
    </SideModalForm>
  )
}
