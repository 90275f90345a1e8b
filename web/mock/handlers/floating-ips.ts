/** Floating IPs: an address from the silo's pools, attached to one instance of their project at a time. */
import { allocateIp, poolFor } from '../alloc'
import { badRequest } from '../errors'
import type { Api, Snake } from '../wire'
import { accepted, me, sibling, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'

const floatingOf = (ctx: Ctx) => ctx.lookup.floatingIp({ ...ctx.query, ...ctx.path })

/** A floating IP's address: the one asked for (in any of the silo's pools, the default first), or the next of a pool. */
function floatingAddress(ctx: Ctx, alloc: Snake<Api.FloatingIpCreate>['address_allocator']) {
  if (alloc?.type === 'explicit') {
    const pools = ctx.db.ipPoolSilos
      .filter((l) => l.silo_id === me(ctx).silo.id)
      .sort((a, b) => Number(b.is_default) - Number(a.is_default))
    const range = pools
      .flatMap((l) => ctx.db.ipPoolRanges.filter((r) => r.ip_pool_id === l.ip_pool_id))
      .find((r) => {
        try {
          return allocateIp(ctx.db, r.ip_pool_id, alloc.ip) === alloc.ip
        } catch {
          return false
        }
      })
    // Nexus's words whether the address is taken or in none of the silo's pools (datastore/external_ip.rs)
    if (!range) throw badRequest('Requested external IP address not available')
    return { ip: alloc.ip, ip_pool_id: range.ip_pool_id }
  }
  const pool = poolFor(ctx.db, ctx.lookup, me(ctx).silo.id, alloc?.pool_selector)
  return { ip: allocateIp(ctx.db, pool.id), ip_pool_id: pool.id }
}

const floatingIps = crud({
  type: 'floating-ip',
  rows: (db) => db.floatingIps,
  find: floatingOf,
  parent: (ctx) => ctx.lookup.project(ctx.query),
  parentOf: (f) => f.project_id,
  make: (ctx, body: Snake<Api.FloatingIpCreate>, project) => ({
    name: body.name,
    description: body.description,
    project_id: project.id,
    ...floatingAddress(ctx, body.address_allocator),
    instance_id: null,
  }),
  checkDelete(_ctx, f) {
    if (f.instance_id) throw badRequest('Floating IP cannot be deleted while attached to an instance')
  },
})

export const floatingIpHandlers: Handlers = {
  floatingIpList: floatingIps.list,
  floatingIpCreate: floatingIps.create,
  floatingIpView: floatingIps.view,
  floatingIpUpdate: floatingIps.update,
  floatingIpDelete: floatingIps.remove,

  /** Attaching changes the instance's external IPs (instanceExternalIpList reads them back). */
  floatingIpAttach(ctx) {
    const f = floatingOf(ctx)
    const body = ctx.body as Snake<Api.FloatingIpAttach>
    if (f.instance_id)
      throw badRequest('floating IP cannot be attached to one instance while still attached to another')
    const inst = ctx.lookup.instance(sibling('instance', body.parent, f.project_id))
    if (inst.project_id !== f.project_id) throw badRequest('floating IP must be in the same project as the instance')
    f.instance_id = inst.id
    return accepted(f)
  },

  floatingIpDetach(ctx) {
    const f = floatingOf(ctx)
    if (!f.instance_id) throw badRequest('floating IP is not attached to an instance')
    f.instance_id = null
    return accepted(f)
  },
}
