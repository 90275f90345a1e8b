import { useState, type ReactNode } from 'react'
import type { ChangeRow } from '../../../ui/ChangePreview'
import type { VpcFirewallRuleUpdate } from '../../../api/generated/types'
import { CheckboxField, SelectField, TextField } from '../../../ui/Field'
import type { RequestPreview } from '../../../ui/CopyRequest'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { useFormState, type FormShellProps } from '../../../ui/use-form'
import { HostListField } from './HostListField'
import { valuesToRule, type FirewallRuleValues, type IcmpValues } from './firewall-rule-form'
import { validateRule } from './firewall-rule-validate'
import type { HostKind } from './firewall-rules'
import { icmpCodesText, icmpType, icmpTypes } from '../../../util/icmp'

/** Action, direction and status: one select each, picked from the API's enum values. */
const choices: {
  key: 'action' | 'direction' | 'status'
  label: string
  options: { value: FirewallRuleValues['action' | 'direction' | 'status']; label: string }[]
}[] = [
  {
    key: 'action',
    label: 'Action',
    options: [
      { value: 'allow', label: 'Allow' },
      { value: 'deny', label: 'Deny' },
    ],
  },
  {
    key: 'direction',
    label: 'Direction',
    options: [
      { value: 'inbound', label: 'Inbound' },
      { value: 'outbound', label: 'Outbound' },
    ],
  },
  {
    key: 'status',
    label: 'Status',
    options: [
      { value: 'enabled', label: 'Enabled' },
      { value: 'disabled', label: 'Disabled' },
    ],
  },
]

/** The rule's two lists of hosts: what it applies to, and whom it filters. */
const hostLists = [
  { key: 'targets', legend: 'Targets', noun: 'target' },
  { key: 'hosts', legend: 'Host filters', noun: 'host filter' },
] as const

const OTHER_TYPE = 'other'

/** The ICMP type is picked by name (web/util/icmp.ts), or typed as a number under "Other". */
function IcmpFields({
  label,
  value,
  onValue,
  errors,
}: {
  label: string
  value: IcmpValues
  onValue: (v: IcmpValues) => void
  errors: { type?: string; code?: string }
}) {
  const v6 = label === 'ICMPv6'
  const [other, setOther] = useState(() => value.type.trim() !== '' && !icmpType(v6, value.type))
  const typeOptions = [
    { value: '', label: 'Any type' },
    ...icmpTypes(v6).map((t) => ({ value: String(t.type), label: `${t.name} (${t.type})` })),
    { value: OTHER_TYPE, label: 'Other (by number)' },
  ]
  const codes = icmpCodesText(v6, value.type)
  return (
    <>
      <CheckboxField label={label} checked={value.enabled} onChecked={(enabled) => onValue({ ...value, enabled })} />
      {value.enabled && (
        <div className="field-group">
          <SelectField
            label={`${label} type`}
            value={other ? OTHER_TYPE : value.type.trim()}
            onValue={(t) => {
              setOther(t === OTHER_TYPE)
              onValue({ ...value, type: t === OTHER_TYPE ? '' : t })
            }}
            options={typeOptions}
            error={other ? undefined : errors.type}
          />
          {other && (
            <TextField
              label={`${label} type number`}
              hint="0 to 255"
              inputMode="numeric"
              value={value.type}
              onValue={(type) => onValue({ ...value, type })}
              error={errors.type}
            />
          )}
          <TextField
            label={`${label} code`}
            hint={`Optional: a code or a range like 0-3${codes ? `. Codes: ${codes}` : ''}`}
            value={value.code}
            onValue={(code) => onValue({ ...value, code })}
            error={errors.code}
          />
        </div>
      )}
    </>
  )
}

/**
 * Create, clone and edit share this form. State is shaped like the UI and mapped to the
 * API rule only on submit; a failed save leaves every field as typed.
 */
export function FirewallRuleForm({
  existing,
  replacing,
  suggestions,
  request,
  changes,
  conflict,
  ...props
}: Omit<FormShellProps<FirewallRuleValues, VpcFirewallRuleUpdate>, 'request'> & {
  /** The VPC's current rules, for the name check. */
  existing: { name: string }[]
  /** Name of the rule being edited; absent for create and clone. */
  replacing?: string
  suggestions: Partial<Record<HostKind, string[]>>
  /** "Copy as CLI / API": the request onSubmit would send for this rule, or why there is none. */
  request?: (rule: VpcFirewallRuleUpdate) => RequestPreview | string
  /** What saving this rule adds, removes and changes in the VPC's rules. */
  changes?: (rule: VpcFirewallRuleUpdate) => ChangeRow[]
  /** A save stopped by someone else's change to the same rule. */
  conflict?: ReactNode
}) {
  // validateRule runs once per keystroke, as before; nothing else is computed per render.
  const form = useFormState({
    initial: props.initial,
    validate: (v) => validateRule(v, existing, replacing),
    sent: valuesToRule,
    onSubmit: props.onSubmit,
    serverField: props.serverField,
  })
  const { values, set, shown } = form
  return (
    <SideModalForm
      draft={form.draft}
      docs="firewallRules"
      title={props.title}
      submitLabel={props.submitLabel}
      pending={props.pending}
      errors={props.serverError ? [props.serverError] : []}
      onClose={props.onClose}
      onSubmit={form.submit}
      request={request && (() => (form.valid ? request(form.sent()) : undefined))}
      changes={changes && (form.valid ? changes(form.sent()) : [])}
      conflict={conflict}
    >
      <NameDescriptionFields form={form} />
      <TextField
        label="Priority"
        required
        inputMode="numeric"
        hint="0 to 65535; a lower number takes precedence"
        {...form.field('priority')}
      />
      {choices.map(({ key, label, options }) => (
        <SelectField
          key={key}
          label={label}
          value={values[key]}
          options={options}
          onValue={(v) => form.setValues((old) => ({ ...old, [key]: v }))}
        />
      ))}
      {hostLists.map(({ key, legend, noun }) => (
        <HostListField
          key={key}
          legend={legend}
          noun={noun}
          // no host filter is no restriction: the rule matches whatever is at the other end
          emptyText={
            key === 'hosts'
              ? `No host filters: matches traffic ${values.direction === 'outbound' ? 'to any destination' : 'from any source'}`
              : undefined
          }
          items={values[key]}
          onItems={set(key)}
          suggestions={suggestions}
        />
      ))}
      <fieldset>
        <legend>Protocol filters</legend>
        <CheckboxField label="TCP" checked={values.tcp} onChecked={set('tcp')} />
        <CheckboxField label="UDP" checked={values.udp} onChecked={set('udp')} />
        <IcmpFields
          label="ICMP"
          value={values.icmp}
          onValue={set('icmp')}
          errors={{ type: shown.icmpType, code: shown.icmpCode }}
        />
        <IcmpFields
          label="ICMPv6"
          value={values.icmp6}
          onValue={set('icmp6')}
          errors={{ type: shown.icmp6Type, code: shown.icmp6Code }}
        />
      </fieldset>
      <TextField
        label="Ports"
        hint="Comma-separated port numbers or ranges, e.g. 22, 8000-8080"
        {...form.field('ports')}
        autoComplete="off"
      />
    </SideModalForm>
  )
}
