import type { VpcRouter } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { Badge } from '../../../ui/Badge'
import { LinkButton } from '../../../ui/Button'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/columns'
import { useRouterActions } from './router-actions'
import { useVpcParams, vpcQuery } from './use-vpc-params'
import { VpcHeader } from './VpcHeader'
import { routerKindColor } from '../../../api/rules/routers'

const columns = (p: { project: string; vpc: string }): Column<VpcRouter>[] => [
  nameCol<VpcRouter>((r) => pb.vpcRouter({ ...p, router: r.name })),
  descriptionCol,
  { header: 'Kind', cell: (r) => <Badge color={routerKindColor[r.kind]}>{r.kind}</Badge> },
  createdCol,
]

export default function RoutersPage() {
  const p = useVpcParams()
  const actions = useRouterActions(p)
  return (
    <>
      <VpcHeader />
      <div className="toolbar">
        <LinkButton write variant="primary" href={pb.vpcRoutersNew(p)}>
          New router
        </LinkButton>
      </div>
      <ListTable<VpcRouter>
        label="Routers"
        method="vpcRouterList"
        params={{ query: vpcQuery(p) }}
        sortable
        columns={columns(p)}
        rowActions={actions}
        empty={
          <EmptyState
            title="No routers"
            body="A custom router sends a subnet's traffic where its routes say."
            action={
              <LinkButton write href={pb.vpcRoutersNew(p)}>
                New router
              </LinkButton>
            }
          />
        }
      />
    </>
  )
}
