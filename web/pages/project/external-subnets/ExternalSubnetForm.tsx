import { useState } from 'react'
import { useAllItems } from '../../../api/all-items'
import type { RequestPreview } from '../../../ui/CopyRequest'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { validateExternalSubnet, type ExternalSubnetFormValues, type SubnetAllocation } from './external-subnet-form'

const allocationOptions = [
  { value: 'auto', label: 'Next free subnet of a size from a pool' },
  { value: 'explicit', label: 'A specific subnet' },
]

/** Create (with allocation) and edit (name and description only: ExternalSubnetUpdate has nothing else). */
export function ExternalSubnetForm({
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
  initial: ExternalSubnetFormValues
  withAllocation: boolean
  pending: boolean
  serverError?: string
  onSubmit: (v: ExternalSubnetFormValues) => void
  /** "Copy as CLI / API": the request onSubmit would send for these values. */
  request?: (v: ExternalSubnetFormValues) => RequestPreview
  onClose: () => void
}) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState(false)
  const pools = useAllItems('subnetPoolList', { query: {} }, { enabled: withAllocation })
  const items = pools.data?.items ?? []
  const defaults = items.filter((p) => p.isDefault)
  const chosen = values.pool
    ? items.find((p) => p.name === values.pool)
    : defaults.length === 1
      ? defaults[0]
      : undefined
  const errors = validateExternalSubnet(values, withAllocation, chosen?.ipVersion)
  const valid = Object.keys(errors).length === 0
  const shown: typeof errors = touched ? errors : {}
  const set = (key: keyof ExternalSubnetFormValues) => (v: string) => setValues((old) => ({ ...old, [key]: v }))
  const defaultLabel = defaults.length
    ? `Silo default (${defaults.map((d) => d.name).join(', ')})`
    : 'Silo default (none set)'
  return (
    <SideModalForm
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (valid) onSubmit(values)
      }}
      request={request && (() => (valid ? request(values) : undefined))}
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
            onValue={(v) => set('allocation')(v as SubnetAllocation)}
          />
          {values.allocation === 'auto' ? (
            <>
              <SelectField
                status={<AllItemsStatus state={pools} noun="pools" onRetry={() => void pools.mutate()} />}
                label="Subnet pool"
                value={values.pool}
                onValue={set('pool')}
                placeholder={pools.data ? defaultLabel : 'Loading pools…'}
                hint={
                  defaults.length > 1 && !values.pool
                    ? 'The silo has an IPv4 and an IPv6 default: pick a pool.'
                    : undefined
                }
                options={items.map((p) => ({ value: p.name, label: `${p.name} (${p.ipVersion})` }))}
              />
              <TextField
                label="Prefix length"
                required
                inputMode="numeric"
                placeholder={chosen?.ipVersion === 'v6' ? '64' : '28'}
                hint="The size of the subnet: 24 is 256 addresses. The pool's subnets limit which lengths are allowed."
                value={values.prefixLength}
                onValue={set('prefixLength')}
                error={shown.prefixLength}
                autoComplete="off"
              />
            </>
          ) : (
            <TextField
              label="Subnet"
              required
              placeholder="198.51.100.0/28"
              hint="Must be free and inside one of the silo's subnet pools"
              value={values.subnet}
              onValue={set('subnet')}
              error={shown.subnet}
              autoComplete="off"
            />
          )}
        </>
      )}
    </SideModalForm>
  )
}
