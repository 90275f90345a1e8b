/*
 * Roles and policies (the rules: roles, validation "Role assignments"). Pure functions over
 * Policy-shaped objects, so the access pages, the 403 notice and the mock can
 * all use them without hooks. A policy is never mutated: every update returns
 * a new one, ready to PUT.
 */
import { allows, neededRole, type Action, type ResourceKind } from './permissions'
import type { FleetRole, IdentityType, ProjectRole, SiloRole } from './rules/api-types'

export type { IdentityType } from './rules/api-types'

/** Every role name a policy can hold at any scope (nexus.json). */
export type RoleKey = FleetRole | SiloRole | ProjectRole

/** The roles the rules: roles lists and the console offers, strongest first. */
export type SpecRole = 'admin' | 'collaborator' | 'viewer'

/** the rules: roles: lower is stronger. */
export const roleOrder: Record<SpecRole, number> = {
  admin: 0,
  collaborator: 1,
  viewer: 2,
}

/** The pick-list of roles, strongest first. */
export const allRoles: readonly SpecRole[] = Object.freeze(['admin', 'collaborator', 'viewer'])

/**
 * The roles a silo or project policy can grant (nexus.json SiloRole / ProjectRole), strongest
 * first: the rules: roles three plus `limited_collaborator`; the fleet policy has only the three.
 */
export const rolesForScope = (scope: 'fleet' | 'silo' | 'project'): readonly RoleKey[] =>
  scope === 'fleet' ? allRoles : ['admin', 'collaborator', 'limited_collaborator', 'viewer']

/** What each role lets its holder do, said where roles are granted. */
export const roleMeaning: Record<RoleKey, string> = {
  admin: 'Everything a collaborator can do, and change who has access.',
  collaborator: 'Create, change and delete resources, networking included.',
  limited_collaborator:
    'Like a collaborator for instances, disks, snapshots, images and floating IPs, but networking (VPCs, subnets, routers, firewall rules, internet gateways) is read-only.',
  viewer: 'See everything, change nothing.',
}

/**
 * nexus.json also has `limited_collaborator` for silos and projects, which
 * the rules: roles does not rank. It can still arrive in a policy set by another
 * client, so it gets a place: weaker than collaborator, stronger than viewer,
 * without renumbering the three SPEC ranks.
 */
export function roleStrength(role: RoleKey): number {
  return role === 'limited_collaborator' ? 1.5 : roleOrder[role]
}

/** the rules: roles: the effective role is the strongest; undefined for none. */
export function effectiveRole<R extends RoleKey>(roles: readonly R[]): R | undefined {
  let best: R | undefined
  for (const r of roles) if (best === undefined || roleStrength(r) < roleStrength(best)) best = r
  return best
}

export type RoleAssignment<R extends RoleKey = RoleKey> = {
  identityId: string
  identityType: IdentityType
  roleName: R
}

/** Structurally the generated SiloRolePolicy, ProjectRolePolicy and FleetRolePolicy. */
export type Policy<R extends RoleKey = RoleKey> = { roleAssignments: RoleAssignment<R>[] }

/**
 * The role a user ends up with across policies (say silo and project): the
 * strongest of what is assigned to the user directly or to any of their
 * groups. Undefined when nothing applies, as for the 403 no-groups notice
 * (the rules: screens).
 */
export function userRoleFromPolicies<R extends RoleKey>(
  user: { id: string },
  groups: readonly { id: string }[],
  policies: readonly Policy<R>[]
): R | undefined {
  const ids = new Set([user.id, ...groups.map((g) => g.id)])
  const held = policies.flatMap((p) => p.roleAssignments.filter((a) => ids.has(a.identityId)))
  return effectiveRole(held.map((a) => a.roleName))
}

/**
 * Set an identity's role. the rules: validation: assignments are unique per identity, so any
 * earlier assignment for it is dropped, not kept beside the new one.
 */
export function updateRole<R extends RoleKey>(
  policy: Policy<R>,
  assignment: RoleAssignment<R>
): Policy<R> {
  return {
    ...policy,
    roleAssignments: [
      ...policy.roleAssignments.filter((a) => a.identityId !== assignment.identityId),
      { ...assignment },
    ],
  }
}

/** Remove every assignment of an identity. */
export function deleteRole<R extends RoleKey>(policy: Policy<R>, identityId: string): Policy<R> {
  return {
    ...policy,
    roleAssignments: policy.roleAssignments.filter((a) => a.identityId !== identityId),
  }
}

/** The role an identity holds in one policy, strongest if the API sent several. */
export function roleOf<R extends RoleKey>(policy: Policy<R>, identityId: string): R | undefined {
  const mine = policy.roleAssignments.filter((a) => a.identityId === identityId)
  return effectiveRole(mine.map((a) => a.roleName))
}

