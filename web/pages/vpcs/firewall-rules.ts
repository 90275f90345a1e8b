/*
 * Firewall rules: the form's state <-> the API's rule, and the whole-list save.
 * The API has no per-rule calls: PUT /vpc-firewall-rules replaces every rule of the
 * VPC at once, so saving one rule means reading the list, changing it, and sending
 * it all back with only the fields the update takes (SPEC §3).
 */
import type {
  VpcFirewallIcmpFilter,
  VpcFirewallRuleAction,
  VpcFirewallRuleDirection,
  VpcFirewallRuleHostFilter,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleStatus,
  VpcFirewallRuleTarget,
  VpcFirewallRuleUpdate,
} from '../../api/generated/types'
import { requiredMessage, validateIp, validateIpNet, validateName, validatePortRange } from '../../util/validate'

/** SPEC §3: the fields kept, per rule, when the list is saved. Nothing else is sent. */
export function toRuleUpdate(rule: VpcFirewallRuleUpdate): VpcFirewallRuleUpdate {
  const { name, action, description, direction, filters, priority, status, targets } = rule
  return { name, action, description, direction, filters, priority, status, targets }
}

/**
 * The list to PUT when saving `rule`: it replaces the rule named `replacing` (an edit,
 * which may rename it) or is appended (create, clone). Order is otherwise kept.
 */
export function rulesWithSaved(current: VpcFirewallRuleUpdate[], rule: VpcFirewallRuleUpdate, replacing?: string): VpcFirewallRuleUpdate[] {
  const saved = toRuleUpdate(rule)
  const others = current.map(toRuleUpdate)
  const at = replacing === undefined ? -1 : others.findIndex((r) => r.name === replacing)
  if (at === -1) return [...others, saved]
  return others.map((r, i) => (i === at ? saved : r))
}

export const rulesWithout = (current: VpcFirewallRuleUpdate[], name: string) =>
  current.filter((r) => r.name !== name).map(toRuleUpdate)

export const rulesWithStatus = (current: VpcFirewallRuleUpdate[], name: string, status: VpcFirewallRuleStatus) =>
  current.map((r) => toRuleUpdate(r.name === name ? { ...r, status } : r))

/** Another rule already has this name (the rule being edited does not count). */
export const ruleNameTaken = (current: { name: string }[], name: string, replacing?: string) =>
  current.some((r) => r.name === name && r.name !== replacing)

/** The table's order: lowest priority number first (it wins), then by name. */
export const byPriority = <T extends { priority: number; name: string }>(rules: T[]) =>
  [...rules].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name))

// ---------------------------------------------------------------- form state

export type HostKind = VpcFirewallRuleTarget['type']
export const hostKinds: { value: HostKind; label: string }[] = [
  { value: 'vpc', label: 'VPC' },
  { value: 'subnet', label: 'VPC subnet' },
  { value: 'instance', label: 'Instance' },
  { value: 'ip', label: 'IP address' },
  { value: 'ip_net', label: 'IP network' },
]
export const hostKindLabel = (k: HostKind) => hostKinds.find((h) => h.value === k)?.label ?? k

/** Targets and host filters share one shape and one set of kinds. */
export type Host = VpcFirewallRuleTarget & VpcFirewallRuleHostFilter

export type IcmpValues = { enabled: boolean; type: string; code: string }

export type FirewallRuleValues = {
  name: string
  description: string
  priority: string
  action: VpcFirewallRuleAction
  direction: VpcFirewallRuleDirection
  status: VpcFirewallRuleStatus
  targets: Host[]
  hosts: Host[]
  tcp: boolean
  udp: boolean
  icmp: IcmpValues
  icmp6: IcmpValues
  /** Comma-separated, e.g. '22, 8000-8080'. */
  ports: string
}

const noIcmp: IcmpValues = { enabled: false, type: '', code: '' }

export const firewallRuleDefaults: FirewallRuleValues = {
  name: '',
  description: '',
  priority: '65535',
  action: 'allow',
  direction: 'inbound',
  status: 'enabled',
  targets: [],
  hosts: [],
  tcp: false,
  udp: false,
  icmp: noIcmp,
  icmp6: noIcmp,
  ports: '',
}

function icmpValues(p: VpcFirewallRuleProtocol | undefined): IcmpValues {
  if (!p || (p.type !== 'icmp' && p.type !== 'icmp6')) return noIcmp
  return { enabled: true, type: p.value ? String(p.value.icmpType) : '', code: p.value?.code ?? '' }
}

