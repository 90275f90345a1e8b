/** VPC routers and routes, internet gateways with their IP pools and addresses. */
import { badRequest } from '../errors'
import type { Api, Snake } from '../wire'
import { removeFrom, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'

const sel = (ctx: Ctx) => ({ ...ctx.query, ...ctx.path })

/** Custom routers take neither subnet targets nor VPC destinations (create and update alike). */
function checkCustomRoute(body: Pick<Snake<Api.RouterRouteCreate>, 'target' | 'destination'>) {
  if (body.target.type === 'subnet') throw badRequest('subnets cannot be used as a target in custom routers')
  if (body.destination.type === 'vpc') throw badRequest('VPCs cannot be used as a destination in custom routers')
}

const routers = crud({
  type: 'vpc-router',
  rows: (db) => db.vpcRouters,
  find: (ctx) => ctx.lookup.router(sel(ctx)),
  parent: (ctx) => ctx.lookup.vpc(ctx.query),
  parentOf: (r) => r.vpc_id,
  make: (_ctx, body: Snake<Api.VpcRouterCreate>, vpc) => ({
    vpc_id: vpc.id,
    name: body.name,
    description: body.description,
    kind: 'custom' as const,
  }),
  checkDelete(ctx, router) {
    if (router.kind === 'system') throw badRequest('cannot delete system router')
    const user = ctx.db.vpcSubnets.find((s) => s.custom_router_id === router.id)
    if (user) throw badRequest(`router is in use by subnet "${user.name}"; detach it first`)
  },
  onDelete: (ctx, router) => removeFrom(ctx.db.routerRoutes, (r) => r.vpc_router_id === router.id),
})

const routes = crud({
  type: 'router-route',
  rows: (db) => db.routerRoutes,
  find: (ctx) => ctx.lookup.route(sel(ctx)),
  parent: (ctx) => ctx.lookup.router(ctx.query),
  parentOf: (r) => r.vpc_router_id,
  /** Only custom routers take user routes. */
  checkCreate(_ctx, router, _body) {
    if (router.kind === 'system') throw badRequest('cannot add routes to the system router')
  },
  make(_ctx, body: Snake<Api.RouterRouteCreate>, router) {
    checkCustomRoute(body)
    return {
      vpc_router_id: router.id,
      name: body.name,
      description: body.description,
      kind: 'custom' as const,
      destination: body.destination,
      target: body.target,
    }
  },
  /** Subnet routes belong to the system; default routes may only change their target. */
  checkUpdate(_ctx, route) {
    if (route.kind === 'vpc_subnet') throw badRequest('routes of kind vpc_subnet cannot be modified')
  },
  onUpdate(ctx, route, body: Snake<Api.RouterRouteUpdate>) {
    const router = ctx.db.vpcRouters.find((r) => r.id === route.vpc_router_id)!
    if (router.kind === 'custom') checkCustomRoute(body)
    route.destination = body.destination
    route.target = body.target
  },
  checkDelete(_ctx, route) {
    if (route.kind !== 'custom') throw badRequest(`routes of kind ${route.kind} cannot be deleted`)
  },
})

const gateways = crud({
  type: 'internet-gateway',
  rows: (db) => db.internetGateways,
  find: (ctx) => ctx.lookup.gateway(sel(ctx)),
  parent: (ctx) => ctx.lookup.vpc(ctx.query),
  parentOf: (r) => r.vpc_id,
  make: (_ctx, body: Snake<Api.InternetGatewayCreate>, vpc) => ({
    vpc_id: vpc.id,
    name: body.name,
    description: body.description,
  }),
  /** Without ?cascade=true a gateway with pools or addresses is kept. */
  checkDelete(ctx, gw) {
    const busy =
      ctx.db.gatewayIpPools.some((p) => p.internet_gateway_id === gw.id) ||
      ctx.db.gatewayIpAddresses.some((a) => a.internet_gateway_id === gw.id)
    if (busy && ctx.query.cascade !== 'true')
      throw badRequest('internet gateway has IP pools or IP addresses; delete them first or use cascade')
  },
  onDelete(ctx, gw) {
    removeFrom(ctx.db.gatewayIpPools, (p) => p.internet_gateway_id === gw.id)
    removeFrom(ctx.db.gatewayIpAddresses, (a) => a.internet_gateway_id === gw.id)
  },
})

const gatewayPools = crud({
  type: 'internet-gateway-ip-pool',
  rows: (db) => db.gatewayIpPools,
  find: (ctx) => ctx.lookup.gatewayChild('internet-gateway-ip-pool', 'pool', ctx.db.gatewayIpPools, sel(ctx)),
  parent: (ctx) => ctx.lookup.gateway(ctx.query),
  parentOf: (r) => r.internet_gateway_id,
  make: (ctx, body: Snake<Api.InternetGatewayIpPoolCreate>, gw) => ({
    internet_gateway_id: gw.id,
    ip_pool_id: ctx.lookup.siloIpPool({ pool: body.ip_pool }).pool.id,
    name: body.name,
    description: body.description,
  }),
})

const gatewayAddresses = crud({
  type: 'internet-gateway-ip-address',
  rows: (db) => db.gatewayIpAddresses,
  find: (ctx) => ctx.lookup.gatewayChild('internet-gateway-ip-address', 'address', ctx.db.gatewayIpAddresses, sel(ctx)),
  parent: (ctx) => ctx.lookup.gateway(ctx.query),
  parentOf: (r) => r.internet_gateway_id,
  make(ctx, body: Snake<Api.InternetGatewayIpAddressCreate>, gw) {
    if (ctx.db.gatewayIpAddresses.some((a) => a.address === body.address))
      throw badRequest(`address ${body.address} is already in use`)
    return { internet_gateway_id: gw.id, address: body.address, name: body.name, description: body.description }
  },
})

export const routerHandlers: Handlers = {
  vpcRouterList: routers.list,
  vpcRouterCreate: routers.create,
  vpcRouterView: routers.view,
  vpcRouterUpdate: routers.update,
  vpcRouterDelete: routers.remove,

  vpcRouterRouteList: routes.list,
  vpcRouterRouteView: routes.view,
  vpcRouterRouteCreate: routes.create,
  vpcRouterRouteUpdate: routes.update,
  vpcRouterRouteDelete: routes.remove,

  internetGatewayList: gateways.list,
  internetGatewayCreate: gateways.create,
  internetGatewayView: gateways.view,
  internetGatewayDelete: gateways.remove,

  internetGatewayIpPoolList: gatewayPools.list,
  internetGatewayIpPoolCreate: gatewayPools.create,
  internetGatewayIpPoolDelete: gatewayPools.remove,

  internetGatewayIpAddressList: gatewayAddresses.list,
  internetGatewayIpAddressCreate: gatewayAddresses.create,
  internetGatewayIpAddressDelete: gatewayAddresses.remove,
}
