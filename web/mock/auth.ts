/**
 * Who is calling and what they may do. Roles come from the same policies the
 * API edits (system, silo, project), directly or through groups; the effective
 * role is the strongest one (the rules: roles). Fleet roles also come from the silo's
 * mapped_fleet_roles; a fleet role gives no role on a silo (Nexus's policy).
 */
import type { Db } from './db'
import type { Api, Snake } from './wire'

export type Actor = {
  user: Snake<Api.User>
  silo: Snake<Api.Silo>
  /** how the caller authenticated: the session token or access token it used */
  via: { kind: 'session' | 'token'; token: string } | { kind: 'preview' }
}

/** Strongest first (the rules: roles: admin 0, collaborator 1, viewer last). */
const RANK = ['admin', 'collaborator', 'limited_collaborator', 'viewer'] as const
export type Role = (typeof RANK)[number]

export const atLeast = (role: Role | null, min: Role) => role !== null && RANK.indexOf(role) <= RANK.indexOf(min)

const strongest = (roles: (Role | null | undefined)[]): Role | null => {
  const ranks = roles.filter((r): r is Role => !!r).map((r) => RANK.indexOf(r))
  return ranks.length ? RANK[Math.min(...ranks)] : null
}

type Assignment = { identity_id: string; identity_type: string; role_name: string }

/** The user's own id plus the ids of every group it belongs to. */
const identities = (db: Db, userId: string) =>
  new Set([userId, ...db.groupMemberships.filter((m) => m.user_id === userId).map((m) => m.group_id)])

const roleIn = (assignments: Assignment[], ids: Set<string>) =>
  strongest(assignments.filter((a) => ids.has(a.identity_id)).map((a) => a.role_name as Role))

/**
 * The role held on a silo through its policy. Fleet roles give none (Nexus grants fleet admins the
 * right to change a silo, its policy, users and identity providers, never a role inside it).
 */
export function siloRoleOf(db: Db, userId: string, siloId: string): Role | null {
  return roleIn(db.siloPolicies[siloId]?.role_assignments ?? [], identities(db, userId))
}

export function fleetRoleOf(db: Db, userId: string): Role | null {
  const user = db.users.find((u) => u.id === userId)
  if (!user) return null
  const ids = identities(db, userId)
  const direct = roleIn(db.fleetPolicy.role_assignments, ids)
  const silo = db.silos.find((s) => s.id === user.silo_id)
  const siloRole = roleIn(db.siloPolicies[user.silo_id]?.role_assignments ?? [], ids)
  const mapped = silo && siloRole ? (silo.mapped_fleet_roles[siloRole] ?? []) : []
  return strongest([direct, ...(mapped as Role[])])
}

/** A silo role carries down to its projects one step up: a silo collaborator administers them. */
const PROJECT_ROLE_FROM_SILO: Record<Role, Role> = {
  admin: 'admin',
  collaborator: 'admin',
  limited_collaborator: 'limited_collaborator',
  viewer: 'viewer',
}

export function projectRoleOf(db: Db, userId: string, projectId: string): Role | null {
  const siloId = db.projectSilos[projectId]
  const own = roleIn(db.projectPolicies[projectId]?.role_assignments ?? [], identities(db, userId))
  const silo = siloId ? siloRoleOf(db, userId, siloId) : null
  return strongest([own, silo && PROJECT_ROLE_FROM_SILO[silo]])
}

/** Cookie value or Bearer token -> actor; in preview mode an anonymous caller is fleet-admin. */
export function authenticate(
  db: Db,
  request: Request,
  cookies: Record<string, string>,
  mode: 'server' | 'preview',
): Actor | null {
  const actorFor = (userId: string, via: Actor['via']): Actor | null => {
    const user = db.users.find((u) => u.id === userId)
    const silo = user && db.silos.find((s) => s.id === user.silo_id)
    return user && silo ? { user, silo, via } : null
  }
  const token = cookies.session
  if (token) {
    const session = db.sessions.find((s) => s.token === token)
    if (session) {
      session.time_last_used = new Date().toISOString()
      return actorFor(session.user_id, { kind: 'session', token })
    }
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (bearer) {
    const t = db.accessTokens.find((t) => t.token === bearer)
    if (t && (!t.time_expires || Date.parse(t.time_expires) > Date.now()))
      return actorFor(t.user_id, { kind: 'token', token: bearer })
    return null
  }
  if (mode === 'preview') {
    const admin = db.users.find((u) => u.display_name === 'fleet-admin')
    return admin ? actorFor(admin.id, { kind: 'preview' }) : null
  }
  return null
}
