import { TextField } from '../../../ui/Field'
import type { QuotaValues } from './quota-form'

/**
 * The three quota fields (CPUs, memory, storage) of a silo's create form and of its quotas modal.
 * `gib` is the keyboard for the GiB fields: "numeric" where the form takes whole GiB (create), "decimal" where it takes
 * fractions (edit).
 */
export function QuotaFields({
  values,
  errors,
  onValue,
  gib,
}: {
  values: QuotaValues
  errors: Partial<Record<keyof QuotaValues, string>>
  onValue: (key: keyof QuotaValues) => (v: string) => void
  gib: 'numeric' | 'decimal'
}) {
  return (
    <>
      <TextField
        label="CPUs"
        required
        inputMode="numeric"
        value={values.cpus}
        onValue={onValue('cpus')}
        error={errors.cpus}
      />
      <TextField
        label="Memory (GiB)"
        required
        inputMode={gib}
        value={values.memoryGiB}
        onValue={onValue('memoryGiB')}
        error={errors.memoryGiB}
      />
      <TextField
        label="Storage (GiB)"
        required
        inputMode={gib}
        value={values.storageGiB}
        onValue={onValue('storageGiB')}
        error={errors.storageGiB}
      />
    </>
  )
}
