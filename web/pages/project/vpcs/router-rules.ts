/*
 * What can change in a router, as data (STYLE 7). nexus.json: the system router and the
 * routes the system adds (kinds default, vpc_subnet, vpc_peering) are managed by the
 * control plane; only custom routers and custom routes are the user's to edit.
 */
import type { RouterRouteKind, VpcRouterKind } from '../../../api/generated/types'
import { predicatesFromTable, reasonIfDisallowed } from '../../../api/rules/predicates'

export const routerActions = {
  edit: ['custom'],
  delete: ['custom'],
  addRoute: ['custom'],
} satisfies Record<string, VpcRouterKind[]>

export const routeActions = {
  edit: ['custom'],
  delete: ['custom'],
} satisfies Record<string, RouterRouteKind[]>

export const routerCan = predicatesFromTable<keyof typeof routerActions, VpcRouterKind, { kind: VpcRouterKind }>(routerActions, (r) => r.kind)
export const routeCan = predicatesFromTable<keyof typeof routeActions, RouterRouteKind, { kind: RouterRouteKind }>(routeActions, (r) => r.kind)

export const routerActionDisabled = (action: keyof typeof routerActions, r: { kind: VpcRouterKind }) => reasonIfDisallowed(routerCan[action], r, 'router')
export const routeActionDisabled = (action: keyof typeof routeActions, r: { kind: RouterRouteKind }) => reasonIfDisallowed(routeCan[action], r, 'route')
