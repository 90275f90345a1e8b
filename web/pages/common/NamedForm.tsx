import { useState } from 'react'
import type { RequestPreview } from '../../ui/CopyRequest'
import { SideModalForm } from '../../ui/SideModal'
import { TextAreaField, TextField } from '../../ui/Field'
import { validateName } from '../../util/validate'
import { useFormDraft } from '../../ui/use-form-draft'
import type { DocsTopic } from '../../util/docs'

/** Name and description: all a project, a router or an internet gateway has to set. The server's error (e.g. 'Project name already exists') shows at the top. */
export type NamedValues = { name: string; description: string }
export const namedDefaults: NamedValues = { name: '', description: '' }

export function NamedForm({
  title,
  submitLabel,
  initial,
  pending,
  serverError,
  onSubmit,
  request,
  onClose,
  docs,
}: {
  title: string
  submitLabel: string
  initial: NamedValues
  pending: boolean
  serverError?: string
  onSubmit: (v: NamedValues) => void
  /** "Copy as CLI / API": the request onSubmit would send for these values. */
  request?: (v: NamedValues) => RequestPreview
  onClose: () => void
  docs?: DocsTopic
}) {
  const [values, setValues] = useFormDraft(initial)
  const [touched, setTouched] = useState(false)
  const nameError = validateName(values.name.trim())
  const sent = (): NamedValues => ({ name: values.name.trim(), description: values.description })
  return (
    <SideModalForm
      docs={docs}
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!nameError) onSubmit(sent())
      }}
      request={request && (() => (nameError ? undefined : request(sent())))}
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
    </SideModalForm>
  )
}
