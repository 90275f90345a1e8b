/*
 * What can change in a router, as data (STYLE 7). nexus.json: the system router and the
 * routes the system adds (kinds default, vpc_subnet, vpc_peering) are managed by the
 * control plane; only custom routers and custom routes are the user's to edit.
 */
import type { RouterRouteKind, VpcRouterKind } from '../generated/types'
import { type BadgeColor, predicatesFromTable, reasonIfDisallowed } from './predicates'

export const routerActions = {
  edit: ['custom'],
  delete: ['custom'],
  addRoute: ['custom'],
  // only a custom router can be a subnet's router (the system router is every subnet's default)
  attachToSubnet: ['custom'],
} satisfies Record<string, VpcRouterKind[]>

export const routeActions = {
  edit: ['custom'],
  delete: ['custom'],
} satisfies Record<string, RouterRouteKind[]>

export const routerCan = predicatesFromTable<keyof typeof routerActions, VpcRouterKind, { kind: VpcRouterKind }>(routerActions, (r) => r.kind)
export const routeCan = predicatesFromTable<keyof typeof routeActions, RouterRouteKind, { kind: RouterRouteKind }>(routeActions, (r) => r.kind)

export const routerActionDisabled = (action: keyof typeof routerActions, r: { kind: VpcRouterKind }) => reasonIfDisallowed(routerCan[action], r, 'router')
export const routeActionDisabled = (action: keyof typeof routeActions, r: { kind: RouterRouteKind }) => reasonIfDisallowed(routeCan[action], r, 'route')

/** Badge colours by kind: the user's own routers and routes stand out from the system's. */
export const routerKindColor: Record<VpcRouterKind, BadgeColor> = { custom: 'default', system: 'neutral' }
export const routeKindColor: Record<RouterRouteKind, BadgeColor> = { custom: 'default', default: 'neutral', vpc_subnet: 'neutral', vpc_peering: 'neutral' }
