/*
 * What a caller may do to a resource, as the control plane decides it: its policy grants each role
 * permissions on a few resources (fleet, silo, project) and derives everything else from those. The
 * console disables a write control exactly when this says no, so the rules follow the server's
 * (test/fixtures/authz-roles.txt holds the server's own matrix they are tested against).
 *
 * Two derivations matter most and are easy to get wrong:
 *  - a silo collaborator is an admin of every project in the silo (a limited collaborator a limited
 *    collaborator, a viewer a viewer); project admins alone may rename, delete or re-grant a project;
 *  - fleet roles give no silo role: a fleet admin may change a silo and its policy, its identity
 *    providers, users and certificates, but sees nothing inside its projects.
 */
import type { RoleKey, SpecRole } from './roles'

/** The actions the server authorizes (omicron's authz::Action, less the database's Query). */
export type Action = 'read' | 'list_children' | 'read_policy' | 'modify' | 'modify_policy' | 'create_child' | 'delete'

/** Every action, in the order the server's matrix prints them. */
export const actions: readonly Action[] = Object.freeze([
  'read',
  'list_children',
  'read_policy',
  'modify',
  'modify_policy',
  'create_child',
  'delete',
])

/** The resource kinds the console touches, grouped where the server grants them alike. */
export type ResourceKind =
  | 'fleet'
  /** racks, sleds, physical disks, support bundles, switches: fleet-wide hardware and operations */
  | 'fleetResource'
  | 'ipPoolList'
  | 'ipPool'
  | 'subnetPoolList'
  | 'subnetPool'
  | 'auditLog'
  | 'silo'
  | 'certificateList'
  | 'certificate'
  | 'siloImageList'
  | 'siloImage'
  | 'identityProviderList'
  | 'identityProvider'
  | 'siloUserList'
  | 'siloGroupList'
  | 'siloUser'
  | 'siloGroup'
  | 'sshKey'
  | 'siloUserSessionList'
  | 'siloUserTokenList'
  | 'project'
  /** instances, disks, snapshots, project images, floating IPs, affinity groups, network interfaces */
  | 'projectCompute'
  | 'vpcList'
  /** VPCs, their subnets, routers, routes, firewall rules and internet gateways */
  | 'projectNetworking'

/**
 * The roles a caller holds where they bear on one resource: on the fleet, on the silo the resource
 * belongs to (undefined for another silo), on its project (the project policy alone: the silo's
 * part is derived here). `inSilo`: the caller is a user of that silo. `self`: the resource is the
 * caller's own user (their SSH keys, sessions, tokens).
 */
export type Held = {
  fleet?: RoleKey
  silo?: RoleKey
  project?: RoleKey
  inSilo: boolean
  self?: boolean
}

type Perm = 'read' | 'list_children' | 'modify' | 'create_child'

/** The permission each action needs (omicron's Action::to_perm): a policy is read or changed like its resource. */
const PERM: Record<Action, Perm> = {
  read: 'read',
  read_policy: 'read',
  list_children: 'list_children',
  modify: 'modify',
  modify_policy: 'modify',
  delete: 'modify',
  create_child: 'create_child',
}

/** Weakest first: each role holds every permission of the ones before it. */
const LADDER: readonly RoleKey[] = ['viewer', 'limited_collaborator', 'collaborator', 'admin']

const atLeast = (role: RoleKey | undefined, needed: RoleKey) =>
  role !== undefined && LADDER.indexOf(role) >= LADDER.indexOf(needed)

/** Roles on a silo carry down to its projects one step up: a silo collaborator administers them. */
const PROJECT_ROLE_FROM_SILO: Record<RoleKey, RoleKey> = {
  admin: 'admin',
  collaborator: 'admin',
  limited_collaborator: 'limited_collaborator',
  viewer: 'viewer',
}

/** The caller's role on a project: the stronger of its own grant and what the silo's implies. */
export function projectRole(held: Pick<Held, 'silo' | 'project'>): RoleKey | undefined {
  const fromSilo = held.silo && PROJECT_ROLE_FROM_SILO[held.silo]
  if (fromSilo === undefined) return held.project
  return held.project !== undefined && atLeast(held.project, fromSilo) ? held.project : fromSilo
}

type Grants = Record<Perm, boolean>
const grants = (read: boolean, list: boolean, modify: boolean, create: boolean): Grants => ({
  read,
  list_children: list,
  modify,
  create_child: create,
})

