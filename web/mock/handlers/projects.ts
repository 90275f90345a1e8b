/** Projects and their policies. */
import { HttpResponse } from 'msw'
import { atLeast, projectRoleOf } from '../auth'
import { newId, timestamps } from '../db'
import { badRequest, forbidden } from '../errors'
import type { Api, Snake } from '../wire'
import { errIfExists, me, patch, removeFrom, requireSilo, sentinel, type Ctx, type Handlers } from './ctx'
import { checkPolicy } from './silo'
import { createVpc } from './vpcs'
import { paginate } from './paginate'

// the caller's silo once, not per project: at 12,000 projects that was most of a project create
const siloProjects = (ctx: Ctx) => {
  const silo = me(ctx).silo.id
  return ctx.db.projects.filter((p) => ctx.db.projectSilos[p.id] === silo)
}

/**
 * The project itself (its name, description, policy, its deletion) is changed by project admins
 * only: a silo collaborator is one on every project of the silo, a project collaborator is not.
 * Checked before anything about the project's contents, as the server authorizes first.
 */
function projectToChange(ctx: Ctx) {
  const project = ctx.lookup.project(ctx.path)
  if (!atLeast(projectRoleOf(ctx.db, me(ctx).user.id, project.id), 'admin')) throw forbidden()
  return project
}

export const projectHandlers: Handlers = {
  /** Listing needs a role on the silo (Nexus: list_children on the silo), even for a project member. */
  projectList(ctx) {
    requireSilo(ctx, 'viewer')
    return paginate(ctx, siloProjects(ctx))
  },

  /** A project is a child of the silo: its collaborators create them (a limited collaborator may not). */
  projectCreate(ctx) {
    requireSilo(ctx, 'collaborator')
    const body = ctx.body as Snake<Api.ProjectCreate>
    errIfExists(siloProjects(ctx), body.name, 'project')
    sentinel.create(body.name)
    const project = { id: newId(), name: body.name, description: body.description, ...timestamps() }
    ctx.db.projects.push(project)
    ctx.db.projectSilos[project.id] = me(ctx).silo.id
    ctx.db.projectPolicies[project.id] = { role_assignments: [] }
    // the control plane's project-create saga also makes the `default` VPC, with
    // its default subnet, system router, internet gateway and firewall rules
    createVpc(ctx, project.id, { name: 'default', description: 'Default VPC', dns_name: 'default' })
    return HttpResponse.json(project, { status: 201 })
  },

  projectView: (ctx) => ctx.lookup.project(ctx.path),

  projectUpdate(ctx) {
    const project = projectToChange(ctx)
    const body = ctx.body as Snake<Api.ProjectUpdate>
    if (body.name && body.name !== project.name) errIfExists(siloProjects(ctx), body.name, 'project')
    return patch(project, body, ['name', 'description'])
  },

  /** Like the server, refuse while the project still holds resources. */
  projectDelete(ctx) {
    const project = projectToChange(ctx)
    sentinel.delete(project)
    const db = ctx.db
    // Nexus's words (projects.rs): "contains a floating ip", "an anti affinity group"
    const children: [string, { project_id?: string | null; name: string }[]][] = [
      ['instance', db.instances],
      ['disk', db.disks],
      ['project image', db.images],
      ['snapshot', db.snapshots],
      ['vpc', db.vpcs],
      ['floating ip', db.floatingIps],
      ['affinity group', db.affinityGroups],
      ['anti affinity group', db.antiAffinityGroups],
    ]
    for (const [type, rows] of children) {
      const child = rows.find((r) => r.project_id === project.id)
      if (child)
        throw badRequest(`project to be deleted contains ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}: ${child.name}`)
    }
    removeFrom(db.projects, (p) => p.id === project.id)
    delete db.projectSilos[project.id]
    delete db.projectPolicies[project.id]
  },

  projectPolicyView(ctx) {
    const project = ctx.lookup.project(ctx.path)
    return ctx.db.projectPolicies[project.id] ?? { role_assignments: [] }
  },

  projectPolicyUpdate(ctx) {
    const project = projectToChange(ctx)
    ctx.db.projectPolicies[project.id] = checkPolicy(ctx.db, me(ctx).silo.id, ctx.body)
    return ctx.db.projectPolicies[project.id]
  },
}
