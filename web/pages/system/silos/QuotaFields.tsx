import { TextFields, type FieldSource } from '../../common/fields/TextFields'
import type { QuotaValues } from './quota-form'

/**
 * The three quota fields (CPUs, memory, storage) of a silo's create form and of its quotas modal.
 * `gib` is the keyboard for the GiB fields: "numeric" where the form takes whole GiB (create), "decimal" where it takes
 * fractions (edit).
 */
export function QuotaFields({ field, gib }: { field: FieldSource<keyof QuotaValues>; gib: 'numeric' | 'decimal' }) {
  return (
    <TextFields
      field={field}
      fields={[
        { key: 'cpus', label: 'CPUs', required: true, inputMode: 'numeric' },
        { key: 'memoryGiB', label: 'Memory (GiB)', required: true, inputMode: gib },
        { key: 'storageGiB', label: 'Storage (GiB)', required: true, inputMode: gib },
      ]}
    />
  )
}
