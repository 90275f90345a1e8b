import type { ReactNode } from 'react'
import { useList } from '../../../api/reads'
import { SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { useShellForm, type FormShellProps } from '../../../ui/use-form'
import { parseIpNet } from '../../../util/ip'
import { requiredMessage, validateName } from '../../../util/validate'
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

const IPV4_ONLY = 'Must be an IPv4 network'

/** Required IPv4 block: the rules: validation texts, then it must be a v4 one. */
function validateIpv4Block(s: string): string | undefined {
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

const sent = (v: SubnetFormValues): SubnetFormValues => ({
  ...v,
  name: v.name.trim(),
  ipv4Block: v.ipv4Block.trim(),
  ipv6Block: v.ipv6Block.trim(),
})

/** Create and edit. Blocks are fixed once the subnet exists (VpcSubnetUpdate has no such fields). */
export function SubnetForm({
  withBlocks,
  vpc,
  children,
  ...props
}: FormShellProps<SubnetFormValues> & {
  withBlocks: boolean
  vpc: { project: string; vpc: string }
  children?: ReactNode
}) {
  const form = useShellForm(props, { validate: (v) => validate(v, withBlocks), sent })
  const { values, set } = form
  const routers = useList('vpcRouterList', { query: { ...vpc } })
  const routerOptions = (routers.data?.items ?? [])
    .filter(routerCan.attachToSubnet)
    .map((r) => ({ value: r.name, label: r.name }))
  return (
    <SideModalForm docs="subnets" {...form.shell}>
      <NameDescriptionFields form={form} />
      {withBlocks && (
        <>
          <TextField
            label="IPv4 block"
            required
            hint="e.g. 10.1.3.0/24"
            {...form.field('ipv4Block')}
            autoComplete="off"
          />
          <TextField
            label="IPv6 block"
            hint="Optional; a /64 from the VPC's prefix is picked if empty"
            {...form.field('ipv6Block')}
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
