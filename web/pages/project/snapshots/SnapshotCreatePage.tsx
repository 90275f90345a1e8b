import { useParams } from 'wouter'
import { useList } from '../../../api/reads'
import { diskActionDisabled } from '../../../api/rules/disks'
import { to } from '../../../urls'
import { SelectField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormSave } from '../../common/use-form-save'
import { snapshotDefaults, toSnapshotCreate, validateSnapshot } from './snapshot-form'

export default function SnapshotCreatePage() {
  const { project } = useParams<{ project: string }>()
  const allDisks = useList('diskList', { query: { project } })
  const disks = allDisks.data?.items ?? []
  // Disks that cannot be snapshotted stay listed, disabled, with the rule's reason (the rules: states).
  const options = disks.map((d) => {
    const reason = diskActionDisabled('snapshot', d)
    return { value: d.name, label: reason ? `${d.name} (${reason})` : d.name, disabled: Boolean(reason) }
  })
  const { form, shell } = useFormSave('snapshotCreate', {
    initial: snapshotDefaults,
    validate: validateSnapshot,
    sent: toSnapshotCreate,
    params: (body) => ({ query: { project }, body }),
    created: (s) => `Snapshot ${s.name} created`,
    back: to.snapshots({ project }),
  })
  const { values, set, shown } = form
  return (
    <>
      <SideModalForm docs="snapshots" title="Create snapshot" submitLabel="Create snapshot" {...shell}>
        <NameDescriptionFields form={form} />
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
