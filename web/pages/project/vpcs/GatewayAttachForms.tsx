import { useState } from 'react'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { requestPreview } from '../../../api/request-preview'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { requiredMessage, validateIp, validateName } from '../../../util/validate'

type G = { project: string; vpc: string; gateway: string }

export function AttachAddressForm({ p, onClose }: { p: G; onClose: () => void }) {
  const [values, setValues] = useState({ name: '', description: '', address: '' })
  const [touched, setTouched] = useState(false)
  const attach = useApiMutation('internetGatewayIpAddressCreate', {
    onSuccess: (a) => {
      addToast({ content: `IP address ${a.address} attached` })
      onClose()
    },
  })
  const errors = {
    name: validateName(values.name.trim()),
    address: values.address.trim() ? validateIp(values.address.trim()) : requiredMessage('Address'),
  }
  const params = () => ({
    query: p,
    body: { name: values.name.trim(), description: values.description, address: values.address.trim() },
  })
  return (
    <SideModalForm
      docs="gateways"
      title="Attach IP address"
      submitLabel="Attach IP address"
      pending={attach.pending}
      errors={attach.error ? [attach.error.message] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!errors.name && !errors.address) attach.mutate(params())
      }}
      request={() =>
        !errors.name && !errors.address ? requestPreview('internetGatewayIpAddressCreate', params()) : undefined
      }
    >
      <TextField
        label="Name"
        required
        value={values.name}
        onValue={(name) => setValues({ ...values, name })}
        error={touched ? errors.name : undefined}
        autoComplete="off"
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onValue={(description) => setValues({ ...values, description })}
      />
      <TextField
        label="Address"
        required
        hint="An address from one of the silo's IP pools"
        value={values.address}
        onValue={(address) => setValues({ ...values, address })}
        error={touched ? errors.address : undefined}
        autoComplete="off"
      />
    </SideModalForm>
  )
}

export function AttachPoolForm({ p, onClose }: { p: G; onClose: () => void }) {
  const [values, setValues] = useState({ name: '', description: '', pool: '' })
  const [touched, setTouched] = useState(false)
  const pools = useAllItems('ipPoolList', { query: {} })
  const attach = useApiMutation('internetGatewayIpPoolCreate', {
    onSuccess: (a) => {
      addToast({ content: `IP pool ${a.name} attached` })
      onClose()
    },
  })
  const errors = {
    name: validateName(values.name.trim()),
    pool: values.pool ? undefined : requiredMessage('IP pool'),
  }
  const params = () => ({
    query: p,
    body: { name: values.name.trim(), description: values.description, ipPool: values.pool },
  })
  return (
    <SideModalForm
      docs="gateways"
      title="Attach IP pool"
      submitLabel="Attach IP pool"
      pending={attach.pending}
      errors={attach.error ? [attach.error.message] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!errors.name && !errors.pool) attach.mutate(params())
      }}
      request={() =>
        !errors.name && !errors.pool ? requestPreview('internetGatewayIpPoolCreate', params()) : undefined
      }
    >
      <TextField
        label="Name"
        required
        value={values.name}
        onValue={(name) => setValues({ ...values, name })}
        error={touched ? errors.name : undefined}
        autoComplete="off"
      />
      <TextAreaField
        label="Description"
        value={values.description}
        onValue={(description) => setValues({ ...values, description })}
      />
      <SelectField
        status={<AllItemsStatus state={pools} noun="pools" onRetry={() => void pools.mutate()} />}
        label="IP pool"
        required
        placeholder={pools.data ? 'Select a pool' : 'Loading pools…'}
        value={values.pool}
        // Picking a pool names the attachment after it unless a name was typed.
        onValue={(pool) => setValues({ ...values, pool, name: values.name || pool })}
        options={(pools.data?.items ?? []).map((x) => ({ value: x.name, label: `${x.name} (${x.ipVersion})` }))}
        error={touched ? errors.pool : undefined}
      />
    </SideModalForm>
  )
}
