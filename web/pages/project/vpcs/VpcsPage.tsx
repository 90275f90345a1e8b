import { useParams } from 'wouter'
import type { Vpc } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useVpcActions } from './actions'
import { useFirewallRules } from './use-firewall-rules'
import { Link } from '../../../ui/Link'
import { useRouteQueries, type ListRoute } from '../../../routing/route-data'

/** : how many firewall rules the VPC has, linked to them (one read per row shown). */
function RuleCount({ project, vpc }: { project: string; vpc: string }) {
  const rules = useFirewallRules({ project, vpc })
  if (rules.error) return <span className="muted">Could not load</span>
  if (!rules.data) return <span className="muted">…</span>
  return (
    <Link href={to.vpcFirewallRules({ project, vpc })}>
      {rules.data.rules.length}
      <span className="visually-hidden"> firewall rules in {vpc}</span>
    </Link>
  )
}

const columns = (project: string): Column<Vpc>[] => [
  nameCol<Vpc>((v) => to.vpc({ project, vpc: v.name })),
  descriptionCol,
  { header: 'DNS name', cell: (v) => v.dnsName },
  { header: 'Firewall rules', cell: (v) => <RuleCount project={project} vpc={v.name} /> },
  createdCol,
]

export default function VpcsPage() {
  const { list } = useRouteQueries<ListRoute>()
  const { project } = useParams<{ project: string }>()
  const actions = useVpcActions(project)
  return (
    <>
      <ListPage<Vpc>
        title={list.label}
        docs="vpcs"
        create={{ label: 'New VPC', href: to.vpcsNew({ project }) }}
        empty={{ title: 'No VPCs', body: "A VPC is a private network for the project's instances." }}
        {...list}
        columns={columns(project)}
        rowActions={actions}
      />
    </>
  )
}
