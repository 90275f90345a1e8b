import { useId, useState } from 'react'
import type { AffinityPolicy } from '../../../api/generated/types'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import type { RequestPreview } from '../../../ui/CopyRequest'
import { SideModalForm } from '../../../ui/SideModal'
import { validateName } from '../../../util/validate'
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
  onSubmit,
  request,
  onClose,
}: {
  mode: 'create' | 'edit'
  initial: GroupFormValues
  pending: boolean
  serverError?: string
  onSubmit: (v: GroupFormValues) => void
  /** "Copy as CLI / API": the request onSubmit would send for these values. */
  request?: (v: GroupFormValues) => RequestPreview
  onClose: () => void
}) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState(false)
  const set = (patch: Partial<GroupFormValues>) => setValues((v) => ({ ...v, ...patch }))
  const nameError = validateName(values.name.trim())
  const fixed = mode === 'edit'
  return (
    <SideModalForm
      docs="affinity"
      title={fixed ? `Edit ${kindLabel[values.kind]}` : 'Create group'}
      submitLabel={fixed ? 'Update group' : 'Create group'}
      pending={pending}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!nameError) onSubmit({ ...values, name: values.name.trim() })
      }}
      request={request && (() => (nameError ? undefined : request({ ...values, name: values.name.trim() })))}
    >
      <KindRadios value={values.kind} onValue={(kind) => set({ kind })} disabled={fixed} />
      <TextField
        label="Name"
        required
        value={values.name}
        onValue={(name) => set({ name })}
        error={touched ? nameError : undefined}
        autoComplete="off"
      />
      <TextAreaField label="Description" value={values.description} onValue={(description) => set({ description })} />
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
