import { useLocation, useParams } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { requestPreview } from '../../../api/request-preview'
import { diskActionDisabled } from '../../../api/rules/disks'
import { pb } from '../../../paths'
import { SelectField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import SnapshotsPage from './SnapshotsPage'
import { snapshotDefaults, toSnapshotCreate, validateSnapshot } from './snapshot-form'

export default function SnapshotCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
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
  const form = useFormState({
    initial: snapshotDefaults,
    validate: validateSnapshot,
    sent: toSnapshotCreate,
    onSubmit: (body) => create.mutate({ query: { project }, body }),
    request: (body) => requestPreview('snapshotCreate', { query: { project }, body }),
  })
  const { values, set, shown } = form
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
        request={form.request}
        onSubmit={form.submit}
      >
        <NameDescriptionFields
          values={values}
          nameError={shown.name}
          onName={set('name')}
          onDescription={set('description')}
        />
        <SelectField
          status={<AllItemsStatus state={allDisks} noun="disks" onRetry={() => void allDisks.mutate()} />}
          label="Disk"
          required
          placeholder="Select a disk"
          value={values.disk}
          onValue={set('disk')}
          options={options}
          error={shown.disk}
        />
      </SideModalForm>
    </>
  )
}
