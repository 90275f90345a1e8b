/**
 * A labelled form field over a VirtualCombobox: the picker for collections that
 * can hold thousands of items (disks, images, instances, projects). Same
 * label, hint and error shell as the other fields in Field.tsx. Lazy modules only.
 */
import { Shell, useFieldIds } from './Field'
import { VirtualCombobox, type VirtualComboboxProps } from './VirtualCombobox'

export function ComboboxField({
  label,
  error,
  hint,
  required,
  ...picker
}: { label: string; error?: string; hint?: string; required?: boolean } & Omit<
  VirtualComboboxProps,
  'inputProps' | 'statusId'
>) {
  const ids = useFieldIds()
  return (
    <Shell ids={ids} label={label} error={error} hint={hint} required={required}>
      <VirtualCombobox
        {...picker}
        statusId={`${ids.id}-status`}
        inputProps={{
          id: ids.id,
          'aria-required': required || undefined,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': [error && ids.errorId, hint && ids.hintId].filter(Boolean).join(' ') || undefined,
        }}
      />
    </Shell>
  )
}
