/** Images (project and silo, promote/demote) and floating IPs (attach/detach). */
import { HttpResponse } from 'msw'
import { allocateIp, poolFor } from '../alloc'
import { newId, timestamps } from '../db'
import { badRequest } from '../errors'
import type { Api, Snake } from '../wire'
import {
  accepted,
  errIfExists,
  me,
  patch,
  removeFrom,
  requireSilo,
  sentinel,
  sibling,
  type Ctx,
  type Handlers,
} from './ctx'
import { paginate } from './paginate'

const siloImages = (ctx: Ctx) => ctx.db.images.filter((i) => !i.project_id)
const projectImages = (ctx: Ctx, projectId: string) => ctx.db.images.filter((i) => i.project_id === projectId)
const floatingOf = (ctx: Ctx) => ctx.lookup.floatingIp({ ...ctx.query, ...ctx.path })

export const imageHandlers: Handlers = {
  imageList(ctx) {
    if (!ctx.query.project) {
      requireSilo(ctx, 'viewer')
      return paginate(ctx, siloImages(ctx))
    }
    return paginate(ctx, projectImages(ctx, ctx.lookup.project(ctx.query).id))
  },

  /** With ?project a project image; without, a silo image (silo collaborators only). */
  imageCreate(ctx) {
    const body = ctx.body as Snake<Api.ImageCreate>
    const project = ctx.query.project ? ctx.lookup.project(ctx.query) : null
    if (!project) requireSilo(ctx, 'collaborator')
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

  imageView: (ctx) => ctx.lookup.image({ ...ctx.query, ...ctx.path }),

  imageDelete(ctx) {
    const image = ctx.lookup.image({ ...ctx.query, ...ctx.path })
    if (!image.project_id) requireSilo(ctx, 'collaborator')
    sentinel.delete(image)
    removeFrom(ctx.db.images, (i) => i.id === image.id)
  },

  imagePromote(ctx) {
    const image = ctx.lookup.image({ ...ctx.query, ...ctx.path })
    requireSilo(ctx, 'collaborator')
    if (!image.project_id) throw badRequest('image is already a silo image')
    errIfExists(siloImages(ctx), image.name, 'image')
    image.project_id = null
    image.time_modified = new Date().toISOString()
    return accepted(image)
  },

  imageDemote(ctx) {
    const image = ctx.lookup.image({ image: ctx.path.image })
    const project = ctx.lookup.project(ctx.query)
    requireSilo(ctx, 'collaborator')
    if (image.project_id) throw badRequest('image is already a project image')
    errIfExists(projectImages(ctx, project.id), image.name, 'image')
    image.project_id = project.id
    image.time_modified = new Date().toISOString()
    return accepted(image)
  },

  floatingIpList(ctx) {
    const project = ctx.lookup.project(ctx.query)
    return paginate(
      ctx,
      ctx.db.floatingIps.filter((f) => f.project_id === project.id),
    )
  },

  floatingIpCreate(ctx) {
    const project = ctx.lookup.project(ctx.query)
    const body = ctx.body as Snake<Api.FloatingIpCreate>
    errIfExists(
      ctx.db.floatingIps.filter((f) => f.project_id === project.id),
      body.name,
      'floating-ip',
    )
    sentinel.create(body.name)
    const alloc = body.address_allocator
    let pool: Snake<Api.IpPool>
    let ip: string
    if (alloc?.type === 'explicit') {
      // an explicit address is looked for in the silo's pools, the default first
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
      pool = ctx.db.ipPools.find((p) => p.id === range.ip_pool_id)!
      ip = alloc.ip
    } else {
      pool = poolFor(ctx.db, ctx.lookup, me(ctx).silo.id, alloc?.pool_selector)
      ip = allocateIp(ctx.db, pool.id)
    }
    const row: Snake<Api.FloatingIp> = {
      id: newId(),
      name: body.name,
      description: body.description,
      project_id: project.id,
      ip,
      ip_pool_id: pool.id,
      instance_id: null,
      ...timestamps(),
    }
    ctx.db.floatingIps.push(row)
    return HttpResponse.json(row, { status: 201 })
  },

  floatingIpView: (ctx) => floatingOf(ctx),

  floatingIpUpdate(ctx) {
    const f = floatingOf(ctx)
    const body = ctx.body as Snake<Api.FloatingIpUpdate>
    if (body.name && body.name !== f.name)
      errIfExists(
        ctx.db.floatingIps.filter((x) => x.project_id === f.project_id),
        body.name,
        'floating-ip',
      )
    return patch(f, body, ['name', 'description'])
  },

  floatingIpDelete(ctx) {
    const f = floatingOf(ctx)
    if (f.instance_id) throw badRequest('Floating IP cannot be deleted while attached to an instance')
    sentinel.delete(f)
    removeFrom(ctx.db.floatingIps, (x) => x.id === f.id)
  },

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
