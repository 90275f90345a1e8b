/**
 * The firewall rules table's cells, built to read one line per rule at a laptop's width: action
 * and direction as one badge, protocols and ports as one phrase, and each host as a short kind
 * beside its value (the kind's full name on hover). No cell breaks inside a name or a range.
 */
import type { VpcFirewallRule } from '../../../api/generated/types'
import { firewallRuleActionColor, firewallRuleStatusColor } from '../../../api/rules/firewall-rules'
import { Badge } from '../../../ui/Badge'
import { hostKindLabel, protocolLabel, type HostKind } from './firewall-rules'

const shortKind: Record<HostKind, string> = {
  vpc: 'VPC',
  subnet: 'subnet',
  instance: 'instance',
  ip: 'IP',
  ip_net: 'net',
}

/** 'TCP 22, 8000-8080', 'UDP/TCP 53', 'ICMP', 'port 22', 'Any': what traffic the rule matches, in one phrase. */
export function trafficLabel(filters: VpcFirewallRule['filters']): string {
  const protocols = (filters.protocols ?? []).map(protocolLabel).join('/')
  const ports = (filters.ports ?? []).join(', ')
  if (protocols && ports) return `${protocols} ${ports}`
  if (ports) return `${filters.ports!.length === 1 && !ports.includes('-') ? 'port' : 'ports'} ${ports}`
  return protocols || 'Any'
}

/** 'allow in', 'deny out': the rule's effect in one badge, its status beside it only when it is off. */
export function RuleEffect({ rule }: { rule: Pick<VpcFirewallRule, 'action' | 'direction' | 'status'> }) {
  const way = rule.direction === 'inbound' ? 'in' : 'out'
  return (
    <span className="nowrap">
      <Badge color={firewallRuleActionColor[rule.action]}>
        <span title={`${rule.action === 'allow' ? 'Allows' : 'Denies'} ${rule.direction} traffic`}>
          {rule.action} {way}
          <span className="visually-hidden">bound</span>
        </span>
      </Badge>
      {rule.status === 'disabled' && (
        <>
          {' '}
          <Badge color={firewallRuleStatusColor.disabled}>disabled</Badge>
        </>
      )}
    </span>
  )
}

/** Targets or hosts: each as 'subnet mock-subnet', never broken inside; 'Any' when there are none. */
export function HostList({ hosts }: { hosts: { type: HostKind; value: string }[] | null | undefined }) {
  if (!hosts?.length) return <span className="muted">Any</span>
  return (
    <span className="host-list">
      {hosts.map((h, i) => (
        <span key={`${h.type}:${h.value}`} className="nowrap">
          <abbr className="muted" title={hostKindLabel(h.type)}>
            {shortKind[h.type]}
          </abbr>{' '}
          {h.value}
          {i < hosts.length - 1 && ', '}
        </span>
      ))}
    </span>
  )
}
