import { useLocation } from 'wouter'
import type { RouterRoute, VpcRouter } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { routeActionDisabled, routerActionDisabled } from '../../../api/rules/routers'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

type V = { project: string; vpc: string }

/** Routers: the system router is read-only (disabled with the reason, not hidden). */
export function useRouterActions(p: V, afterDelete?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  return (router: VpcRouter): MenuAction[] => [
    {
      label: 'Edit',
      write: true,
      disabled: routerActionDisabled('edit', router),
      onSelect: () => navigate(to.vpcRouterEdit({ ...p, router: router.name })),
    },
    confirm.menuDelete({
      kind: 'router',
      name: router.name,
      method: 'vpcRouterDelete',
      params: { path: { router: router.name }, query: p },
      then: () => afterDelete?.(),
      disabled: routerActionDisabled('delete', router),
    }),
  ]
}

export function useRouteActions(p: V & { router: string }) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  return (route: RouterRoute): MenuAction[] => [
    {
      label: 'Edit',
      write: true,
      disabled: routeActionDisabled('edit', route),
      onSelect: () => navigate(to.vpcRouterRouteEdit({ ...p, route: route.name })),
    },
    confirm.menuDelete({
      kind: 'route',
      name: route.name,
      method: 'vpcRouterRouteDelete',
      params: { path: { route: route.name }, query: p },
      disabled: routeActionDisabled('delete', route),
    }),
  ]
}