/** Permissions by resource kind (omicron.polar, resource by resource). */
const RULES: Record<ResourceKind, (h: Held) => Grants> = {
  fleet: (h) =>
    grants(atLeast(h.fleet, 'viewer'), atLeast(h.fleet, 'viewer'), atLeast(h.fleet, 'admin'), atLeast(h.fleet, 'collaborator')),
  fleetResource: (h) =>
    grants(atLeast(h.fleet, 'viewer'), atLeast(h.fleet, 'viewer'), atLeast(h.fleet, 'admin'), atLeast(h.fleet, 'admin')),
  ipPoolList: (h) => grants(false, atLeast(h.fleet, 'viewer'), atLeast(h.fleet, 'admin'), atLeast(h.fleet, 'admin')),
  // any user of a silo may allocate from a pool (an instance's external IP), seen or not
  ipPool: (h) =>
    grants(atLeast(h.fleet, 'viewer'), atLeast(h.fleet, 'viewer'), atLeast(h.fleet, 'admin'), h.inSilo || atLeast(h.fleet, 'admin')),
  subnetPoolList: (h) => grants(false, atLeast(h.fleet, 'viewer'), atLeast(h.fleet, 'admin'), atLeast(h.fleet, 'admin')),
  subnetPool: (h) =>
    grants(atLeast(h.fleet, 'viewer'), atLeast(h.fleet, 'viewer'), atLeast(h.fleet, 'admin'), atLeast(h.fleet, 'admin')),
  // every request may leave an entry in the audit log; only fleet viewers read it
  auditLog: (h) => grants(false, atLeast(h.fleet, 'viewer'), false, true),
  // every user may read their own silo (not list its projects); fleet collaborators may change any silo
  silo: (h) =>
    grants(
      h.inSilo || atLeast(h.silo, 'viewer') || atLeast(h.fleet, 'viewer'),
      atLeast(h.silo, 'viewer'),
      atLeast(h.silo, 'admin') || atLeast(h.fleet, 'collaborator'),
      atLeast(h.silo, 'collaborator'),
    ),
  certificateList: (h) => {
    const admin = atLeast(h.silo, 'admin') || atLeast(h.fleet, 'admin')
    return grants(false, admin, false, admin)
  },
  certificate: (h) => {
    const admin = atLeast(h.silo, 'admin') || atLeast(h.fleet, 'admin')
    return grants(admin, false, admin, false)
  },
  siloImageList: (h) => grants(false, atLeast(h.silo, 'viewer'), false, atLeast(h.silo, 'limited_collaborator')),
  siloImage: (h) =>
    grants(atLeast(h.silo, 'viewer'), atLeast(h.silo, 'viewer'), atLeast(h.silo, 'limited_collaborator'), atLeast(h.silo, 'limited_collaborator')),
  identityProviderList: (h) =>
    grants(false, siloReadable(h), false, atLeast(h.silo, 'admin') || atLeast(h.fleet, 'admin')),
  identityProvider: (h) => {
    const see = atLeast(h.silo, 'viewer') || atLeast(h.fleet, 'viewer')
    const admin = atLeast(h.silo, 'admin') || atLeast(h.fleet, 'admin')
    return grants(see, see, admin, admin)
  },
  siloUserList: (h) =>
    grants(false, siloReadable(h) || atLeast(h.fleet, 'admin'), false, atLeast(h.silo, 'admin') || atLeast(h.fleet, 'admin')),
  siloGroupList: (h) =>
    grants(false, siloReadable(h) || atLeast(h.fleet, 'admin'), false, atLeast(h.silo, 'admin') || atLeast(h.fleet, 'admin')),
  // everyone in the silo may see its users; admins manage them; a user has every right on themselves
  siloUser: (h) => {
    const admin = Boolean(h.self) || atLeast(h.silo, 'admin') || atLeast(h.fleet, 'admin')
    const see = Boolean(h.self) || siloReadable(h)
    return grants(see, see, admin, admin)
  },
  siloGroup: (h) => {
    const see = siloReadable(h)
    return grants(see, see, atLeast(h.silo, 'admin'), atLeast(h.silo, 'admin'))
  },
  sshKey: (h) => grants(Boolean(h.self) || siloReadable(h), false, Boolean(h.self) || atLeast(h.silo, 'admin') || atLeast(h.fleet, 'admin'), false),
  siloUserSessionList: (h) => {
    const own = Boolean(h.self) || atLeast(h.silo, 'admin')
    return grants(false, own, own, false)
  },
  siloUserTokenList: (h) => {
    const own = Boolean(h.self) || atLeast(h.silo, 'admin')
    return grants(false, own, own, false)
  },
  project: (h) => {
    const role = projectRole(h)
    return grants(atLeast(role, 'viewer'), atLeast(role, 'viewer'), atLeast(role, 'admin'), atLeast(role, 'limited_collaborator'))
  },
  projectCompute: (h) => {
    const role = projectRole(h)
    const write = atLeast(role, 'limited_collaborator')
    return grants(atLeast(role, 'viewer'), atLeast(role, 'viewer'), write, write)
  },
  vpcList: (h) => grants(false, atLeast(projectRole(h), 'viewer'), false, atLeast(projectRole(h), 'collaborator')),
  projectNetworking: (h) => {
    const role = projectRole(h)
    const write = atLeast(role, 'collaborator')
    return grants(atLeast(role, 'viewer'), atLeast(role, 'viewer'), write, write)
  },
}

/** Who may read a silo: its users (their own silo), its viewers, fleet viewers. */
function siloReadable(h: Held): boolean {
  return h.inSilo || atLeast(h.silo, 'viewer') || atLeast(h.fleet, 'viewer')
}

/** Whether a caller holding `held` may take `action` on a resource of `kind`. */
export function allows(kind: ResourceKind, action: Action, held: Held): boolean {
  return RULES[kind](held)[PERM[action]]
}

/** The weakest role that allows `action` on `kind` at `scope`, for the disabled reason ('Only project admins can do this'). */
export function neededRole(kind: ResourceKind, action: Action, scope: 'fleet' | 'silo' | 'project'): SpecRole | undefined {
  for (const role of LADDER) {
    if (allows(kind, action, { inSilo: true, [scope]: role })) return role === 'limited_collaborator' ? 'collaborator' : (role as SpecRole)
  }
  return undefined
}
