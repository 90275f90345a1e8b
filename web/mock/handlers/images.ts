/** Images, project and silo: promote and demote. */
import { HttpResponse } from 'msw'
import { atLeast, siloRoleOf } from '../auth'
import { newId, timestamps } from '../db'
import { badRequest, forbidden, notFound } from '../errors'
import type { Api, Snake } from '../wire'
import { accepted, errIfExists, me, removeFrom, requireSilo, sentinel, type Ctx, type Handlers } from './ctx'
import { paginate } from './paginate'

const siloImages = (ctx: Ctx) => ctx.db.images.filter((i) => !i.project_id)
const projectImages = (ctx: Ctx, projectId: string) => ctx.db.images.filter((i) => i.project_id === projectId)
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
}
