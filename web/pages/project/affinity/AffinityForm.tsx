import { useId } from 'react'
import type { AffinityPolicy } from '../../../api/generated/types'
import { SelectField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormState, type FormShellProps } from '../../../ui/use-form'
import { sentNamed, validateNamed } from '../../common/NamedForm'
import { GROUP_KINDS, kindHint, kindLabel, type GroupKind } from './kind'

export type GroupFormValues = {
  kind: GroupKind
  name: string
  description: string
  policy: AffinityPolicy
  failureDomain: 'sled'
}
export const groupDefaults: GroupFormValues = {
  kind: 'anti-affinity',
  name: '',
  description: '',
  policy: 'fail',
  failureDomain: 'sled',
}

const policyOptions = [
  { value: 'fail', label: 'Fail: refuse placements that break the rule' },
  { value: 'allow', label: 'Allow: place anyway when the rule cannot be met' },
]
const failureDomainOptions = [{ value: 'sled', label: 'Sled' }]

/**
 * Create and edit share one form. Kind, policy and failure domain are fixed once
 * created (nexus AffinityGroupUpdate has only name and description), so edit shows them read-only.
 */
export function AffinityForm({
  mode,
  initial,
  pending,
  serverError,
  serverField,
  onSubmit,
  request,
  changes,
  conflict,
  onClose,
}: Omit<FormShellProps<GroupFormValues>, 'title' | 'submitLabel'> & { mode: 'create' | 'edit' }) {
  const form = useFormState({ initial, validate: validateNamed, sent: sentNamed, onSubmit, request, serverField })
  const { values, shown } = form
  const set = (patch: Partial<GroupFormValues>) => form.setValues((v) => ({ ...v, ...patch }))
  const fixed = mode === 'edit'
  return (
    <SideModalForm
      draft={form.draft}
      docs="affinity"
      title={fixed ? `Edit ${kindLabel[values.kind]}` : 'Create group'}
      submitLabel={fixed ? 'Update group' : 'Create group'}
      pending={pending}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
      changes={changes && (form.valid ? changes(form.sent()) : [])}
      conflict={conflict}
    >
      <KindRadios value={values.kind} onValue={(kind) => set({ kind })} disabled={fixed} />
      <NameDescriptionFields
        values={values}
        nameError={shown.name}
        onName={(name) => set({ name })}
        onDescription={(description) => set({ description })}
      />
      <SelectField
        label="Policy"
        value={values.policy}
        onValue={(policy) => set({ policy: policy as AffinityPolicy })}
        options={policyOptions}
        disabled={fixed}
      />
      <SelectField
        label="Failure domain"
        value={values.failureDomain}
        onValue={() => set({ failureDomain: 'sled' })}
        options={failureDomainOptions}
        disabled={fixed}
      />
    </SideModalForm>
  )
}

function KindRadios({
  value,
  onValue,
  disabled,
}: {
  value: GroupKind
  onValue: (k: GroupKind) => void
  disabled: boolean
}) {
  const name = useId()
  return (
    <fieldset className="field" disabled={disabled}>
      <legend>Type</legend>
      <div className="radio-row">
        {GROUP_KINDS.map((k) => (
          <label key={k}>
            <input type="radio" name={name} value={k} checked={value === k} onChange={() => onValue(k)} />{' '}
            {kindLabel[k].replace(/ group$/, '').replace(/^./, (c) => c.toUpperCase())}
          </label>
        ))}
      </div>
      <div className="hint">{kindHint[value]}</div>
    </fieldset>
  )
}
