import type { VpcRouter, VpcSubnet } from '../../../api/generated/types'
import { useAllItems } from '../../../api/all-items'
import { pb } from '../../../paths'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/columns'
import { useSubnetActions } from './subnet-actions'
import { useVpcParams, vpcQuery } from './use-vpc-params'
import { VpcHeader } from './VpcHeader'

const columns = (p: { project: string; vpc: string }, routers: VpcRouter[]): Column<VpcSubnet>[] => [
  nameCol<VpcSubnet>((s) => pb.vpcSubnetEdit({ ...p, subnet: s.name })),
  descriptionCol,
  { header: 'IPv4 block', cell: (s) => s.ipv4Block },
  { header: 'IPv6 block', cell: (s) => s.ipv6Block },
  {
    header: 'Custom router',
    cell: (s) => {
      const router = s.customRouterId ? routers.find((r) => r.id === s.customRouterId) : undefined
      if (!s.customRouterId) return <span className="muted">—</span>
      return router ? <Link href={pb.vpcRouter({ ...p, router: router.name })}>{router.name}</Link> : s.customRouterId
    },
  },
  createdCol,
]

export default function SubnetsPage() {
  const p = useVpcParams()
  const routers = useAllItems('vpcRouterList', { query: { ...vpcQuery(p) } })
  const actions = useSubnetActions(p)
  return (
    <>
      <VpcHeader />
      <div className="toolbar">
        <LinkButton write variant="primary" href={pb.vpcSubnetsNew(p)}>
          New subnet
        </LinkButton>
      </div>
      <ListTable<VpcSubnet>
        label="Subnets"
        method="vpcSubnetList"
        params={{ query: vpcQuery(p) }}
        sortable
        columns={columns(p, routers.data?.items ?? [])}
        rowActions={actions}
        empty={
          <EmptyState
            title="No subnets"
            body="Instances get their private addresses from a subnet."
            action={
              <LinkButton write href={pb.vpcSubnetsNew(p)}>
                New subnet
              </LinkButton>
            }
          />
        }
      />
    </>
  )
}
