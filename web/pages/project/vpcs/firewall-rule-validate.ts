/* Checks on the firewall rule form (the rules: validation texts for addresses and ports). */
import { requiredMessage, validateIp, validateIpNet, validateName, validatePortRange } from '../../../util/validate'
import { ruleNameTaken, type HostKind } from './firewall-rules'
import { splitPorts, type FirewallRuleValues, type IcmpValues } from './firewall-rule-form'

const PRIORITY_MAX = 65535
export const PRIORITY_INVALID = `Must be an integer from 0 to ${PRIORITY_MAX}`
const ICMP_TYPE_INVALID = 'Must be an integer from 0 to 255'
const ICMP_CODE_INVALID = 'Must be a code from 0 to 255 or a range like 0-3'

/** The value of one target or host filter, checked by its kind (the rules: validation texts for addresses). */
export function validateHostValue(kind: HostKind, value: string): string | undefined {
  const v = value.trim()
  if (v === '') return requiredMessage('Value')
  if (kind === 'ip') return validateIp(v)
  if (kind === 'ip_net') return validateIpNet(v)
  return validateName(v, 'Value')
}

/** The first bad entry's message, exactly as validatePortRange words it. */
export function validatePorts(s: string): string | undefined {
  for (const p of splitPorts(s)) {
    const error = validatePortRange(p)
    if (error) return error
  }
  return undefined
}

const byte = (s: string) => /^[0-9]{1,3}$/.test(s) && Number(s) <= 255

function validateIcmpType(s: string): string | undefined {
  return s.trim() === '' || byte(s.trim()) ? undefined : ICMP_TYPE_INVALID
}

/** nexus IcmpParamRange: a code or 'low-high'. A code needs a type to go with it. */
function validateIcmpCode(v: IcmpValues): string | undefined {
  const code = v.code.trim()
  if (code === '') return undefined
  if (v.type.trim() === '') return 'Set an ICMP type to filter by code'
  const m = /^([0-9]{1,3})(?:-([0-9]{1,3}))?$/.exec(code)
  if (!m || !byte(m[1]) || (m[2] !== undefined && (!byte(m[2]) || Number(m[2]) < Number(m[1]))))
    return ICMP_CODE_INVALID
  return undefined
}

function validatePriority(s: string): string | undefined {
  const t = s.trim()
  if (t === '') return requiredMessage('Priority')
  return /^[0-9]{1,5}$/.test(t) && Number(t) <= PRIORITY_MAX ? undefined : PRIORITY_INVALID
}

export type FirewallRuleErrors = Partial<
  Record<'name' | 'priority' | 'ports' | 'icmpType' | 'icmpCode' | 'icmp6Type' | 'icmp6Code', string>
>

export function validateRule(
  v: FirewallRuleValues,
  existing: { name: string }[],
  replacing?: string,
): FirewallRuleErrors {
  const name = v.name.trim()
  const errors: FirewallRuleErrors = {
    name:
      validateName(name) ??
      (ruleNameTaken(existing, name, replacing) ? 'Firewall rule name already exists' : undefined),
    priority: validatePriority(v.priority),
    ports: validatePorts(v.ports),
    icmpType: v.icmp.enabled ? validateIcmpType(v.icmp.type) : undefined,
    icmpCode: v.icmp.enabled ? validateIcmpCode(v.icmp) : undefined,
    icmp6Type: v.icmp6.enabled ? validateIcmpType(v.icmp6.type) : undefined,
    icmp6Code: v.icmp6.enabled ? validateIcmpCode(v.icmp6) : undefined,
  }
  for (const k of Object.keys(errors) as (keyof FirewallRuleErrors)[]) if (!errors[k]) delete errors[k]
  return errors
}
