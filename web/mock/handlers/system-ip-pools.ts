/**
 * /v1/system/ip-pools: pools, their ranges (overlap-checked), silo links (one
 * default per silo and version) and utilization. Service pools are pools with
 * assignment system_services (calls.tsv: /ip-pools-service is gone).
 */
import { HttpResponse } from 'msw'
import { newId } from '../db'
import { badRequest, notFoundMsg } from '../errors'
import { ipToBig, isV6 } from '../ip'
import { poolUtilization, usedIps } from '../usage'
import type { Api, Snake } from '../wire'
import { removeFrom, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

const poolOf = (ctx: Ctx) => ctx.lookup.ipPool(ctx.path)

function checkRange(pool: Snake<Api.IpPool>, r: { first: string; last: string }) {
  if (isV6(r.first) !== isV6(r.last)) throw badRequest('IP range must have both addresses of the same version')
  if ((pool.ip_version === 'v6') !== isV6(r.first))
    throw badRequest(`IP range version does not match the pool (${pool.ip_version})`)
  if (ipToBig(r.last) < ipToBig(r.first))
    throw badRequest('IP range must be non-decreasing: the last address is before the first')
}

const rangesOverlap = (a: { first: string; last: string }, b: { first: string; last: string }) =>
  isV6(a.first) === isV6(b.first) && ipToBig(a.first) <= ipToBig(b.last) && ipToBig(b.first) <= ipToBig(a.last)

const pools = crud({
  type: 'ip-pool',
  rows: (db) => db.ipPools,
  find: poolOf,
  filter(ctx) {
    const { assignment, ip_version, pool_type } = ctx.query
    return (p) =>
      (!assignment || p.assignment === assignment) &&
      (!ip_version || p.ip_version === ip_version) &&
      (!pool_type || p.pool_type === pool_type)
  },
  make: (_ctx, body: Snake<Api.IpPoolCreate>) => ({
    name: body.name,
    description: body.description,
    ip_version: body.ip_version ?? 'v4',
    assignment: body.assignment ?? 'silos',
    pool_type: body.pool_type ?? 'unicast',
  }),
  /** Like the server: a pool with ranges must be emptied first; its links to silos go with it. */
  checkDelete(ctx, pool) {
    if (ctx.db.ipPoolRanges.some((r) => r.ip_pool_id === pool.id))
      throw badRequest('IP Pool cannot be deleted while it contains IP ranges')
  },
  onDelete: ({ db }, pool) => removeFrom(db.ipPoolSilos, (l) => l.ip_pool_id === pool.id),
})

export const systemIpPoolHandlers: Handlers = {
  systemIpPoolList: pools.list,
  systemIpPoolCreate: pools.create,
  systemIpPoolView: pools.view,
  systemIpPoolUpdate: pools.update,

  /**
   * Reassign a pool between silos and rack services. Like the server, a pool still linked to a silo
   * cannot go to services, and a pool whose addresses are in use cannot change hands at all.
   */
  systemIpPoolAssign(ctx) {
    const pool = poolOf(ctx)
    const { assignment } = ctx.body as Snake<Api.IpPoolAssignParam>
    if (assignment === pool.assignment) return pool
    if (assignment === 'system_services' && ctx.db.ipPoolSilos.some((l) => l.ip_pool_id === pool.id))
      throw badRequest('IP Pool cannot be assigned to system services while it is linked to a silo')
    if (usedIps(ctx.db, pool.id).size > 0)
      throw badRequest('IP Pool cannot be reassigned while IP addresses in it are allocated')
    pool.assignment = assignment
    pool.time_modified = new Date().toISOString()
    return pool
  },

  systemIpPoolDelete: pools.remove,

  systemIpPoolRangeList(ctx) {
    const pool = poolOf(ctx)
    return paginate(
      ctx,
      ctx.db.ipPoolRanges.filter((r) => r.ip_pool_id === pool.id),
      'none',
    )
  },

  systemIpPoolRangeAdd(ctx) {
    const pool = poolOf(ctx)
    const range = ctx.body as Snake<Api.IpRange>
    checkRange(pool, range)
    const clash = ctx.db.ipPoolRanges.find((r) => rangesOverlap(r.range, range))
    if (clash) throw badRequest(`The provided IP range ${range.first}-${range.last} overlaps with an existing range`)
    const row = {
      id: newId(),
      ip_pool_id: pool.id,
      range: { first: range.first, last: range.last },
      time_created: new Date().toISOString(),
    }
    ctx.db.ipPoolRanges.push(row)
    return HttpResponse.json(row, { status: 201 })
  },

  /** Only an exact, unused range can be removed. */
  systemIpPoolRangeRemove(ctx) {
    const pool = poolOf(ctx)
    const range = ctx.body as Snake<Api.IpRange>
    const row = ctx.db.ipPoolRanges.find(
      (r) => r.ip_pool_id === pool.id && r.range.first === range.first && r.range.last === range.last,
    )
    if (!row) throw notFoundMsg(`IP range ${range.first}-${range.last} in pool "${pool.name}"`)
    const used = [...usedIps(ctx.db, pool.id)].some((ip) => rangesOverlap(row.range, { first: ip, last: ip }))
    if (used) throw badRequest('IP pool ranges cannot be deleted while IP addresses in them are allocated')
    removeFrom(ctx.db.ipPoolRanges, (r) => r === row)
  },

  systemIpPoolSiloList(ctx) {
    const pool = poolOf(ctx)
    // page by silo id, then drop that sort key again
    const page = paginate(
      ctx,
      ctx.db.ipPoolSilos.filter((l) => l.ip_pool_id === pool.id).map((l) => ({ ...l, id: l.silo_id })),
      'id_ascending',
    )
    return { items: page.items.map(({ id: _, ...l }) => l), next_page: page.next_page }
  },

  systemIpPoolSiloLink(ctx) {
    const pool = poolOf(ctx)
    const body = ctx.body as Snake<Api.IpPoolLinkSilo>
    const silo = ctx.lookup.silo({ silo: body.silo })
    if (ctx.db.ipPoolSilos.some((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)) {
      throw badRequest(`already exists: ip-pool-resource "${pool.name}" for silo "${silo.name}"`)
    }
    if (body.is_default) clearDefault(ctx, silo.id, pool.ip_version)
    const link = { ip_pool_id: pool.id, silo_id: silo.id, is_default: body.is_default }
    ctx.db.ipPoolSilos.push(link)
    return HttpResponse.json(link, { status: 201 })
  },

  systemIpPoolSiloUpdate(ctx) {
    const pool = poolOf(ctx)
    const silo = ctx.lookup.silo(ctx.path)
    const link = ctx.db.ipPoolSilos.find((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)
    if (!link) throw notFoundMsg(`link between ip-pool "${pool.name}" and silo "${silo.name}"`)
    const body = ctx.body as Snake<Api.IpPoolSiloUpdate>
    if (body.is_default) clearDefault(ctx, silo.id, pool.ip_version)
    link.is_default = body.is_default
    return link
  },

  systemIpPoolSiloUnlink(ctx) {
    const pool = poolOf(ctx)
    const silo = ctx.lookup.silo(ctx.path)
    const link = ctx.db.ipPoolSilos.find((l) => l.ip_pool_id === pool.id && l.silo_id === silo.id)
    if (!link) throw notFoundMsg(`link between ip-pool "${pool.name}" and silo "${silo.name}"`)
    const projects = new Set(ctx.db.projects.filter((p) => ctx.db.projectSilos[p.id] === silo.id).map((p) => p.id))
    const inUse = ctx.db.floatingIps.some((f) => f.ip_pool_id === pool.id && projects.has(f.project_id))
    if (inUse) throw badRequest('IP addresses from this pool are in use in the linked silo')
    removeFrom(ctx.db.ipPoolSilos, (l) => l === link)
  },

  systemIpPoolUtilizationView: (ctx) => poolUtilization(ctx.db, poolOf(ctx).id),
}

/** A silo has one default pool per IP version: making one default unsets the other. */
function clearDefault(ctx: Ctx, siloId: string, version: Api.IpVersion) {
  for (const l of ctx.db.ipPoolSilos) {
    const p = ctx.db.ipPools.find((x) => x.id === l.ip_pool_id)
    if (l.silo_id === siloId && p?.ip_version === version) l.is_default = false
  }
}
