/** Images (project and silo, promote/demote) and floating IPs (attach/detach). */
import { HttpResponse } from 'msw'
import { allocateIp, poolFor } from '../alloc'
import { atLeast, siloRoleOf } from '../auth'
import { newId, timestamps } from '../db'
import { badRequest, forbidden, notFound } from '../errors'
import type { Api, Snake } from '../wire'
import { accepted, errIfExists, me, removeFrom, requireSilo, sentinel, sibling, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

const siloImages = (ctx: Ctx) => ctx.db.images.filter((i) => !i.project_id)
const projectImages = (ctx: Ctx, projectId: string) => ctx.db.images.filter((i) => i.project_id === projectId)
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

/**
 * A silo image is seen by the silo's viewers and changed by its limited collaborators; anyone else
 * gets its 404 (Nexus hides what the caller may not read). A project image is checked by the
 * project's lookup already.
 */
function siloImageAccess<T extends { project_id?: string | null }>(ctx: Ctx, image: T, write: boolean): T {
  if (image.project_id) return image
  const role = siloRoleOf(ctx.db, me(ctx).user.id, me(ctx).silo.id)
  if (!atLeast(role, 'viewer')) throw notFound('image', ctx.path.image)
  if (write && !atLeast(role, 'limited_collaborator')) throw forbidden()
  return image
}

export const imageHandlers: Handlers = {
  imageList(ctx) {
    if (!ctx.query.project) {
      // the silo's images are listed by its viewers (Nexus: list_children on the silo image list)
      requireSilo(ctx, 'viewer')
      return paginate(ctx, siloImages(ctx))
    }
    return paginate(ctx, projectImages(ctx, ctx.lookup.project(ctx.query).id))
  },

  /** With ?project a project image; without, a silo image (silo collaborators only). */
  imageCreate(ctx) {
    const body = ctx.body as Snake<Api.ImageCreate>
    const project = ctx.query.project ? ctx.lookup.project(ctx.query) : null
    if (!project) requireSilo(ctx, 'limited_collaborator')
    errIfExists(project ? projectImages(ctx, project.id) : siloImages(ctx), body.name, 'image')
    sentinel.create(body.name)
    const snap = ctx.lookup.snapshot({ snapshot: body.source.id })
    if (snap.state !== 'ready') throw badRequest(`snapshot must be ready to make an image, not ${snap.state}`)
    const disk = ctx.db.disks.find((d) => d.id === snap.disk_id)
    const image: Snake<Api.Image> = {
      id: newId(),
      name: body.name,
      description: body.description,
      os: body.os,
      version: body.version,
      project_id: project?.id ?? null,
      size: snap.size,
      block_size: disk?.block_size ?? 512,
      ...timestamps(),
    }
    ctx.db.images.push(image)
    return HttpResponse.json(image, { status: 201 })
  },

  imageView: (ctx) => siloImageAccess(ctx, ctx.lookup.image({ ...ctx.query, ...ctx.path }), false),

  imageDelete(ctx) {
    const image = siloImageAccess(ctx, ctx.lookup.image({ ...ctx.query, ...ctx.path }), true)
    sentinel.delete(image)
    removeFrom(ctx.db.images, (i) => i.id === image.id)
  },

  imagePromote(ctx) {
    const image = siloImageAccess(ctx, ctx.lookup.image({ ...ctx.query, ...ctx.path }), true)
    // a new silo image: a child of the silo's image list, which limited collaborators may create in
    requireSilo(ctx, 'limited_collaborator')
    if (!image.project_id) throw badRequest('image is already a silo image')
    errIfExists(siloImages(ctx), image.name, 'image')
    image.project_id = null
    image.time_modified = new Date().toISOString()
    return accepted(image)
  },

  imageDemote(ctx) {
    const image = siloImageAccess(ctx, ctx.lookup.image({ image: ctx.path.image }), true)
    const project = ctx.lookup.project(ctx.query)
    if (image.project_id) throw badRequest('image is already a project image')
    errIfExists(projectImages(ctx, project.id), image.name, 'image')
    image.project_id = project.id
    image.time_modified = new Date().toISOString()
    return accepted(image)
  },

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
