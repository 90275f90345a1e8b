import { useState } from 'react'
import type { IpVersion } from '../../../../api/generated/types'
import { SelectField, TextAreaField, TextField } from '../../../../ui/Field'
import type { RequestPreview } from '../../../../ui/CopyRequest'
import { SideModalForm } from '../../../../ui/SideModal'
import { useFormDraft } from '../../../../ui/use-form-draft'
import { validateName } from '../../../../util/validate'

export type IpPoolFormValues = { name: string; description: string; ipVersion: IpVersion }
export const ipPoolDefaults: IpPoolFormValues = { name: '', description: '', ipVersion: 'v4' }

const versionOptions = [
  { value: 'v4', label: 'IPv4' },
  { value: 'v6', label: 'IPv6' },
]

/** Create (with IP version) and edit (name and description: IpPoolUpdate has nothing else). */
export function IpPoolForm({
  title,
  submitLabel,
  initial,
  withVersion,
  pending,
  serverError,
  onSubmit,
  request,
  onClose,
}: {
  title: string
  submitLabel: string
  initial: IpPoolFormValues
  withVersion: boolean
  pending: boolean
  serverError?: string
  onSubmit: (v: IpPoolFormValues) => void
  /** "Copy as CLI / API": the request onSubmit would send for these values. */
  request?: (v: IpPoolFormValues) => RequestPreview
  onClose: () => void
}) {
  const [values, setValues] = useFormDraft(initial)
  const [touched, setTouched] = useState(false)
  const nameError = validateName(values.name.trim())
  return (
    <SideModalForm
      docs="ipPools"
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!nameError) onSubmit({ ...values, name: values.name.trim() })
      }}
      request={request && (() => (nameError ? undefined : request({ ...values, name: values.name.trim() })))}
    >
      <TextField
        label="Name"
        required
        value={values.name}
        onValue={(name) => setValues({ ...values, name })}
        error={touched ? nameError : undefined}
        autoComplete="off"
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onValue={(description) => setValues({ ...values, description })}
      />
      {withVersion && (
        <SelectField
          label="IP version"
          value={values.ipVersion}
          options={versionOptions}
          onValue={(v) => setValues({ ...values, ipVersion: v as IpVersion })}
        />
      )}
    </SideModalForm>
  )
}
