import type { VpcRouter } from '../../../api/generated/types'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useRouterActions } from './router-actions'
import { useVpcParams } from './use-vpc-params'
import { vpcTabList } from './VpcHeader'
import { routerKindColor } from '../../../api/rules/routers'

const columns = (p: { project: string; vpc: string }): Column<VpcRouter>[] => [
  nameCol<VpcRouter>((r) => to.vpcRouter({ ...p, router: r.name })),
  descriptionCol,
  { header: 'Kind', cell: (r) => <Badge color={routerKindColor[r.kind]}>{r.kind}</Badge> },
  createdCol,
]

export default function RoutersPage() {
  const p = useVpcParams()
  const actions = useRouterActions(p)
  return (
    <ListPage<VpcRouter>
      title="Routers"
      {...vpcTabList(p)}
      create={{ label: 'New router', href: to.vpcRoutersNew(p) }}
      method="vpcRouterList"
      columns={columns(p)}
      rowActions={actions}
      empty={{ title: 'No routers', body: "A custom router sends a subnet's traffic where its routes say." }}
    />
  )
}
