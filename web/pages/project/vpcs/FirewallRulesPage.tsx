import { useEffect, useMemo } from 'react'
import type { VpcFirewallRule } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Badge } from '../../../ui/Badge'
import { Button, LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { Spinner } from '../../../ui/Spinner'
import { preloadVirtualRows, Table, type Column } from '../../../ui/Table'
import { BulkToolbar } from '../../common/BulkToolbar'
import { filterRows } from '../../common/filter'
import { FilterMatches, ListFilter, useListFilter } from '../../common/ListFilter'
import { useSelection } from '../../common/use-selection'
import { firewallBulk } from './firewall-bulk'
import { byPriority, hostLabel, protocolLabel } from './firewall-rules'
import { useFirewallRuleActions } from './firewall-actions'
import { useFirewallRules } from './use-firewall-rules'
import { useVpcParams } from './use-vpc-params'
import { VpcHeader } from './VpcHeader'
import { firewallRuleActionColor, firewallRuleStatusColor } from '../../../api/rules/firewall-rules'
import { ErrorBox } from '../../../ui/ErrorBox'

const list = (items: string[] | null | undefined) =>
  items && items.length ? items.join(', ') : <span className="muted">Any</span>

const columns: Column<VpcFirewallRule>[] = [
  { header: 'Priority', cell: (r) => r.priority },
  { header: 'Name', cell: (r) => r.name },
  { header: 'Direction', cell: (r) => r.direction },
  { header: 'Action', cell: (r) => <Badge color={firewallRuleActionColor[r.action]}>{r.action}</Badge> },
  { header: 'Status', cell: (r) => <Badge color={firewallRuleStatusColor[r.status]}>{r.status}</Badge> },
  { header: 'Targets', cell: (r) => list(r.targets.map(hostLabel)) },
  { header: 'Hosts', cell: (r) => list(r.filters.hosts?.map(hostLabel)) },
  { header: 'Protocols', cell: (r) => list(r.filters.protocols?.map(protocolLabel)) },
  { header: 'Ports', cell: (r) => list(r.filters.ports) },
]

const ruleKey = (r: VpcFirewallRule) => r.id

/** The rules are one unpaged list (GET /vpc-firewall-rules), shown in the order they apply. */
function FirewallRulesTable() {
  const p = useVpcParams()
  const { data, error, isLoading, mutate } = useFirewallRules(p)
  const actions = useFirewallRuleActions(p)
  // up to 1,024 rules (the API's maximum): the windowing code loads beside them, not after
  useEffect(preloadVirtualRows, [])
  const rules = useMemo(() => (data ? byPriority(data.rules) : []), [data])
  const [filter, setFilter] = useListFilter()
  const shown = useMemo(() => filterRows(rules, filter), [rules, filter])
  const selection = useSelection(shown, ruleKey, {
    rowLabel: (r) => r.name,
    allLabel: 'Select all firewall rules shown',
  })
  if (error && !data) {
    return (
      <ErrorBox title="Could not load firewall rules" onRetry={() => mutate()}>
        {error.message}
      </ErrorBox>
    )
  }
  if (isLoading || !data)
    return (
      <div className="empty">
        <Spinner label="Loading firewall rules" />
      </div>
    )
  if (data.rules.length === 0) {
    return (
      <EmptyState
        title="No firewall rules"
        body="Without rules, no inbound traffic reaches the VPC's instances."
        action={
          <LinkButton write href={pb.vpcFirewallRulesNew(p)}>
            New rule
          </LinkButton>
        }
      />
    )
  }
  return (
    <>
      <div className="list-toolbar">
        <ListFilter value={filter} onChange={setFilter} />
        <FilterMatches
          filter={filter}
          matching={shown.length}
          total={rules.length}
          selected={selection.rows.length}
          onSelectAll={selection.selectAllShown}
        />
      </div>
      <BulkToolbar
        bulk={firewallBulk(p)}
        rows={selection.rows}
        rowKey={ruleKey}
        rowLabel={(r) => r.name}
        onClear={selection.clear}
      />
      {filter && shown.length === 0 && (
        <div className="empty">
          <p>No firewall rules match “{filter}”.</p>
          <Button size="sm" onClick={() => setFilter('')}>
            Clear filter
          </Button>
        </div>
      )}
      <div ref={selection.wrap} hidden={shown.length === 0}>
        <Table
          label="Firewall rules"
          columns={columns}
          rows={shown}
          rowKey={ruleKey}
          actions={(r) => <ActionMenu label={`${r.name} actions`} actions={actions(r)} />}
          selection={selection.table}
        />
      </div>
    </>
  )
}

export default function FirewallRulesPage() {
  const p = useVpcParams()
  return (
    <>
      <VpcHeader />
      <div className="toolbar">
        <LinkButton write variant="primary" href={pb.vpcFirewallRulesNew(p)}>
          New rule
        </LinkButton>
      </div>
      <FirewallRulesTable />
    </>
  )
}
