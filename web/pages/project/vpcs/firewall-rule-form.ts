/* The form's state, shaped like the UI, and its mapping to and from the API rule. */
import type {
  VpcFirewallIcmpFilter,
  VpcFirewallRuleAction,
  VpcFirewallRuleDirection,
  VpcFirewallRuleProtocol,
  VpcFirewallRuleStatus,
  VpcFirewallRuleUpdate,
} from '../../../api/generated/types'
import type { Host } from './firewall-rules'

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
