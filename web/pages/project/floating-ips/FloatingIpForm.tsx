import { useState } from 'react'
import { useAllItems } from '../../../api/all-items'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import type { RequestPreview } from '../../../ui/CopyRequest'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormDraft } from '../../../ui/use-form-draft'
import { validateFloatingIp, type Allocation, type FloatingIpFormValues } from './floating-ip-form'

const allocationOptions = [
  { value: 'pool', label: 'Next free address from a pool' },
  { value: 'address', label: 'A specific address' },
]

/** Create (with allocation) and edit (name and description only: FloatingIpUpdate has nothing else). */
export function FloatingIpForm({
  title,
  submitLabel,
  initial,
  withAllocation,
  pending,
  serverError,
  onSubmit,
  request,
  onClose,
}: {
  title: string
  submitLabel: string
  initial: FloatingIpFormValues
  withAllocation: boolean
  pending: boolean
  serverError?: string
  onSubmit: (v: FloatingIpFormValues) => void
  /** "Copy as CLI / API": the request onSubmit would send for these values. */
  request?: (v: FloatingIpFormValues) => RequestPreview
  onClose: () => void
}) {
  const [values, setValues] = useFormDraft(initial)
  const [touched, setTouched] = useState(false)
  const pools = useAllItems('ipPoolList', { query: {} }, { enabled: withAllocation })
  const errors = validateFloatingIp(values, withAllocation)
  const shown: Partial<typeof errors> = touched ? errors : {}
  const set = (key: keyof FloatingIpFormValues) => (v: string) => setValues((old) => ({ ...old, [key]: v }))
  const defaultPool = pools.data?.items.find((p) => p.isDefault)
  return (
    <SideModalForm
      docs="floatingIps"
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!errors.name && !errors.address) onSubmit(values)
      }}
      request={request && (() => (!errors.name && !errors.address ? request(values) : undefined))}
    >
      <TextField
        label="Name"
        required
        value={values.name}
        onValue={set('name')}
        error={shown.name}
        autoComplete="off"
      />
      <TextAreaField label="Description" value={values.description} onValue={set('description')} />
      {withAllocation && (
        <>
          <SelectField
            label="Allocation"
            value={values.allocation}
            options={allocationOptions}
            onValue={(v) => set('allocation')(v as Allocation)}
          />
          {values.allocation === 'pool' ? (
            <SelectField
              status={<AllItemsStatus state={pools} noun="pools" onRetry={() => void pools.mutate()} />}
              label="IP pool"
              value={values.pool}
              onValue={set('pool')}
              placeholder={defaultPool ? `Silo default (${defaultPool.name})` : 'Silo default'}
              options={(pools.data?.items ?? []).map((p) => ({ value: p.name, label: `${p.name} (${p.ipVersion})` }))}
            />
          ) : (
            <TextField
              label="IP address"
              required
              hint="Must be in one of the silo's IP pools"
              value={values.address}
              onValue={set('address')}
              error={shown.address}
              autoComplete="off"
            />
          )}
        </>
      )}
    </SideModalForm>
  )
}
