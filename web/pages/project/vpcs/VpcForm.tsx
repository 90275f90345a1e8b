import { useState } from 'react'
import { TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useShellForm, type FormShellProps } from '../../../ui/use-form'
import { parseIpNet } from '../../../util/ip'
import { validateName } from '../../../util/validate'

export type VpcFormValues = { name: string; description: string; dnsName: string; ipv6Prefix: string }
export const vpcDefaults: VpcFormValues = { name: '', description: '', dnsName: '', ipv6Prefix: '' }

const IPV6_ONLY = 'Must be an IPv6 network'

/** Optional IPv6 network: the rules: validation texts first, then it must be a v6 one. */
export function validateIpv6Net(s: string): string | undefined {
  const t = s.trim()
  if (t === '') return undefined
  const parsed = parseIpNet(t)
  if (!parsed.ok) return parsed.message
  return parsed.version === 6 ? undefined : IPV6_ONLY
}

const sent = (v: VpcFormValues): VpcFormValues => ({
  ...v,
  name: v.name.trim(),
  dnsName: v.dnsName.trim(),
  ipv6Prefix: v.ipv6Prefix.trim(),
})

function validate(v: VpcFormValues, withPrefix: boolean) {
  return {
    name: validateName(v.name.trim()),
    dnsName: validateName(v.dnsName.trim(), 'DNS name'),
    ipv6Prefix: withPrefix ? validateIpv6Net(v.ipv6Prefix) : undefined,
  }
}

/** Create and edit; the IPv6 prefix can only be chosen at creation (VpcUpdate has no such field). */
export function VpcForm({ withPrefix, ...props }: FormShellProps<VpcFormValues> & { withPrefix: boolean }) {
  const form = useShellForm(props, { validate: (v) => validate(v, withPrefix), sent })
  const { values, setValues, set, shown } = form
  // Until someone types a DNS name, it follows the name (the usual choice).
  const [dnsEdited, setDnsEdited] = useState(props.initial.dnsName !== '')
  return (
    <SideModalForm docs="vpcs" {...form.shell}>
      <NameDescriptionFields
        values={values}
        nameError={shown.name}
        onName={(name) => setValues((old) => ({ ...old, name, dnsName: dnsEdited ? old.dnsName : name }))}
        onDescription={set('description')}
      />
      <TextField
        label="DNS name"
        required
        value={values.dnsName}
        onValue={(dnsName) => {
          setDnsEdited(true)
          set('dnsName')(dnsName)
        }}
        error={shown.dnsName}
        autoComplete="off"
      />
      {withPrefix && (
        <TextField
          label="IPv6 prefix"
          hint="Optional, e.g. fd00:1122:3344::/48; the system picks one if empty"
          {...form.field('ipv6Prefix')}
          autoComplete="off"
        />
      )}
    </SideModalForm>
  )
}
