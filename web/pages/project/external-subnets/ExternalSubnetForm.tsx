import { useList } from '../../../api/reads'
import { TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { AllocationFields } from '../AllocationFields'
import { useShellForm, type FormShellProps } from '../../../ui/use-form'
import { validateExternalSubnet, type ExternalSubnetFormValues, type SubnetAllocation } from './external-subnet-form'

const allocationOptions: { value: SubnetAllocation; label: string }[] = [
  { value: 'auto', label: 'Next free subnet of a size from a pool' },
  { value: 'explicit', label: 'A specific subnet' },
]

/** Create (with allocation) and edit (name and description only: ExternalSubnetUpdate has nothing else). */
export function ExternalSubnetForm({
  withAllocation,
  ...props
}: FormShellProps<ExternalSubnetFormValues> & { withAllocation: boolean }) {
  const pools = useList('subnetPoolList', { query: {} }, { enabled: withAllocation })
  const items = pools.data?.items ?? []
  const defaults = items.filter((p) => p.isDefault)
  const chosenPool = (v: ExternalSubnetFormValues) =>
    v.pool ? items.find((p) => p.name === v.pool) : defaults.length === 1 ? defaults[0] : undefined
  const form = useShellForm(props, {
    validate: (v) => validateExternalSubnet(v, withAllocation, chosenPool(v)?.ipVersion),
  })
  const { values, set } = form
  const chosen = chosenPool(values)
  const defaultLabel = defaults.length
    ? `Silo default (${defaults.map((d) => d.name).join(', ')})`
    : 'Silo default (none set)'
  return (
    <SideModalForm {...form.shell}>
      <NameDescriptionFields form={form} />
      {withAllocation && (
        <AllocationFields
          allocation={values.allocation}
          options={allocationOptions}
          onAllocation={set('allocation')}
          pooled="auto"
          pools={pools}
          pool={{
            label: 'Subnet pool',
            value: values.pool,
            onValue: set('pool'),
            placeholder: pools.data ? defaultLabel : 'Loading pools…',
            hint:
              defaults.length > 1 && !values.pool
                ? 'The silo has an IPv4 and an IPv6 default: pick a pool.'
                : undefined,
          }}
          fromPool={
            <TextField
              label="Prefix length"
              required
              inputMode="numeric"
              placeholder={chosen?.ipVersion === 'v6' ? '64' : '28'}
              hint="The size of the subnet: 24 is 256 addresses. The pool's subnets limit which lengths are allowed."
              {...form.field('prefixLength')}
              autoComplete="off"
            />
          }
          explicit={
            <TextField
              label="Subnet"
              required
              placeholder="198.51.100.0/28"
              hint="Must be free and inside one of the silo's subnet pools"
              {...form.field('subnet')}
              autoComplete="off"
            />
          }
        />
      )}
    </SideModalForm>
  )
}
