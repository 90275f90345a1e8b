import { useLocation } from 'wouter'
import type { RouterRoute } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { CopyTerraformButton } from '../../../ui/CopyTerraform'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { ListTable } from '../../common/list/ListTable'
import { descriptionCol, nameCol } from '../../common/list/columns'
import { destinationLabel, targetLabel } from './route-form'
import { useRouteActions, useRouterActions } from './router-actions'
import { routeKindColor, routerActionDisabled } from '../../../api/rules/routers'
import { useRouterParams } from './use-router-params'

const columns: Column<RouterRoute>[] = [
  nameCol<RouterRoute>(),
  descriptionCol,
  { header: 'Kind', cell: (r) => <Badge color={routeKindColor[r.kind]}>{r.kind.replaceAll('_', ' ')}</Badge> },
  { header: 'Destination', cell: (r) => destinationLabel(r.destination) },
  { header: 'Target', cell: (r) => targetLabel(r.target) },
]

/** A router and its routes. Routes of the system router, and system-made routes, are read-only. */
export default function RouterPage() {
  const p = useRouterParams()
  const [, navigate] = useLocation()
  const { data: router } = useQuery(
    'vpcRouterView',
    {
      path: { router: p.router },
      query: { project: p.project, vpc: p.vpc },
    },
    { throwOnError: true },
  )
  const routerActions = useRouterActions(p, () => navigate(to.vpcRouters(p)))
  const routeActions = useRouteActions(p)
  if (!router) return null
  const addDisabled = routerActionDisabled('addRoute', router)
  return (
    <>
      <PageHeader docs="routers" title={router.name}>
        {/* the system router is the VPC's own: the provider manages custom routers only */}
        {router.kind === 'custom' && (
          <CopyTerraformButton
            title={`Router ${router.name} as Terraform`}
            load={() =>
              import('../../../api/terraform/load').then((m) => m.routerTerraform(p.project, p.vpc, router.name))
            }
          />
        )}
        <ActionMenu label={`${router.name} actions`} actions={routerActions(router)} />
      </PageHeader>
      <PropertiesList
        items={[
          ['Description', router.description || '—'],
          ['Kind', router.kind],
          ['ID', <code>{router.id}</code>],
          ['Created', formatDateTime(router.timeCreated)],
        ]}
      />
      <div className="toolbar">
        <h2>Routes</h2>
        <Button write variant="primary" disabledReason={addDisabled} onClick={() => navigate(to.vpcRouterRoutesNew(p))}>
          New route
        </Button>
      </div>
      <ListTable<RouterRoute>
        label="Routes"
        method="vpcRouterRouteList"
        params={{ query: { project: p.project, vpc: p.vpc, router: p.router } }}
        columns={columns}
        rowActions={routeActions}
        empty={{ title: 'No routes', body: 'Without routes, traffic follows the system router.' }}
      />
    </>
  )
}
