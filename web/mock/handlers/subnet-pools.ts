/**
 * /v1/system/subnet-pools and the silo's view of them (/v1/subnet-pools): pools
 * of whole subnets that projects allocate external subnets from. Like IP pools:
 * members must not overlap and match the pool's version, one default per silo
 * and version, and a pool with members or links cannot be deleted.
 */
import { HttpResponse } from 'msw'
import { newId } from '../db'
import { badRequest, notFoundMsg } from '../errors'
import { cidrRange, ipToBig, isV6, overlaps } from '../ip'
import type { Api, Snake } from '../wire'
import { me, removeFrom, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

const poolOf = (ctx: Ctx) => ctx.lookup.subnetPool(ctx.path)
const bitsOf = (cidr: string) => (isV6(cidr) ? 128 : 32)
export const prefixOf = (cidr: string) => Number(cidr.split('/')[1])
/** Addresses in a CIDR block, as a float like the API's utilization (v6 blocks exceed 2^53). */
const blockSize = (cidr: string) => 2 ** (bitsOf(cidr) - prefixOf(cidr))

/** The silo's view of a pool: SiloSubnetPool. */
const siloPool = (p: Snake<Api.SubnetPool>, link: Snake<Api.SubnetPoolSiloLink>): Snake<Api.SiloSubnetPool> => ({
  id: p.id,
  name: p.name,
  description: p.description,
  ip_version: p.ip_version,
  is_default: link.is_default,
  time_created: p.time_created,
  time_modified: p.time_modified,
})

function checkMember(ctx: Ctx, pool: Snake<Api.SubnetPool>, body: Snake<Api.SubnetPoolMemberAdd>) {
  const subnet = body.subnet
  const bits = bitsOf(subnet)
  const prefix = prefixOf(subnet)
  if ((pool.ip_version === 'v6') !== isV6(subnet))
    throw badRequest(`subnet ${subnet} does not match the pool's IP version (${pool.ip_version})`)
  if (cidrRange(subnet)[0] !== ipToBig(subnet.split('/')[0])) throw badRequest(`subnet ${subnet} has host bits set`)
  const min = body.min_prefix_length ?? prefix
  const max = body.max_prefix_length ?? bits
  if (min < prefix)
    throw badRequest(`minimum prefix length ${min} is shorter than the subnet's prefix length ${prefix}`)
  if (max > bits) throw badRequest(`maximum prefix length ${max} is longer than ${bits}`)
  if (min > max) throw badRequest(`minimum prefix length ${min} is greater than the maximum prefix length ${max}`)
  const clash = ctx.db.subnetPoolMembers.find((m) => isV6(m.subnet) === isV6(subnet) && overlaps(m.subnet, subnet))
  if (clash) throw badRequest(`subnet ${subnet} overlaps with existing subnet pool member ${clash.subnet}`)
  return { min, max }
}

/** A silo has one default subnet pool per IP version: making one default unsets the other. */
function clearDefault(ctx: Ctx, siloId: string, version: Api.IpVersion) {
  for (const l of ctx.db.subnetPoolSilos) {
    const p = ctx.db.subnetPools.find((x) => x.id === l.subnet_pool_id)
    if (l.silo_id === siloId && p?.ip_version === version) l.is_default = false
  }
}

function linkOf(ctx: Ctx) {
  const pool = poolOf(ctx)
  const silo = ctx.lookup.silo(ctx.path)
  const link = ctx.db.subnetPoolSilos.find((l) => l.subnet_pool_id === pool.id && l.silo_id === silo.id)
  if (!link) throw notFoundMsg(`link between subnet-pool "${pool.name}" and silo "${silo.name}"`)
  return { pool, silo, link }
}

/** Capacity and remaining addresses over the pool's members and the external subnets taken from them. */
function subnetPoolUtilization(ctx: Ctx, poolId: string): Snake<Api.SubnetPoolUtilization> {
  const capacity = ctx.db.subnetPoolMembers
    .filter((m) => m.subnet_pool_id === poolId)
    .reduce((n, m) => n + blockSize(m.subnet), 0)
  const used = ctx.db.externalSubnets
    .filter((e) => e.subnet_pool_id === poolId)
    .reduce((n, e) => n + blockSize(e.subnet), 0)
  return { capacity, remaining: capacity - used }
}

const siloPools = (ctx: Ctx, siloId: string) =>
  ctx.db.subnetPoolSilos
    .filter((l) => l.silo_id === siloId)
    .map((l) =>
      siloPool(
        ctx.db.subnetPools.find((p) => p.id === l.subnet_pool_id)!,
        l,
      ),
    )

const pools = crud({
  type: 'subnet-pool',
  rows: (db) => db.subnetPools,
  find: poolOf,
  make: (_ctx, body: Snake<Api.SubnetPoolCreate>) => ({
    name: body.name,
    description: body.description,
    ip_version: body.ip_version,
  }),
  /** Like IP pools: members and silo links must be removed first. */
  checkDelete(ctx, pool) {
    if (ctx.db.subnetPoolMembers.some((m) => m.subnet_pool_id === pool.id))
      throw badRequest('Subnet pool cannot be deleted while it contains subnets')
    if (ctx.db.subnetPoolSilos.some((l) => l.subnet_pool_id === pool.id))
      throw badRequest('Subnet pool cannot be deleted while it is linked to a silo')
  },
})

export const subnetPoolHandlers: Handlers = {
  systemSubnetPoolList: pools.list,
  systemSubnetPoolCreate: pools.create,
  systemSubnetPoolView: pools.view,
  systemSubnetPoolUpdate: pools.update,
  systemSubnetPoolDelete: pools.remove,

  systemSubnetPoolMemberList(ctx) {
    const pool = poolOf(ctx)
    return paginate(
      ctx,
      ctx.db.subnetPoolMembers.filter((m) => m.subnet_pool_id === pool.id),
      'id_ascending',
    )
  },

  systemSubnetPoolMemberAdd(ctx) {
    const pool = poolOf(ctx)
    const body = ctx.body as Snake<Api.SubnetPoolMemberAdd>
    const { min, max } = checkMember(ctx, pool, body)
    const row: Snake<Api.SubnetPoolMember> = {
      id: newId(),
      subnet_pool_id: pool.id,
      subnet: body.subnet,
      min_prefix_length: min,
      max_prefix_length: max,
      time_created: new Date().toISOString(),
    }
    ctx.db.subnetPoolMembers.push(row)
    return HttpResponse.json(row, { status: 201 })
  },

  /** Only an exact member with nothing allocated from it can be removed. */
  systemSubnetPoolMemberRemove(ctx) {
    const pool = poolOf(ctx)
    const body = ctx.body as Snake<Api.SubnetPoolMemberRemove>
    const row = ctx.db.subnetPoolMembers.find((m) => m.subnet_pool_id === pool.id && m.subnet === body.subnet)
    if (!row) throw notFoundMsg(`subnet ${body.subnet} in subnet pool "${pool.name}"`)
    if (ctx.db.externalSubnets.some((e) => e.subnet_pool_member_id === row.id)) {
      throw badRequest('Subnet pool member cannot be removed while external subnets are allocated from it')
    }
    removeFrom(ctx.db.subnetPoolMembers, (m) => m === row)
  },

  systemSubnetPoolSiloList(ctx) {
    const pool = poolOf(ctx)
    // page by silo id, then drop that sort key again
    const page = paginate(
      ctx,
      ctx.db.subnetPoolSilos.filter((l) => l.subnet_pool_id === pool.id).map((l) => ({ ...l, id: l.silo_id })),
      'id_ascending',
    )
    return { items: page.items.map(({ id: _, ...l }) => l), next_page: page.next_page }
  },

  systemSubnetPoolSiloLink(ctx) {
    const pool = poolOf(ctx)
    const body = ctx.body as Snake<Api.SubnetPoolLinkSilo>
    const silo = ctx.lookup.silo({ silo: body.silo })
    if (ctx.db.subnetPoolSilos.some((l) => l.subnet_pool_id === pool.id && l.silo_id === silo.id)) {
      throw badRequest(`already exists: subnet-pool-resource "${pool.name}" for silo "${silo.name}"`)
    }
    if (body.is_default) clearDefault(ctx, silo.id, pool.ip_version)
    const link = { subnet_pool_id: pool.id, silo_id: silo.id, is_default: body.is_default }
    ctx.db.subnetPoolSilos.push(link)
    return HttpResponse.json(link, { status: 201 })
  },

  systemSubnetPoolSiloUpdate(ctx) {
    const { pool, silo, link } = linkOf(ctx)
    const body = ctx.body as Snake<Api.SubnetPoolSiloUpdate>
    if (body.is_default) clearDefault(ctx, silo.id, pool.ip_version)
    link.is_default = body.is_default
    return link
  },

  /** A silo whose projects still hold subnets from the pool cannot be unlinked. */
  systemSubnetPoolSiloUnlink(ctx) {
    const { pool, silo, link } = linkOf(ctx)
    const projects = new Set(ctx.db.projects.filter((p) => ctx.db.projectSilos[p.id] === silo.id).map((p) => p.id))
    if (ctx.db.externalSubnets.some((e) => e.subnet_pool_id === pool.id && projects.has(e.project_id))) {
      throw badRequest('External subnets from this pool are in use in the linked silo')
    }
    removeFrom(ctx.db.subnetPoolSilos, (l) => l === link)
  },

  systemSubnetPoolUtilizationView: (ctx) => subnetPoolUtilization(ctx, poolOf(ctx).id),

  siloSubnetPoolList(ctx) {
    const silo = ctx.lookup.silo(ctx.path)
    return paginate(ctx, siloPools(ctx, silo.id))
  },

  subnetPoolList: (ctx) => paginate(ctx, siloPools(ctx, me(ctx).silo.id)),

  subnetPoolView(ctx) {
    const { pool, link } = ctx.lookup.siloSubnetPool(ctx.path)
    return siloPool(pool, link)
  },
}
