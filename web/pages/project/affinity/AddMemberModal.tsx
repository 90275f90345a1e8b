import { useState } from 'react'
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
import { useApiWrite } from '../../../api/hooks'

/**
 * Pick an instance to add. Every instance is listed; those the rule refuses
 * (SPEC §4: add to affinity group only when stopped) or already members are
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
  const write = useApiWrite()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const options = items.map((i) => {
    const reason = memberIds.has(i.id) ? 'Already a member' : instanceActionDisabled('addToAffinityGroup', i)
    return { value: i.name, label: reason ? `${i.name} (${reason})` : i.name, disabled: Boolean(reason) }
  })
  const add = (instance: string) => groupOps(kind, project).addMember(group, instance)
  const run = async (instance: string) => {
    setPending(true)
    setError(undefined)
    try {
      await add(instance).run(write)
      addToast({ content: `Instance ${instance} added to ${group}` })
      onClose()
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setPending(false)
    }
  }
  const form = useFormState({
    initial: { instance: '' },
    validate: (v) => ({ instance: v.instance ? undefined : requiredMessage('Instance') }),
    onSubmit: (v) => void run(v.instance),
    request: (v) => add(v.instance).request(),
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
        <FormErrors errors={error ? [error] : []} />
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
