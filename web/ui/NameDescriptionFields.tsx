import { TextAreaField, TextField } from './Field'

type NameDescription = { name: string; description: string }

type FieldProps = {
  values: NameDescription
  nameError?: string
  onName: (name: string) => void
  onDescription: (description: string) => void
}

/** A form from useFormState (./use-form) whose values have a name and a description. */
type FormProps = {
  form: {
    values: NameDescription
    shown: { name?: string }
    set: (key: 'name' | 'description') => (value: string) => void
  }
}

/**
 * The Name and Description fields most create and edit forms open with (projects, VPCs,
 * floating IPs, IP pools, subnets ...). `onName` replaces the plain setter where typing a name
 * changes more (a VPC's DNS name follows it until edited). A form held by useFormState may pass
 * itself instead: `<NameDescriptionFields form={form} />` (its name message shows as the form shows it).
 */
export function NameDescriptionFields(
  props: (FieldProps | FormProps) & {
    /** Both fields read-only for now (a form whose upload is running). */
    disabled?: boolean
  },
) {
  const { values, nameError, onName, onDescription }: FieldProps =
    'form' in props
      ? {
          values: props.form.values,
          nameError: props.form.shown.name,
          onName: props.form.set('name'),
          onDescription: props.form.set('description'),
        }
      : props
  const { disabled } = props
  return (
    <>
      <TextField
        label="Name"
        required
        value={values.name}
        onValue={onName}
        error={nameError}
        autoComplete="off"
        disabled={disabled}
      />
      <TextAreaField label="Description" value={values.description} onValue={onDescription} disabled={disabled} />
    </>
  )
}