// Case- and accent-insensitive, digits by value ('user2' before 'user10');
// pinned to English so the order does not change with the viewer's locale. Built on first use:
// an Intl.Collator takes ms to set up, which would otherwise land on every first paint.
let collator: Intl.Collator | undefined
const compareNames = (a: string, b: string) => (collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })).compare(a, b)

type Sortable = { identityType: IdentityType; displayName?: string; name?: string; id?: string }
const nameOf = (x: Sortable) => x.displayName ?? x.name ?? ''

/** Comparator: groups before users (the rules: roles), then by name, then id for a stable order. */
export function byGroupThenName(a: Sortable, b: Sortable): number {
  const rank = (x: Sortable) => (x.identityType === 'silo_group' ? 0 : 1)
  return (
    rank(a) - rank(b) ||
    compareNames(nameOf(a), nameOf(b)) ||
    (a.id ?? '').localeCompare(b.id ?? '')
  )
}

/** the rules: roles list order; returns a new array. Rows name themselves by displayName or name. */
export const sortAssignments = <T extends Sortable>(rows: readonly T[]): T[] =>
  [...rows].sort(byGroupThenName)

export type Identity = { id: string; displayName: string; identityType: IdentityType }

/**
 * the rules: roles: the identities that can still be given a role in this policy, in
 * list order. Ids are UUIDs, unique across users and groups, so the id alone
 * says who already holds a role.
 */
export function pickableIdentities<T extends Identity>(all: readonly T[], policy: Policy): T[] {
  const holders = new Set(policy.roleAssignments.map((a) => a.identityId))
  return sortAssignments(all.filter((x) => !holders.has(x.id)))
}

/**
 * What the writes on a page of each frame are, as the server authorizes them: the resource kind,
 * the action and the scope whose role decides (web/api/permissions.ts holds who may). In a project
 * that is changing its resources, which a limited collaborator may do but for its networking
 * (VPCs with their subnets, routers, firewall rules and internet gateways); in the silo, creating
 * projects (silo collaborators), changing silo images (limited collaborators too) or a project
 * itself (its admins: a silo collaborator is one on every project); on the system pages, the
 * fleet's (its admins; its collaborators create and delete silos and set their policies). The
 * silo's own access pages have no frame rule: each write there says who may. Personal settings (SSH keys,
 * tokens) are the user's own. Pages with stricter needs (access, authentication settings) add
 * their own reason on top.
 */
export type FrameWriteNeed = { resource: ResourceKind; action: Action; scope: 'fleet' | 'silo' | 'project' }

/** The project pages whose writes are networking, by path (all under a VPC, the VPC list and create form). */
const limitedCollaboratorReadOnly = /^\/projects\/[^/]+\/vpcs(-new)?(\/|$)/

const projectItself = /^\/projects\/[^/]+\/edit$/
const siloImagePages = /^\/images(\/|$)/
const siloListPages = /^\/system\/silos(-new)?$/
/** A silo's policy and quotas from the system pages: changing the silo, which fleet collaborators may. */
const systemSiloChanges = /^\/system\/silos\/[^/]+\/(access|quotas)$/
/** The silo's access pages: each of their writes says who may (silo admins; fleet roles count there too). */
const siloAccessPages = /^\/(access|lookup\/(users|groups)\/[^/]+)$/

export function frameWriteNeed(kind: 'project' | 'silo' | 'system' | 'settings', path: string): FrameWriteNeed | undefined {
  switch (kind) {
    case 'project':
      return limitedCollaboratorReadOnly.test(path)
        ? { resource: 'projectNetworking', action: 'modify', scope: 'project' }
        : { resource: 'projectCompute', action: 'modify', scope: 'project' }
    case 'silo':
      if (siloAccessPages.test(path)) return undefined
      if (projectItself.test(path)) return { resource: 'project', action: 'modify', scope: 'project' }
      if (siloImagePages.test(path)) return { resource: 'siloImage', action: 'modify', scope: 'silo' }
      return { resource: 'silo', action: 'create_child', scope: 'silo' }
    case 'system':
      if (systemSiloChanges.test(path))
        return { resource: 'silo', action: path.endsWith('/access') ? 'modify_policy' : 'modify', scope: 'fleet' }
      return siloListPages.test(path)
        ? { resource: 'fleet', action: 'create_child', scope: 'fleet' }
        : { resource: 'fleetResource', action: 'modify', scope: 'fleet' }
    case 'settings':
      return undefined
  }
}

/**
 * Whether `role`, held at the need's scope (for a project: the stronger of its own grant and what
 * the silo's implies), allows the frame's writes.
 */
export function frameAllowsWrite(need: FrameWriteNeed, role: RoleKey | undefined): boolean {
  return allows(need.resource, need.action, { inSilo: true, [need.scope]: role })
}

/** The weakest of the console's roles that allows the frame's writes, for its reason. */
export function frameWriteRole(need: FrameWriteNeed): SpecRole {
  return neededRole(need.resource, need.action, need.scope) ?? 'admin'
}
