import { TextAreaField, TextField } from './Field'

/**
 * The Name and Description fields most create and edit forms open with (projects, VPCs,
 * floating IPs, IP pools, subnets ...). `onName` replaces the plain setter where typing a name
 * changes more (a VPC's DNS name follows it until edited).
 */
export function NameDescriptionFields({
  values,
  nameError,
  onName,
  onDescription,
  disabled,
}: {
  values: { name: string; description: string }
  nameError?: string
  onName: (name: string) => void
  onDescription: (description: string) => void
  /** Both fields read-only for now (a form whose upload is running). */
  disabled?: boolean
}) {
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
