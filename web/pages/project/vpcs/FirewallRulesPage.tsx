import { useEffect, useMemo } from 'react'
import type { VpcFirewallRule } from '../../../api/generated/types'
import { to } from '../../../urls'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { preloadVirtualRows, type Column } from '../../../ui/Table'
import { ArrayTable } from '../../common/list/ArrayTable'
import { firewallBulk } from './firewall-bulk'
import { byPriority } from './firewall-rules'
import { HostList, RuleEffect, trafficLabel } from './firewall-rule-cells'
import { useFirewallRuleActions } from './firewall-actions'
import { useQuery } from '../../../api/reads'
import { useRouteQueries } from '../../../routing/route-data'
import type { RulesQueries } from './queries'
import { useVpcParams } from './use-vpc-params'
import { VpcHeader } from './VpcHeader'

// one line per rule: a name, a priority or a port range never breaks
const columns: Column<VpcFirewallRule>[] = [
  { header: 'Priority', cell: (r) => r.priority },
  { header: 'Name', sortKey: 'name', cell: (r) => <span className="nowrap">{r.name}</span> },
  { header: 'Rule', cell: (r) => <RuleEffect rule={r} />, sortValue: (r) => `${r.action} ${r.direction}` },
  { header: 'Targets', cell: (r) => <HostList hosts={r.targets} /> },
  { header: 'Hosts', cell: (r) => <HostList hosts={r.filters.hosts} /> },
  {
    header: 'Protocols and ports',
    cell: (r) => <span className="nowrap">{trafficLabel(r.filters)}</span>,
    sortValue: (r) => trafficLabel(r.filters),
  },
]

const ruleKey = (r: VpcFirewallRule) => r.id

/** The rules are one unpaged list (GET /vpc-firewall-rules), shown in the order they apply. */
function FirewallRulesTable() {
  const p = useVpcParams()
  const { data, error, isValidating, mutate } = useQuery(...useRouteQueries<RulesQueries>().rules.one)
  const actions = useFirewallRuleActions(p)
  // up to 1,024 rules (the API's maximum): the windowing code loads beside them, not after
  useEffect(preloadVirtualRows, [])
  const rules = useMemo(() => (data ? byPriority(data.rules) : undefined), [data])
  return (
    <ArrayTable<VpcFirewallRule>
      label="Firewall rules"
      rows={rules}
      error={error}
      validating={isValidating}
      retry={() => void mutate()}
      columns={columns}
      rowKey={ruleKey}
      rowActions={actions}
      bulk={firewallBulk(p, rules)}
      empty={
        <EmptyState
          title="No firewall rules"
          body="Without rules, no inbound traffic reaches the VPC's instances."
          action={
            <LinkButton write href={to.vpcFirewallRulesNew(p)}>
              New rule
            </LinkButton>
          }
        />
      }
    />
  )
}

export default function FirewallRulesPage() {
  const p = useVpcParams()
  return (
    <>
      <VpcHeader />
      <div className="toolbar">
        <LinkButton write variant="primary" href={to.vpcFirewallRulesNew(p)}>
          New rule
        </LinkButton>
      </div>
      <FirewallRulesTable />
    </>
  )
}
