/** VPC routers and routes, internet gateways with their IP pools and addresses. */
import { HttpResponse } from 'msw'
import { newId, timestamps } from '../db'
import { badRequest } from '../errors'
import type { Api, Snake } from '../wire'
import { errIfExists, patch, removeFrom, sentinel, type Ctx, type Handlers } from './ctx'
import { paginate } from './paginate'

const routerOf = (ctx: Ctx) => ctx.lookup.router({ ...ctx.query, ...ctx.path })
const routeOf = (ctx: Ctx) => ctx.lookup.route({ ...ctx.query, ...ctx.path })
const gatewayOf = (ctx: Ctx) => ctx.lookup.gateway({ ...ctx.query, ...ctx.path })

export const routerHandlers: Handlers = {
  vpcRouterList(ctx) {
    const vpc = ctx.lookup.vpc(ctx.query)
    return paginate(
      ctx,
      ctx.db.vpcRouters.filter((r) => r.vpc_id === vpc.id),
    )
  },

  vpcRouterCreate(ctx) {
    const vpc = ctx.lookup.vpc(ctx.query)
    const body = ctx.body as Snake<Api.VpcRouterCreate>
    errIfExists(
      ctx.db.vpcRouters.filter((r) => r.vpc_id === vpc.id),
      body.name,
      'vpc-router',
    )
    sentinel.create(body.name)
    const router = {
      id: newId(),
      vpc_id: vpc.id,
      name: body.name,
      description: body.description,
      kind: 'custom' as const,
      ...timestamps(),
    }
    ctx.db.vpcRouters.push(router)
    return HttpResponse.json(router, { status: 201 })
  },

  vpcRouterView: (ctx) => routerOf(ctx),

  vpcRouterUpdate(ctx) {
    const router = routerOf(ctx)
    const body = ctx.body as Snake<Api.VpcRouterUpdate>
    if (body.name && body.name !== router.name)
      errIfExists(
        ctx.db.vpcRouters.filter((r) => r.vpc_id === router.vpc_id),
        body.name,
        'vpc-router',
      )
    return patch(router, body, ['name', 'description'])
  },

  vpcRouterDelete(ctx) {
    const router = routerOf(ctx)
    if (router.kind === 'system') throw badRequest('cannot delete system router')
    const user = ctx.db.vpcSubnets.find((s) => s.custom_router_id === router.id)
    if (user) throw badRequest(`router is in use by subnet "${user.name}"; detach it first`)
    sentinel.delete(router)
    removeFrom(ctx.db.routerRoutes, (r) => r.vpc_router_id === router.id)
    removeFrom(ctx.db.vpcRouters, (r) => r.id === router.id)
  },

  vpcRouterRouteList(ctx) {
    const router = ctx.lookup.router(ctx.query)
    return paginate(
      ctx,
      ctx.db.routerRoutes.filter((r) => r.vpc_router_id === router.id),
    )
  },

  vpcRouterRouteView: (ctx) => routeOf(ctx),

  /** Only custom routers take user routes; the same target/destination limits as update. */
  vpcRouterRouteCreate(ctx) {
    const router = ctx.lookup.router(ctx.query)
    const body = ctx.body as Snake<Api.RouterRouteCreate>
    if (router.kind === 'system') throw badRequest('cannot add routes to the system router')
    errIfExists(
      ctx.db.routerRoutes.filter((r) => r.vpc_router_id === router.id),
      body.name,
      'router-route',
    )
    if (body.target.type === 'subnet') throw badRequest('subnets cannot be used as a target in custom routers')
    if (body.destination.type === 'vpc') throw badRequest('VPCs cannot be used as a destination in custom routers')
    sentinel.create(body.name)
    const route = {
      id: newId(),
      vpc_router_id: router.id,
      name: body.name,
      description: body.description,
      kind: 'custom' as const,
      destination: body.destination,
      target: body.target,
      ...timestamps(),
    }
    ctx.db.routerRoutes.push(route)
    return HttpResponse.json(route, { status: 201 })
  },

  /** Subnet routes belong to the system; default routes may only change their target. */
  vpcRouterRouteUpdate(ctx) {
    const route = routeOf(ctx)
    const body = ctx.body as Snake<Api.RouterRouteUpdate>
    if (route.kind === 'vpc_subnet') throw badRequest('routes of kind vpc_subnet cannot be modified')
    const router = ctx.db.vpcRouters.find((r) => r.id === route.vpc_router_id)!
    if (body.name && body.name !== route.name)
      errIfExists(
        ctx.db.routerRoutes.filter((r) => r.vpc_router_id === router.id),
        body.name,
        'router-route',
      )
    if (router.kind === 'custom' && body.target.type === 'subnet')
      throw badRequest('subnets cannot be used as a target in custom routers')
    if (router.kind === 'custom' && body.destination.type === 'vpc')
      throw badRequest('VPCs cannot be used as a destination in custom routers')
    route.destination = body.destination
    route.target = body.target
    return patch(route, body, ['name', 'description'])
  },

  vpcRouterRouteDelete(ctx) {
    const route = routeOf(ctx)
    if (route.kind !== 'custom') throw badRequest(`routes of kind ${route.kind} cannot be deleted`)
    sentinel.delete(route)
    removeFrom(ctx.db.routerRoutes, (r) => r.id === route.id)
  },

  internetGatewayList(ctx) {
    const vpc = ctx.lookup.vpc(ctx.query)
    return paginate(
      ctx,
      ctx.db.internetGateways.filter((g) => g.vpc_id === vpc.id),
    )
  },

  internetGatewayCreate(ctx) {
    const vpc = ctx.lookup.vpc(ctx.query)
    const body = ctx.body as Snake<Api.InternetGatewayCreate>
    errIfExists(
      ctx.db.internetGateways.filter((g) => g.vpc_id === vpc.id),
      body.name,
      'internet-gateway',
    )
    sentinel.create(body.name)
    const gw = { id: newId(), vpc_id: vpc.id, name: body.name, description: body.description, ...timestamps() }
    ctx.db.internetGateways.push(gw)
    return HttpResponse.json(gw, { status: 201 })
  },

  internetGatewayView: (ctx) => gatewayOf(ctx),

  /** Without ?cascade=true a gateway with pools or addresses is kept. */
  internetGatewayDelete(ctx) {
    const gw = gatewayOf(ctx)
    const { db } = ctx
    const busy =
      db.gatewayIpPools.some((p) => p.internet_gateway_id === gw.id) ||
      db.gatewayIpAddresses.some((a) => a.internet_gateway_id === gw.id)
    if (busy && ctx.query.cascade !== 'true')
      throw badRequest('internet gateway has IP pools or IP addresses; delete them first or use cascade')
    sentinel.delete(gw)
    removeFrom(db.gatewayIpPools, (p) => p.internet_gateway_id === gw.id)
    removeFrom(db.gatewayIpAddresses, (a) => a.internet_gateway_id === gw.id)
    removeFrom(db.internetGateways, (g) => g.id === gw.id)
  },

  internetGatewayIpPoolList(ctx) {
    const gw = ctx.lookup.gateway(ctx.query)
    return paginate(
      ctx,
      ctx.db.gatewayIpPools.filter((p) => p.internet_gateway_id === gw.id),
    )
  },

  internetGatewayIpPoolCreate(ctx) {
    const gw = ctx.lookup.gateway(ctx.query)
    const body = ctx.body as Snake<Api.InternetGatewayIpPoolCreate>
    errIfExists(
      ctx.db.gatewayIpPools.filter((p) => p.internet_gateway_id === gw.id),
      body.name,
      'internet-gateway-ip-pool',
    )
    const { pool } = ctx.lookup.siloIpPool({ pool: body.ip_pool })
    const row = {
      id: newId(),
      internet_gateway_id: gw.id,
      ip_pool_id: pool.id,
      name: body.name,
      description: body.description,
      ...timestamps(),
    }
    ctx.db.gatewayIpPools.push(row)
    return HttpResponse.json(row, { status: 201 })
  },

  internetGatewayIpPoolDelete(ctx) {
    const row = ctx.lookup.gatewayChild('internet-gateway-ip-pool', 'pool', ctx.db.gatewayIpPools, {
      ...ctx.query,
      ...ctx.path,
    })
    removeFrom(ctx.db.gatewayIpPools, (p) => p.id === row.id)
  },

  internetGatewayIpAddressList(ctx) {
    const gw = ctx.lookup.gateway(ctx.query)
    return paginate(
      ctx,
      ctx.db.gatewayIpAddresses.filter((a) => a.internet_gateway_id === gw.id),
    )
  },

  internetGatewayIpAddressCreate(ctx) {
    const gw = ctx.lookup.gateway(ctx.query)
    const body = ctx.body as Snake<Api.InternetGatewayIpAddressCreate>
    errIfExists(
      ctx.db.gatewayIpAddresses.filter((a) => a.internet_gateway_id === gw.id),
      body.name,
      'internet-gateway-ip-address',
    )
    if (ctx.db.gatewayIpAddresses.some((a) => a.address === body.address))
      throw badRequest(`address ${body.address} is already in use`)
    const row = {
      id: newId(),
      internet_gateway_id: gw.id,
      address: body.address,
      name: body.name,
      description: body.description,
      ...timestamps(),
    }
    ctx.db.gatewayIpAddresses.push(row)
    return HttpResponse.json(row, { status: 201 })
  },

  internetGatewayIpAddressDelete(ctx) {
    const row = ctx.lookup.gatewayChild('internet-gateway-ip-address', 'address', ctx.db.gatewayIpAddresses, {
      ...ctx.query,
      ...ctx.path,
    })
    removeFrom(ctx.db.gatewayIpAddresses, (a) => a.id === row.id)
  },
}
