import { useLocation } from 'wouter'
import type { RouterRoute, VpcRouter } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { routeActionDisabled, routerActionDisabled } from '../../../api/rules/routers'
import { useConfirmMutation } from '../../common/use-confirm-mutation'

type V = { project: string; vpc: string }

/** Routers: the system router is read-only (disabled with the reason, not hidden). */
export function useRouterActions(p: V, afterDelete?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  const vpcRouterDeleteParams = (router: VpcRouter) => ({ path: { router: router.name }, query: p })
  return (router: VpcRouter): MenuAction[] => [
    {
      label: 'Edit',
      write: true,
      disabled: routerActionDisabled('edit', router),
      onSelect: () => navigate(pb.vpcRouterEdit({ ...p, router: router.name })),
    },
    {
      label: 'Delete',
      request: preview('vpcRouterDelete', vpcRouterDeleteParams(router)),
      danger: true,
      disabled: routerActionDisabled('delete', router),
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'router',
          name: router.name,
          method: 'vpcRouterDelete',
          params: vpcRouterDeleteParams(router),
          success: `Router ${router.name} deleted`,
          then: () => afterDelete?.(),
        }),
    },
  ]
}

export function useRouteActions(p: V & { router: string }) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  const vpcRouterRouteDeleteParams = (route: RouterRoute) => ({ path: { route: route.name }, query: p })
  return (route: RouterRoute): MenuAction[] => [
    {
      label: 'Edit',
      write: true,
      disabled: routeActionDisabled('edit', route),
      onSelect: () => navigate(pb.vpcRouterRouteEdit({ ...p, route: route.name })),
    },
    {
      label: 'Delete',
      request: preview('vpcRouterRouteDelete', vpcRouterRouteDeleteParams(route)),
      danger: true,
      disabled: routeActionDisabled('delete', route),
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'route',
          name: route.name,
          method: 'vpcRouterRouteDelete',
          params: vpcRouterRouteDeleteParams(route),
          success: `Route ${route.name} deleted`,
        }),
    },
  ]
}
