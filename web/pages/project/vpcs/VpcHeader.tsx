import { useLocation } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { LinkButton } from '../../../ui/Button'
import { DateTime } from '../../../ui/DateTime'
import { idRow } from '../../common/fields/id-row'
import { PageHeader } from '../../../ui/PageHeader'
import { useQuickActions } from '../../layout/quick-actions'
import { CopyTerraformButton } from '../../../ui/CopyTerraform'
import { PropertiesList } from '../../../ui/PropertiesList'
import { RouteTabs } from '../../../ui/Tabs'
import { useVpcParams, vpcQuery } from './use-vpc-params'

/** What a VPC tab's list gives its ListPage: this header above it, the VPC's rows, sortable by name. */
export const vpcTabList = (p: { project: string; vpc: string }) => ({
  header: <VpcHeader />,
  params: { query: vpcQuery(p) },
  sortable: true,
})

/** The top of every VPC tab: name, properties, and the tabs (each tab is its own route). */
export function VpcHeader() {
  const p = useVpcParams()
  const [location] = useLocation()
  useQuickActions([{ group: 'Actions', label: `Add firewall rule to ${p.vpc}`, href: to.vpcFirewallRulesNew(p) }])
  const { data: vpc } = useQuery(
    'vpcView',
    { path: { vpc: p.vpc }, query: { project: p.project } },
    { throwOnError: true },
  )
  const tabs = [
    { label: 'Firewall rules', href: to.vpcFirewallRules(p) },
    { label: 'Subnets', href: to.vpcSubnets(p) },
    { label: 'Routers', href: to.vpcRouters(p) },
    { label: 'Internet gateways', href: to.vpcInternetGateways(p) },
    { label: 'Topology', href: to.vpcTopology(p) },
    { label: 'History', href: to.vpcHistory(p) },
  ]
  return (
    <>
      <PageHeader docs="vpcs" title={p.vpc}>
        <LinkButton write href={to.vpcEdit(p)}>
          Edit VPC
        </LinkButton>
        <CopyTerraformButton
          title={`VPC ${p.vpc} as Terraform`}
          load={() => import('../../../api/terraform/load').then((m) => m.vpcTerraform(p.project, p.vpc))}
        />
      </PageHeader>
      {vpc && (
        <PropertiesList
          items={[
            ['Description', vpc.description || '—'],
            ['DNS name', vpc.dnsName],
            ['IPv6 prefix', vpc.ipv6Prefix],
            idRow(vpc.id),
            ['Created', <DateTime date={vpc.timeCreated} relative="beside" />],
          ]}
        />
      )}
      <RouteTabs label="VPC sections" tabs={tabs} current={location} />
    </>
  )
}
