import type { VpcRouter, VpcSubnet } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useSubnetActions } from './subnet-actions'
import { useVpcParams, vpcQuery } from './use-vpc-params'
import { vpcTabList } from './VpcHeader'

const columns = (p: { project: string; vpc: string }, routers: VpcRouter[]): Column<VpcSubnet>[] => [
  nameCol<VpcSubnet>((s) => to.vpcSubnetEdit({ ...p, subnet: s.name })),
  descriptionCol,
  { header: 'IPv4 block', cell: (s) => s.ipv4Block },
  { header: 'IPv6 block', cell: (s) => s.ipv6Block },
  {
    header: 'Custom router',
    cell: (s) => {
      const router = s.customRouterId ? routers.find((r) => r.id === s.customRouterId) : undefined
      if (!s.customRouterId) return <span className="muted">—</span>
      return router ? <Link href={to.vpcRouter({ ...p, router: router.name })}>{router.name}</Link> : s.customRouterId
    },
  },
  createdCol,
]

export default function SubnetsPage() {
  const p = useVpcParams()
  const routers = useList('vpcRouterList', { query: { ...vpcQuery(p) } })
  const actions = useSubnetActions(p)
  return (
    <ListPage<VpcSubnet>
      title="Subnets"
      {...vpcTabList(p)}
      create={{ label: 'New subnet', href: to.vpcSubnetsNew(p) }}
      method="vpcSubnetList"
      columns={columns(p, routers.data?.items ?? [])}
      rowActions={actions}
      empty={{ title: 'No subnets', body: 'Instances get their private addresses from a subnet.' }}
    />
  )
}
