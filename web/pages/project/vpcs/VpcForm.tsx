import { useState } from 'react'
import type { RequestPreview } from '../../../ui/CopyRequest'
import { SideModalForm } from '../../../ui/SideModal'
import { TextAreaField, TextField } from '../../../ui/Field'
import { parseIpNet } from '../../../util/ip'
import { useFormDraft } from '../../../ui/use-form-draft'
import { validateName } from '../../../util/validate'

export type VpcFormValues = { name: string; description: string; dnsName: string; ipv6Prefix: string }
export const vpcDefaults: VpcFormValues = { name: '', description: '', dnsName: '', ipv6Prefix: '' }

export const IPV6_ONLY = 'Must be an IPv6 network'

/** Optional IPv6 network: SPEC §5 texts first, then it must be a v6 one. */
export function validateIpv6Net(s: string): string | undefined {
  const t = s.trim()
  if (t === '') return undefined
  const parsed = parseIpNet(t)
  if (!parsed.ok) return parsed.message
  return parsed.version === 6 ? undefined : IPV6_ONLY
}

function validate(v: VpcFormValues, withPrefix: boolean) {
  return {
    name: validateName(v.name.trim()),
    dnsName: validateName(v.dnsName.trim(), 'DNS name'),
    ipv6Prefix: withPrefix ? validateIpv6Net(v.ipv6Prefix) : undefined,
  }
}

/** Create and edit; the IPv6 prefix can only be chosen at creation (VpcUpdate has no such field). */
export function VpcForm({
  title,
  submitLabel,
  initial,
  withPrefix,
  pending,
  serverError,
  onSubmit,
  request,
  onClose,
}: {
  title: string
  submitLabel: string
  initial: VpcFormValues
  withPrefix: boolean
  pending: boolean
  serverError?: string
  onSubmit: (v: VpcFormValues) => void
  /** "Copy as CLI / API": the request onSubmit would send for these values. */
  request?: (v: VpcFormValues) => RequestPreview
  onClose: () => void
}) {
  const [values, setValues] = useFormDraft(initial)
  const [touched, setTouched] = useState(false)
  // Until someone types a DNS name, it follows the name (the usual choice).
  const [dnsEdited, setDnsEdited] = useState(initial.dnsName !== '')
  const errors = validate(values, withPrefix)
  const shown: Partial<typeof errors> = touched ? errors : {}
  const valid = !errors.name && !errors.dnsName && !errors.ipv6Prefix
  const sent = (): VpcFormValues => ({
    ...values,
    name: values.name.trim(),
    dnsName: values.dnsName.trim(),
    ipv6Prefix: values.ipv6Prefix.trim(),
  })
  const set = (key: keyof VpcFormValues) => (v: string) => setValues((old) => ({ ...old, [key]: v }))
  return (
    <SideModalForm
      docs="vpcs"
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
        onValue={(name) => setValues((old) => ({ ...old, name, dnsName: dnsEdited ? old.dnsName : name }))}
        error={shown.name}
        autoComplete="off"
      />
      <TextAreaField label="Description" value={values.description} onValue={set('description')} />
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
          value={values.ipv6Prefix}
          onValue={set('ipv6Prefix')}
          error={shown.ipv6Prefix}
          autoComplete="off"
        />
      )}
    </SideModalForm>
  )
}
