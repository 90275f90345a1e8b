import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { requestPreview } from '../../../api/request-preview'
import { SelectField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { requiredMessage, validateIp, validateName } from '../../../util/validate'

type G = { project: string; vpc: string; gateway: string }

type AddressValues = { name: string; description: string; address: string }

export function AttachAddressForm({ p, onClose }: { p: G; onClose: () => void }) {
  const attach = useApiMutation('internetGatewayIpAddressCreate', {
    onSuccess: (a) => {
      addToast({ content: `IP address ${a.address} attached` })
      onClose()
    },
  })
  const form = useFormState({
    initial: { name: '', description: '', address: '' } as AddressValues,
    validate: (v) => ({
      name: validateName(v.name.trim()),
      address: v.address.trim() ? validateIp(v.address.trim()) : requiredMessage('Address'),
    }),
    sent: (v) => ({
      query: p,
      body: { name: v.name.trim(), description: v.description, address: v.address.trim() },
    }),
    onSubmit: (params) => attach.mutate(params),
    request: (params) => requestPreview('internetGatewayIpAddressCreate', params),
  })
  const { values, set, shown } = form
  return (
    <SideModalForm
      docs="gateways"
      title="Attach IP address"
      submitLabel="Attach IP address"
      pending={attach.pending}
      errors={attach.error ? [attach.error.message] : []}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
    >
      <NameDescriptionFields form={form} />
      <TextField
        label="Address"
        required
        hint="An address from one of the silo's IP pools"
        value={values.address}
        onValue={set('address')}
        error={shown.address}
        autoComplete="off"
      />
    </SideModalForm>
  )
}

type PoolValues = { name: string; description: string; pool: string }

export function AttachPoolForm({ p, onClose }: { p: G; onClose: () => void }) {
  const pools = useAllItems('ipPoolList', { query: {} })
  const attach = useApiMutation('internetGatewayIpPoolCreate', {
    onSuccess: (a) => {
      addToast({ content: `IP pool ${a.name} attached` })
      onClose()
    },
  })
  const form = useFormState({
    initial: { name: '', description: '', pool: '' } as PoolValues,
    validate: (v) => ({
      name: validateName(v.name.trim()),
      pool: v.pool ? undefined : requiredMessage('IP pool'),
    }),
    sent: (v) => ({
      query: p,
      body: { name: v.name.trim(), description: v.description, ipPool: v.pool },
    }),
    onSubmit: (params) => attach.mutate(params),
    request: (params) => requestPreview('internetGatewayIpPoolCreate', params),
  })
  const { values, shown } = form
  return (
    <SideModalForm
      docs="gateways"
      title="Attach IP pool"
      submitLabel="Attach IP pool"
      pending={attach.pending}
      errors={attach.error ? [attach.error.message] : []}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
    >
      <NameDescriptionFields form={form} />
      <SelectField
        status={<AllItemsStatus state={pools} noun="pools" onRetry={() => void pools.mutate()} />}
        label="IP pool"
        required
        placeholder={pools.data ? 'Select a pool' : 'Loading pools…'}
        value={values.pool}
        // Picking a pool names the attachment after it unless a name was typed.
        onValue={(pool) => form.setValues((old) => ({ ...old, pool, name: old.name || pool }))}
        options={(pools.data?.items ?? []).map((x) => ({ value: x.name, label: `${x.name} (${x.ipVersion})` }))}
        error={shown.pool}
      />
    </SideModalForm>
  )
}
