/** VPCs, subnets (overlap checks, their NICs) and firewall rules (replaced atomically). */
import { HttpResponse } from 'msw'
import { newId, timestamps, type Db } from '../db'
import { badRequest, isUuid } from '../errors'
import { defaultRules } from '../fixtures/vpcs'
import { bigToIp, cidrRange, inCidr, overlaps } from '../ip'
import type { Api, Snake } from '../wire'
import { errIfExists, removeFrom, sentinel, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

type Vpc = Snake<Api.Vpc>
type Subnet = Snake<Api.VpcSubnet>

const PRIVATE_V4 = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']

const randomUla = () => {
  const [a, b, c, d, e] = crypto.getRandomValues(new Uint8Array(5))
  const h = (x: number, y: number) => ((x << 8) | y).toString(16)
  return `fd${a.toString(16).padStart(2, '0')}:${h(b, c)}:${h(d, e)}::/48`
}

/** The next /64 of the VPC's /48 not used by another subnet. */
function nextV6Block(db: Db, vpc: Vpc) {
  const used = db.vpcSubnets.filter((s) => s.vpc_id === vpc.id).map((s) => s.ipv6_block)
  const [base] = cidrRange(vpc.ipv6_prefix)
  for (let i = 1n; i < 65536n; i++) {
    const block = `${bigToIp(base + (i << 64n), true)}/64`
    if (!used.some((u) => overlaps(u, block))) return block
  }
  throw badRequest('No free IPv6 subnet in the VPC prefix')
}

/** Adds a subnet after the server's checks; also adds its route to the system router. */
function addSubnet(ctx: Ctx, vpc: Vpc, body: Snake<Api.VpcSubnetCreate>) {
  const siblings = ctx.db.vpcSubnets.filter((s) => s.vpc_id === vpc.id)
  errIfExists(siblings, body.name, 'vpc-subnet')
  sentinel.create(body.name)
  const width = Number(body.ipv4_block.split('/')[1])
  if (!PRIVATE_V4.some((p) => inCidr(body.ipv4_block.split('/')[0], p)) || width < 8 || width > 26) {
    throw badRequest(
      'VPC Subnet IPv4 address ranges must be from a private range (RFC 1918), with a prefix length between 8 and 26',
    )
  }
  const clash = siblings.find((s) => overlaps(s.ipv4_block, body.ipv4_block))
  if (clash) throw badRequest(`IP address range '${body.ipv4_block}' conflicts with an existing subnet`)
  let ipv6 = body.ipv6_block
  if (ipv6) {
    if (!ipv6.endsWith('/64') || !inCidr(ipv6.split('/')[0], vpc.ipv6_prefix)) {
      throw badRequest(`VPC Subnet IPv6 address range '${ipv6}' must be a /64 within the VPC prefix ${vpc.ipv6_prefix}`)
    }
    if (siblings.some((s) => overlaps(s.ipv6_block, ipv6!)))
      throw badRequest(`IP address range '${ipv6}' conflicts with an existing subnet`)
  } else ipv6 = nextV6Block(ctx.db, vpc)
  const router = body.custom_router ? customRouter(ctx, vpc, body.custom_router) : null
  const subnet: Subnet = {
    id: newId(),
    vpc_id: vpc.id,
    name: body.name,
    description: body.description,
    ipv4_block: body.ipv4_block,
    ipv6_block: ipv6,
    custom_router_id: router?.id ?? null,
    ...timestamps(),
  }
  ctx.db.vpcSubnets.push(subnet)
  ctx.db.routerRoutes.push({
    id: newId(),
    vpc_router_id: vpc.system_router_id,
    name: subnet.name,
    kind: 'vpc_subnet',
    description: `VPC Subnet route for '${subnet.name}'`,
    destination: { type: 'subnet', value: subnet.name },
    target: { type: 'subnet', value: subnet.name },
    ...timestamps(),
  })
  return subnet
}

function customRouter(ctx: Ctx, vpc: Vpc, key: string) {
  const router = ctx.lookup.router(isUuid(key) ? { router: key } : { router: key, vpc: vpc.id })
  if (router.vpc_id !== vpc.id)
    throw badRequest('a router can only be attached to a subnet when both belong to the same VPC')
  if (router.kind !== 'custom') throw badRequest('cannot attach a system router to a VPC subnet')
  return router
}

/** A new VPC comes with what the server makes: system router and routes, `default` subnet, rules, gateway. */
export function createVpc(ctx: Ctx, projectId: string, body: Snake<Api.VpcCreate>) {
  const { db } = ctx
  errIfExists(
    db.vpcs.filter((v) => v.project_id === projectId),
    body.name,
    'vpc',
  )
  sentinel.create(body.name)
  if (body.ipv6_prefix && !/^fd[0-9a-f]{2}:/i.test(body.ipv6_prefix))
    throw badRequest('VPC IPv6 prefix must be a unique local address (fd00::/8)')
  if (body.ipv6_prefix && !body.ipv6_prefix.endsWith('/48')) throw badRequest('VPC IPv6 prefix must be a /48')
  const vpc: Vpc = {
    id: newId(),
    project_id: projectId,
    name: body.name,
    description: body.description,
    dns_name: body.dns_name,
    ipv6_prefix: body.ipv6_prefix ?? randomUla(),
    system_router_id: newId(),
    ...timestamps(),
  }
  db.vpcs.push(vpc)
  const t = timestamps()
  db.vpcRouters.push({
    id: vpc.system_router_id,
    vpc_id: vpc.id,
    name: 'system',
    kind: 'system',
    description: 'Routes are automatically added to this router as VPC subnets are created',
    ...t,
  })
  for (const [name, dest] of [
    ['default-v4', '0.0.0.0/0'],
    ['default-v6', '::/0'],
  ]) {
    db.routerRoutes.push({
      id: newId(),
      vpc_router_id: vpc.system_router_id,
      name,
      kind: 'default',
      description: 'The default route of a vpc',
      destination: { type: 'ip_net', value: dest },
      target: { type: 'internet_gateway', value: 'default' },
      ...t,
    })
  }
  db.internetGateways.push({
    id: newId(),
    vpc_id: vpc.id,
    name: 'default',
    description: 'Default internet gateway',
    ...t,
  })
  db.firewallRules.push(...defaultRules(vpc.id, vpc.name, newId, t.time_created))
  addSubnet(ctx, vpc, {
    name: 'default',
    description: `The default subnet for ${vpc.name}`,
    ipv4_block: '172.30.0.0/22',
  })
  return vpc
}

const sel = (ctx: Ctx) => ({ ...ctx.query, ...ctx.path })

const vpcs = crud({
  type: 'vpc',
  rows: (db) => db.vpcs,
  find: (ctx) => ctx.lookup.vpc(sel(ctx)),
  parent: (ctx) => ctx.lookup.project(ctx.query),
  parentOf: (v) => v.project_id,
  updates: ['name', 'description', 'dns_name'],
  /** Refused while it has subnets (Nexus: delete them first); otherwise takes its routers, gateways and rules along. */
  checkDelete(ctx, vpc) {
    if (ctx.db.vpcSubnets.some((s) => s.vpc_id === vpc.id))
      throw badRequest('VPC cannot be deleted while VPC Subnets exist')
  },
  onDelete({ db }, vpc) {
    const routers = new Set(db.vpcRouters.filter((r) => r.vpc_id === vpc.id).map((r) => r.id))
    const gateways = new Set(db.internetGateways.filter((g) => g.vpc_id === vpc.id).map((g) => g.id))
    removeFrom(db.routerRoutes, (r) => routers.has(r.vpc_router_id))
    removeFrom(db.vpcRouters, (r) => r.vpc_id === vpc.id)
    removeFrom(db.gatewayIpPools, (p) => gateways.has(p.internet_gateway_id))
    removeFrom(db.gatewayIpAddresses, (a) => gateways.has(a.internet_gateway_id))
    removeFrom(db.internetGateways, (g) => g.vpc_id === vpc.id)
    removeFrom(db.firewallRules, (r) => r.vpc_id === vpc.id)
  },
})

/** A subnet's route on its VPC's system router (made and named with the subnet). */
const isRouteOf = (vpc: Vpc, subnet: Subnet) => (r: Db['routerRoutes'][number]) =>
  r.vpc_router_id === vpc.system_router_id && r.kind === 'vpc_subnet' && r.name === subnet.name
const vpcOfSubnet = (ctx: Ctx, subnet: Subnet) => ctx.db.vpcs.find((v) => v.id === subnet.vpc_id)!

const subnets = crud({
  type: 'vpc-subnet',
  rows: (db) => db.vpcSubnets,
  find: (ctx) => ctx.lookup.subnet(sel(ctx)),
  parent: (ctx) => ctx.lookup.vpc(ctx.query),
  parentOf: (s) => s.vpc_id,
  /** As on the server, an update without custom_router detaches the subnet from its router. */
  onUpdate(ctx, subnet, body: Snake<Api.VpcSubnetUpdate>) {
    const vpc = vpcOfSubnet(ctx, subnet)
    subnet.custom_router_id = body.custom_router ? customRouter(ctx, vpc, body.custom_router).id : null
    const route = ctx.db.routerRoutes.find(isRouteOf(vpc, subnet))
    if (route && body.name)
      Object.assign(route, {
        name: body.name,
        destination: { type: 'subnet', value: body.name },
        target: { type: 'subnet', value: body.name },
      })
  },
  checkDelete(ctx, subnet) {
    if (ctx.db.networkInterfaces.some((n) => n.subnet_id === subnet.id)) {
      throw badRequest('VPC Subnet cannot be deleted while network interfaces in the subnet exist')
    }
  },
  onDelete: (ctx, subnet) => removeFrom(ctx.db.routerRoutes, isRouteOf(vpcOfSubnet(ctx, subnet), subnet)),
})

export const vpcHandlers: Handlers = {
  vpcList: vpcs.list,
  /** Not crud's create: createVpc is shared with project create and makes the VPC's router, subnet and rules. */
  vpcCreate(ctx) {
    const project = ctx.lookup.project(ctx.query)
    return HttpResponse.json(createVpc(ctx, project.id, ctx.body), { status: 201 })
  },
  vpcView: vpcs.view,
  vpcUpdate: vpcs.update,
  vpcDelete: vpcs.remove,

  vpcSubnetList: subnets.list,
  /** Not crud's create: addSubnet is shared with VPC create (the default subnet) and adds its route. */
  vpcSubnetCreate(ctx) {
    const vpc = ctx.lookup.vpc(ctx.query)
    return HttpResponse.json(addSubnet(ctx, vpc, ctx.body), { status: 201 })
  },
  vpcSubnetView: subnets.view,
  vpcSubnetUpdate: subnets.update,
  vpcSubnetDelete: subnets.remove,

  vpcSubnetListNetworkInterfaces(ctx) {
    const subnet = ctx.lookup.subnet(sel(ctx))
    return paginate(
      ctx,
      ctx.db.networkInterfaces.filter((n) => n.subnet_id === subnet.id),
    )
  },

  vpcFirewallRulesView(ctx) {
    const vpc = ctx.lookup.vpc(ctx.query)
    return { rules: ctx.db.firewallRules.filter((r) => r.vpc_id === vpc.id) }
  },

  /** PUT replaces every rule of the VPC at once, or none if any rule is invalid. */
  vpcFirewallRulesUpdate(ctx) {
    const vpc = ctx.lookup.vpc(ctx.query)
    const rules = (ctx.body as Snake<Api.VpcFirewallRuleUpdateParams>).rules ?? []
    if (rules.length > 1024) throw badRequest('max number of firewall rules is 1024')
    const names = new Set<string>()
    for (const r of rules) {
      if (names.has(r.name)) throw badRequest(`firewall rule names must be unique: "${r.name}" appears more than once`)
      names.add(r.name)
      for (const p of r.filters.ports ?? []) {
        const [lo, hi = lo] = p.split('-').map(Number)
        if (lo < 1 || hi > 65535 || hi < lo) throw badRequest(`invalid port range ${p}`)
      }
    }
    const t = timestamps()
    // keep only the rule's own fields (loose bodies may carry extras)
    const rows = rules.map(({ name, description, status, direction, action, priority, targets, filters }) => ({
      name,
      description,
      status,
      direction,
      action,
      priority,
      targets,
      filters,
      id: newId(),
      vpc_id: vpc.id,
      ...t,
    }))
    removeFrom(ctx.db.firewallRules, (r) => r.vpc_id === vpc.id)
    ctx.db.firewallRules.push(...rows)
    return { rules: rows }
  },
}
