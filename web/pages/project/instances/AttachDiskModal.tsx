import { useMemo } from 'react'
import type { Instance } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { allItemsStatus, useAllItems } from '../../../api/all-items'
import { useApiMutation } from '../../../api/hooks'
import { diskCan } from '../../../api/rules/disks'
import { ComboboxField } from '../../../ui/ComboboxField'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
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
  const form = useFormState({
    initial: { disk: '' },
    validate: (v) => ({ disk: v.disk ? undefined : requiredMessage('Disk') }),
    sent: (v) => ({ path: { instance: instance.name }, query: { project }, body: { disk: v.disk } }),
    onSubmit: (params) => attach.mutate(params),
    request: (params) => requestPreview('instanceDiskAttach', params),
  })
  return (
    <SideModalForm
      docs="disks"
      title="Attach disk"
      submitLabel="Attach disk"
      pending={attach.pending}
      errors={attach.error ? [attach.error.message] : []}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
    >
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
