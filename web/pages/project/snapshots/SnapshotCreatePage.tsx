import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { requestPreview } from '../../../api/request-preview'
import { diskActionDisabled } from '../../../api/rules/disks'
import { pb } from '../../../paths'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { requiredMessage, validateName } from '../../../util/validate'
import SnapshotsPage from './SnapshotsPage'

type Values = { name: string; description: string; disk: string }
const defaults: Values = { name: '', description: '', disk: '' }

function validate(v: Values) {
  return { name: validateName(v.name.trim()), disk: v.disk ? undefined : requiredMessage('Disk') }
}

export default function SnapshotCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const [values, setValues] = useState(defaults)
  const [touched, setTouched] = useState(false)
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }))
  const allDisks = useAllItems('diskList', { query: { project } })
  const disks = allDisks.data?.items ?? []
  // Disks that cannot be snapshotted stay listed, disabled, with the rule's reason (SPEC §4).
  const options = disks.map((d) => {
    const reason = diskActionDisabled('snapshot', d)
    return { value: d.name, label: reason ? `${d.name} (${reason})` : d.name, disabled: Boolean(reason) }
  })
  const create = useApiMutation('snapshotCreate', {
    onSuccess: (s) => {
      addToast({ content: `Snapshot ${s.name} created` })
      navigate(pb.snapshots({ project }))
    },
  })
  const errors = validate(values)
  const params = () => ({
    query: { project },
    body: { name: values.name.trim(), description: values.description, disk: values.disk },
  })
  const shown = touched ? errors : { name: undefined, disk: undefined }
  return (
    <>
      <SnapshotsPage />
      <SideModalForm
        docs="snapshots"
        title="Create snapshot"
        submitLabel="Create snapshot"
        pending={create.pending}
        errors={create.error ? [create.error.message] : []}
        onClose={() => navigate(pb.snapshots({ project }))}
        request={() => (errors.name || errors.disk ? undefined : requestPreview('snapshotCreate', params()))}
        onSubmit={() => {
          setTouched(true)
          if (errors.name || errors.disk) return
          create.mutate(params())
        }}
      >
        <TextField
          label="Name"
          required
          value={values.name}
          onValue={(name) => set({ name })}
          error={shown.name}
          autoComplete="off"
        />
        <TextAreaField label="Description" value={values.description} onValue={(description) => set({ description })} />
        <SelectField
          status={<AllItemsStatus state={allDisks} noun="disks" onRetry={() => void allDisks.mutate()} />}
          label="Disk"
          required
          placeholder="Select a disk"
          value={values.disk}
          onValue={(disk) => set({ disk })}
          options={options}
          error={shown.disk}
        />
      </SideModalForm>
    </>
  )
}
