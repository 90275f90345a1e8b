/**
 * /v1/external-subnets: subnets a project allocates from the silo's subnet
 * pools (explicitly by CIDR, or the first free block of a prefix length), and
 * attaches to an instance, one instance at a time, like floating IPs.
 */
import { badRequest, notFoundMsg } from '../errors'
import { bigToIp, cidrRange, ipToBig, isV6, overlaps } from '../ip'
import type { Api, Snake } from '../wire'
import { accepted, me, sibling, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'
import { prefixOf } from './subnet-pools'

const subnetOf = (ctx: Ctx) => ctx.lookup.externalSubnet({ ...ctx.query, ...ctx.path })

type Member = Snake<Api.SubnetPoolMember>

/** The members of the pools linked to the caller's silo. */
function siloMembers(ctx: Ctx) {
  const pools = new Set(
    ctx.db.subnetPoolSilos.filter((l) => l.silo_id === me(ctx).silo.id).map((l) => l.subnet_pool_id),
  )
  return ctx.db.subnetPoolMembers.filter((m) => pools.has(m.subnet_pool_id))
}

const taken = (ctx: Ctx, cidr: string) =>
  ctx.db.externalSubnets.find((e) => isV6(e.subnet) === isV6(cidr) && overlaps(e.subnet, cidr))

function checkPrefix(m: Member, prefix: number) {
  if (prefix < m.min_prefix_length || prefix > m.max_prefix_length) {
    throw badRequest(
      `prefix length ${prefix} is outside the range allowed by subnet pool member ${m.subnet} (/${m.min_prefix_length} to /${m.max_prefix_length})`,
    )
  }
}

/** The pool an automatic allocation comes from: named (and linked), or the silo's default for the version. */
function poolFor(ctx: Ctx, selector: Snake<Api.PoolSelector> | undefined) {
  if (selector?.type === 'explicit') return ctx.lookup.siloSubnetPool({ pool: selector.pool }).pool
  const siloId = me(ctx).silo.id
  const defaults = ctx.db.subnetPoolSilos
    .filter((l) => l.silo_id === siloId && l.is_default)
    .map((l) => ctx.db.subnetPools.find((p) => p.id === l.subnet_pool_id)!)
    .filter((p) => !selector?.ip_version || p.ip_version === selector.ip_version)
  if (defaults.length > 1)
    throw badRequest('The silo has default subnet pools for both IPv4 and IPv6; specify an IP version')
  if (!defaults.length)
    throw notFoundMsg(`default subnet pool for current silo${selector?.ip_version ? ` (${selector.ip_version})` : ''}`)
  return defaults[0]
}

/** First free block of `prefix` in the pool's members that allow it (a capped scan, as in the IP allocator). */
function allocate(ctx: Ctx, poolId: string, prefix: number): { subnet: string; member: Member } {
  const members = ctx.db.subnetPoolMembers.filter((m) => m.subnet_pool_id === poolId)
  if (!members.length) throw badRequest('The subnet pool has no subnets to allocate from')
  const fitting = members.filter((m) => prefix >= m.min_prefix_length && prefix <= m.max_prefix_length)
  if (!fitting.length) checkPrefix(members[0], prefix)
  for (const m of fitting) {
    const v6 = isV6(m.subnet)
    const [first, last] = cidrRange(m.subnet)
    const step = 1n << BigInt((v6 ? 128 : 32) - prefix)
    for (let n = first, i = 0; n + step - 1n <= last && i < 65536; n += step, i++) {
      const cidr = `${bigToIp(n, v6)}/${prefix}`
      if (!taken(ctx, cidr)) return { subnet: cidr, member: m }
    }
  }
  throw badRequest(`No free /${prefix} subnet is left in the subnet pool`)
}

function explicit(ctx: Ctx, subnet: string): { subnet: string; member: Member } {
  const [addr] = subnet.split('/')
  if (cidrRange(subnet)[0] !== ipToBig(addr)) throw badRequest(`subnet ${subnet} has host bits set`)
  const [f, l] = cidrRange(subnet)
  const member = siloMembers(ctx).find((m) => {
    if (isV6(m.subnet) !== isV6(subnet)) return false
    const [mf, ml] = cidrRange(m.subnet)
    return f >= mf && l <= ml
  })
  if (!member) throw badRequest(`The requested subnet ${subnet} is not in any subnet pool of the silo`)
  checkPrefix(member, prefixOf(subnet))
  const clash = taken(ctx, subnet)
  if (clash) throw badRequest(`The requested subnet ${subnet} overlaps with external subnet ${clash.subnet}`)
  return { subnet, member }
}

const subnets = crud({
  type: 'external-subnet',
  rows: (db) => db.externalSubnets,
  find: subnetOf,
  parent: (ctx) => ctx.lookup.project(ctx.query),
  parentOf: (e) => e.project_id,
  make(ctx, body: Snake<Api.ExternalSubnetCreate>, project) {
    const a = body.allocator
    const got =
      a.type === 'explicit' ? explicit(ctx, a.subnet) : allocate(ctx, poolFor(ctx, a.pool_selector).id, a.prefix_length)
    return {
      name: body.name,
      description: body.description,
      project_id: project.id,
      subnet: got.subnet,
      subnet_pool_id: got.member.subnet_pool_id,
      subnet_pool_member_id: got.member.id,
      instance_id: null,
    }
  },
  checkDelete(_ctx, e) {
    if (e.instance_id) throw badRequest('External subnet cannot be deleted while attached to an instance')
  },
})

export const externalSubnetHandlers: Handlers = {
  externalSubnetList: subnets.list,
  externalSubnetCreate: subnets.create,
  externalSubnetView: subnets.view,
  externalSubnetUpdate: subnets.update,
  externalSubnetDelete: subnets.remove,

  externalSubnetAttach(ctx) {
    const e = subnetOf(ctx)
    const body = ctx.body as Snake<Api.ExternalSubnetAttach>
    if (e.instance_id)
      throw badRequest('external subnet cannot be attached to one instance while still attached to another')
    const inst = ctx.lookup.instance(sibling('instance', body.instance, e.project_id))
    if (inst.project_id !== e.project_id)
      throw badRequest('external subnet must be in the same project as the instance')
    e.instance_id = inst.id
    e.time_modified = new Date().toISOString()
    return accepted(e)
  },

  externalSubnetDetach(ctx) {
    const e = subnetOf(ctx)
    if (!e.instance_id) throw badRequest('external subnet is not attached to an instance')
    e.instance_id = null
    e.time_modified = new Date().toISOString()
    return accepted(e)
  },

  instanceExternalSubnetList(ctx) {
    const inst = ctx.lookup.instance({ ...ctx.query, ...ctx.path })
    return paginate(
      ctx,
      ctx.db.externalSubnets.filter((e) => e.instance_id === inst.id),
    )
  },
}
