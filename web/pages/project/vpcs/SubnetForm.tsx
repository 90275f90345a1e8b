import { useState, type ReactNode } from 'react'
import { useAllItems } from '../../../api/all-items'
import { SelectField, TextAreaField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import type { RequestPreview } from '../../../ui/CopyRequest'
import { SideModalForm } from '../../../ui/SideModal'
import { parseIpNet } from '../../../util/ip'
import { requiredMessage, validateName } from '../../../util/validate'
import { useFormDraft } from '../../../ui/use-form-draft'
import { validateIpv6Net } from './VpcForm'
import { routerCan } from '../../../api/rules/routers'

export type SubnetFormValues = {
  name: string
  description: string
  ipv4Block: string
  ipv6Block: string
  customRouter: string
}
export const subnetDefaults: SubnetFormValues = {
  name: '',
  description: '',
  ipv4Block: '',
  ipv6Block: '',
  customRouter: '',
}

export const IPV4_ONLY = 'Must be an IPv4 network'

/** Required IPv4 block: SPEC §5 texts, then it must be a v4 one. */
export function validateIpv4Block(s: string): string | undefined {
  const t = s.trim()
  if (t === '') return requiredMessage('IPv4 block')
  const parsed = parseIpNet(t)
  if (!parsed.ok) return parsed.message
  return parsed.version === 4 ? undefined : IPV4_ONLY
}

function validate(v: SubnetFormValues, withBlocks: boolean) {
  return {
    name: validateName(v.name.trim()),
    ipv4Block: withBlocks ? validateIpv4Block(v.ipv4Block) : undefined,
    ipv6Block: withBlocks ? validateIpv6Net(v.ipv6Block) : undefined,
  }
}

/** Create and edit. Blocks are fixed once the subnet exists (VpcSubnetUpdate has no such fields). */
export function SubnetForm({
  title,
  submitLabel,
  initial,
  withBlocks,
  vpc,
  pending,
  serverError,
  onSubmit,
  request,
  onClose,
  children,
}: {
  title: string
  submitLabel: string
  initial: SubnetFormValues
  withBlocks: boolean
  vpc: { project: string; vpc: string }
  pending: boolean
  serverError?: string
  onSubmit: (v: SubnetFormValues) => void
  /** "Copy as CLI / API": the request onSubmit would send for these values. */
  request?: (v: SubnetFormValues) => RequestPreview
  onClose: () => void
  children?: ReactNode
}) {
  const [values, setValues] = useFormDraft(initial)
  const [touched, setTouched] = useState(false)
  const routers = useAllItems('vpcRouterList', { query: { ...vpc } })
  const errors = validate(values, withBlocks)
  const shown: Partial<typeof errors> = touched ? errors : {}
  const valid = !errors.name && !errors.ipv4Block && !errors.ipv6Block
  const sent = (): SubnetFormValues => ({
    ...values,
    name: values.name.trim(),
    ipv4Block: values.ipv4Block.trim(),
    ipv6Block: values.ipv6Block.trim(),
  })
  const set = (key: keyof SubnetFormValues) => (v: string) => setValues((old) => ({ ...old, [key]: v }))
  const routerOptions = (routers.data?.items ?? [])
    .filter(routerCan.attachToSubnet)
    .map((r) => ({ value: r.name, label: r.name }))
  return (
    <SideModalForm
      docs="subnets"
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      errors={serverError ? [serverError] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (valid) onSubmit(sent())
      }}
      request={request && (() => (valid ? request(sent()) : undefined))}
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
      {withBlocks && (
        <>
          <TextField
            label="IPv4 block"
            required
            hint="e.g. 10.1.3.0/24"
            value={values.ipv4Block}
            onValue={set('ipv4Block')}
            error={shown.ipv4Block}
            autoComplete="off"
          />
          <TextField
            label="IPv6 block"
            hint="Optional; a /64 from the VPC's prefix is picked if empty"
            value={values.ipv6Block}
            onValue={set('ipv6Block')}
            error={shown.ipv6Block}
            autoComplete="off"
          />
        </>
      )}
      <SelectField
        status={<AllItemsStatus state={routers} noun="routers" onRetry={() => void routers.mutate()} />}
        label="Custom router"
        hint="Optional: routes traffic leaving the subnet; without one the system router applies"
        value={values.customRouter}
        onValue={set('customRouter')}
        placeholder="None"
        options={
          values.customRouter && !routerOptions.some((o) => o.value === values.customRouter)
            ? [...routerOptions, { value: values.customRouter, label: values.customRouter }]
            : routerOptions
        }
      />
      {children}
    </SideModalForm>
  )
}
