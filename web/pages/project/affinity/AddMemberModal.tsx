import { instanceActionDisabled } from '../../../api/rules/instances'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { SelectField } from '../../../ui/Field'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { requiredMessage } from '../../../util/validate'
import { useProjectInstances } from '../disks/use-project-instances'
import { groupOps, type GroupKind } from './kind'
import { useWrite } from '../../../api/writes'

/**
 * Pick an instance to add. Every instance is listed; those the rule refuses
 * (the rules: states: add to affinity group only when stopped) or already members are
 * disabled, with the reason in the option.
 */
export function AddMemberModal({
  kind,
  project,
  group,
  memberIds,
  onClose,
}: {
  kind: GroupKind
  project: string
  group: string
  memberIds: Set<string>
  onClose: () => void
}) {
  const { items } = useProjectInstances(project)
  const options = items.map((i) => {
    const reason = memberIds.has(i.id) ? 'Already a member' : instanceActionDisabled('addToAffinityGroup', i)
    return { value: i.name, label: reason ? `${i.name} (${reason})` : i.name, disabled: Boolean(reason) }
  })
  const add = useWrite((instance: string) => groupOps(kind, project).addMember(group, instance), {
    onSuccess: (_, instance) => {
      addToast({ content: `Instance ${instance} added to ${group}` })
      onClose()
    },
  })
  const { pending, error } = add
  const form = useFormState({
    initial: { instance: '' },
    validate: (v) => ({ instance: v.instance ? undefined : requiredMessage('Instance') }),
    sent: (v) => v.instance,
    onSubmit: add.submit,
    request: add.request,
  })
  return (
    <Modal open onClose={onClose} title="Add instance">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (!pending) form.submit()
        }}
      >
        <FormErrors errors={error ? [error.message] : []} />
        <SelectField
          label="Instance"
          required
          placeholder="Select an instance"
          value={form.values.instance}
          onValue={form.set('instance')}
          options={options}
          error={form.shown.instance}
          hint="Only stopped instances can be added."
        />
        <div className="form-actions">
          <CopyRequestButton title="Add member: CLI / API" request={() => form.request?.()} />
          <Button onClick={onClose}>Cancel</Button>
          <Button write type="submit" variant="primary" loading={pending}>
            Add instance
          </Button>
        </div>
      </form>
    </Modal>
  )
}
