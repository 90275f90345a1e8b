import { useState } from 'react'
import { requiredMessage, validateName } from '../../util/validate'
import { SideModalForm } from '../../ui/SideModal'
import { TextAreaField, TextField } from '../../ui/Field'

export type ProjectFormValues = { name: string; description: string }
export const projectDefaults: ProjectFormValues = { name: '', description: '' }

function validate(v: ProjectFormValues) {
  const name = v.name.trim() ? validateName(v.name.trim()) : requiredMessage('Name')
  return { name }
}

/** Create and edit share one form; the server's error (e.g. 'Project name already exists') shows at the top. */
export function ProjectForm({
  title,
  submitLabel,
  initial,
  pending,
  serverError,
  onSubmit,
  onClose,
}: {
  title: string
  submitLabel: string
  initial: ProjectFormValues
  pending: boolean
  serverError?: string
  onSubmit: (v: ProjectFormValues) => void
  onClose: () => void
}) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState(false)
  const errors = validate(values)
  const shown = touched ? errors : { name: undefined }
  return (
    <SideModalForm
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!errors.name) onSubmit({ name: values.name.trim(), description: values.description })
      }}
    >
      <TextField label="Name" required value={values.name} onValue={(name) => setValues({ ...values, name })} error={shown.name} autoComplete="off" />
      <TextAreaField label="Description" value={values.description} onValue={(description) => setValues({ ...values, description })} />
    </SideModalForm>
  )
}
