import { useList } from '../../../api/reads'
import { TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { AllocationFields } from '../AllocationFields'
import { useShellForm, type FormShellProps } from '../../../ui/use-form'
import { validateFloatingIp, type Allocation, type FloatingIpFormValues } from './floating-ip-form'

const allocationOptions: { value: Allocation; label: string }[] = [
  { value: 'pool', label: 'Next free address from a pool' },
  { value: 'address', label: 'A specific address' },
]

/** Create (with allocation) and edit (name and description only: FloatingIpUpdate has nothing else). */
export function FloatingIpForm({
  withAllocation,
  ...props
}: FormShellProps<FloatingIpFormValues> & { withAllocation: boolean }) {
  const form = useShellForm(props, { validate: (v) => validateFloatingIp(v, withAllocation) })
  const { values, set } = form
  const pools = useList('ipPoolList', { query: {} }, { enabled: withAllocation })
  const defaultPool = pools.data?.items.find((p) => p.isDefault)
  return (
    <SideModalForm docs="floatingIps" {...form.shell}>
      <NameDescriptionFields form={form} />
      {withAllocation && (
        <AllocationFields
          allocation={values.allocation}
          options={allocationOptions}
          onAllocation={set('allocation')}
          pooled="pool"
          pools={pools}
          pool={{
            label: 'IP pool',
            value: values.pool,
            onValue: set('pool'),
            placeholder: defaultPool ? `Silo default (${defaultPool.name})` : 'Silo default',
          }}
          explicit={
            <TextField
              label="IP address"
              required
              hint="Must be in one of the silo's IP pools"
              {...form.field('address')}
              autoComplete="off"
            />
          }
        />
      )}
    </SideModalForm>
  )
}
