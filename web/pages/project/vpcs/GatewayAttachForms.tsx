import { useList } from '../../../api/reads'
import { SelectField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { requiredMessage, validateIp } from '../../../util/validate'
import { namedDefaults, sentNamed, validateNamed } from '../../common/NamedForm'
import { useFormSave } from '../../common/use-form-save'

/** An attachment of a gateway is named like the gateway's other parts, plus what it attaches. */
type AttachProps = { p: { project: string; vpc: string; gateway: string }; onClose: () => void }

export function AttachAddressForm({ p, onClose }: AttachProps) {
  const { form, shell } = useFormSave('internetGatewayIpAddressCreate', {
    initial: { ...namedDefaults, address: '' },
    validate: (v) => ({
      ...validateNamed(v),
      address: v.address.trim() ? validateIp(v.address.trim()) : requiredMessage('Address'),
    }),
    sent: (v) => ({ ...sentNamed(v), address: v.address.trim() }),
    params: (body) => ({ query: p, body }),
    created: (a) => `IP address ${a.address} attached`,
    back: onClose,
  })
  return (
    <SideModalForm docs="gateways" title="Attach IP address" submitLabel="Attach IP address" {...shell}>
      <NameDescriptionFields form={form} />
      <TextField
        label="Address"
        required
        hint="An address from one of the silo's IP pools"
        {...form.field('address')}
        autoComplete="off"
      />
    </SideModalForm>
  )
}

export function AttachPoolForm({ p, onClose }: AttachProps) {
  const pools = useList('ipPoolList', { query: {} })
  const { form, shell } = useFormSave('internetGatewayIpPoolCreate', {
    initial: { ...namedDefaults, pool: '' },
    validate: (v) => ({ ...validateNamed(v), pool: v.pool ? undefined : requiredMessage('IP pool') }),
    sent: ({ pool, ...named }) => ({ ...sentNamed(named), ipPool: pool }),
    params: (body) => ({ query: p, body }),
    created: (a) => `IP pool ${a.name} attached`,
    back: onClose,
  })
  return (
    <SideModalForm docs="gateways" title="Attach IP pool" submitLabel="Attach IP pool" {...shell}>
      <NameDescriptionFields form={form} />
      <SelectField
        status={<AllItemsStatus state={pools} noun="pools" onRetry={() => void pools.mutate()} />}
        label="IP pool"
        required
        placeholder={pools.data ? 'Select a pool' : 'Loading pools…'}
        value={form.values.pool}
        // Picking a pool names the attachment after it unless a name was typed.
        onValue={(pool) => form.setValues((old) => ({ ...old, pool, name: old.name || pool }))}
        options={(pools.data?.items ?? []).map((x) => ({ value: x.name, label: `${x.name} (${x.ipVersion})` }))}
        error={form.shown.pool}
      />
    </SideModalForm>
  )
}