export function ruleToValues(rule: VpcFirewallRuleUpdate): FirewallRuleValues {
  const protocols = rule.filters.protocols ?? []
  return {
    name: rule.name,
    description: rule.description,
    priority: String(rule.priority),
    action: rule.action,
    direction: rule.direction,
    status: rule.status,
    targets: rule.targets.map((t) => ({ ...t }) as Host),
    hosts: (rule.filters.hosts ?? []).map((h) => ({ ...h }) as Host),
    tcp: protocols.some((p) => p.type === 'tcp'),
    udp: protocols.some((p) => p.type === 'udp'),
    icmp: icmpValues(protocols.find((p) => p.type === 'icmp')),
    icmp6: icmpValues(protocols.find((p) => p.type === 'icmp6')),
    ports: (rule.filters.ports ?? []).join(', '),
  }
}

/** '22, 80-90,' -> ['22', '80-90']: empty pieces (a trailing comma) are dropped. */
export const splitPorts = (s: string) =>
  s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)

function icmpFilter(v: IcmpValues): VpcFirewallIcmpFilter | null {
  if (v.type.trim() === '') return null
  const code = v.code.trim()
  return { icmpType: Number(v.type.trim()), code: code === '' ? null : code }
}

/** Assumes `validateRule(values)` found nothing. Empty filter lists are sent as absent (no filter). */
export function valuesToRule(v: FirewallRuleValues): VpcFirewallRuleUpdate {
  const protocols: VpcFirewallRuleProtocol[] = []
  if (v.tcp) protocols.push({ type: 'tcp' })
  if (v.udp) protocols.push({ type: 'udp' })
  if (v.icmp.enabled) protocols.push({ type: 'icmp', value: icmpFilter(v.icmp) })
  if (v.icmp6.enabled) protocols.push({ type: 'icmp6', value: icmpFilter(v.icmp6) })
  const ports = splitPorts(v.ports)
  return {
    name: v.name.trim(),
    description: v.description,
    priority: Number(v.priority.trim()),
    action: v.action,
    direction: v.direction,
    status: v.status,
    targets: v.targets,
    filters: {
      hosts: v.hosts.length ? v.hosts : null,
      protocols: protocols.length ? protocols : null,
      ports: ports.length ? ports : null,
    },
  }
}

// ---------------------------------------------------------------- validation

export const PRIORITY_MAX = 65535
export const PRIORITY_INVALID = `Must be an integer from 0 to ${PRIORITY_MAX}`
export const ICMP_TYPE_INVALID = 'Must be an integer from 0 to 255'
export const ICMP_CODE_INVALID = 'Must be a code from 0 to 255 or a range like 0-3'

/** The value of one target or host filter, checked by its kind (SPEC §5 texts for addresses). */
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

export function validateIcmpType(s: string): string | undefined {
  return s.trim() === '' || byte(s.trim()) ? undefined : ICMP_TYPE_INVALID
}

/** nexus IcmpParamRange: a code or 'low-high'. A code needs a type to go with it. */
export function validateIcmpCode(v: IcmpValues): string | undefined {
  const code = v.code.trim()
  if (code === '') return undefined
  if (v.type.trim() === '') return 'Set an ICMP type to filter by code'
  const m = /^([0-9]{1,3})(?:-([0-9]{1,3}))?$/.exec(code)
  if (!m || !byte(m[1]) || (m[2] !== undefined && (!byte(m[2]) || Number(m[2]) < Number(m[1])))) return ICMP_CODE_INVALID
  return undefined
}

export function validatePriority(s: string): string | undefined {
  const t = s.trim()
  if (t === '') return requiredMessage('Priority')
  return /^[0-9]{1,5}$/.test(t) && Number(t) <= PRIORITY_MAX ? undefined : PRIORITY_INVALID
}

export type FirewallRuleErrors = Partial<Record<'name' | 'priority' | 'ports' | 'icmpType' | 'icmpCode' | 'icmp6Type' | 'icmp6Code', string>>

export function validateRule(v: FirewallRuleValues, existing: { name: string }[], replacing?: string): FirewallRuleErrors {
  const name = v.name.trim()
  const errors: FirewallRuleErrors = {
    name: validateName(name) ?? (ruleNameTaken(existing, name, replacing) ? 'Firewall rule name already exists' : undefined),
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

// ---------------------------------------------------------------- display

export function protocolLabel(p: VpcFirewallRuleProtocol): string {
  if (p.type === 'tcp' || p.type === 'udp') return p.type.toUpperCase()
  const name = p.type === 'icmp' ? 'ICMP' : 'ICMPv6'
  if (!p.value) return name
  return `${name} type ${p.value.icmpType}${p.value.code ? ` code ${p.value.code}` : ''}`
}

export const hostLabel = (h: { type: HostKind; value: string }) => `${hostKindLabel(h.type)}: ${h.value}`

/** A name for a copy of a rule that no other rule has: 'allow-ssh-copy', then '-copy-2'... */
export function cloneName(name: string, existing: { name: string }[]): string {
  const base = `${name.slice(0, 63 - '-copy-99'.length)}-copy`
  if (!ruleNameTaken(existing, base)) return base
  for (let i = 2; ; i++) if (!ruleNameTaken(existing, `${base}-${i}`)) return `${base}-${i}`
}

