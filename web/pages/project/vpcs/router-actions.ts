import { useLocation } from 'wouter'
import type { RouterRoute, VpcRouter } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'
import { routeActionDisabled, routerActionDisabled } from './router-rules'

type V = { project: string; vpc: string }

/** Routers: the system router is read-only (disabled with the reason, not hidden). */
export function useRouterActions(p: V, afterDelete?: () => void) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const vpcRouterDeleteParams = (router: VpcRouter) => ({ path: { router: router.name }, query: p })
  return (router: VpcRouter): MenuAction[] => [
    { label: 'Edit', write: true, disabled: routerActionDisabled('edit', router), onSelect: () => navigate(pb.vpcRouterEdit({ ...p, router: router.name })) },
    {
      label: 'Delete',
      request: preview('vpcRouterDelete', vpcRouterDeleteParams(router)),
      danger: true,
      disabled: routerActionDisabled('delete', router),
      onSelect: () =>
        confirmDelete({
          kind: 'router',
          name: router.name,
          doDelete: async () => {
            await callOrThrow('vpcRouterDelete', vpcRouterDeleteParams(router))
            await invalidate(['vpcRouterList', 'vpcSubnetList'])
            addToast({ content: `Router ${router.name} deleted` })
            afterDelete?.()
          },
        }),
    },
  ]
}

export function useRouteActions(p: V & { router: string }) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const vpcRouterRouteDeleteParams = (route: RouterRoute) => ({ path: { route: route.name }, query: p })
  return (route: RouterRoute): MenuAction[] => [
    { label: 'Edit', write: true, disabled: routeActionDisabled('edit', route), onSelect: () => navigate(pb.vpcRouterRouteEdit({ ...p, route: route.name })) },
    {
      label: 'Delete',
      request: preview('vpcRouterRouteDelete', vpcRouterRouteDeleteParams(route)),
      danger: true,
      disabled: routeActionDisabled('delete', route),
      onSelect: () =>
        confirmDelete({
          kind: 'route',
          name: route.name,
          doDelete: async () => {
            await callOrThrow('vpcRouterRouteDelete', vpcRouterRouteDeleteParams(route))
            await invalidate(['vpcRouterRouteList'])
            addToast({ content: `Route ${route.name} deleted` })
          },
        }),
    },
  ]
}
