/**
 * What a caller may do to a silo and the things Nexus hangs off it (its policy, users, identity
 * providers, certificates), from its fleet and silo roles. Several of these live under
 * /v1/system yet are not fleet resources: every user may read their own silo, a silo admin manages
 * its users and providers, a fleet collaborator may change (and delete) any silo.
 */
import { atLeast, fleetRoleOf, siloRoleOf, type Actor } from './auth'
import type { Db } from './db'
import { forbidden, isUuid, notFound } from './errors'
import type { OpName } from './handlers/ctx'

export type SiloAccess = {
  /** its users, its viewers and fleet viewers */
  read: boolean
  /** its viewers and fleet viewers: the silo's identity providers */
  view: boolean
  /** its admins and fleet collaborators: the silo itself, its policy, deleting it */
  modify: boolean
  /** its admins and fleet admins: its users, identity providers and certificates */
  admin: boolean
}

export function siloAccess(db: Db, actor: Actor, siloId: string): SiloAccess {
  const silo = siloRoleOf(db, actor.user.id, siloId)
  const fleet = fleetRoleOf(db, actor.user.id)
  const view = atLeast(silo, 'viewer') || atLeast(fleet, 'viewer')
  return {
    read: view || actor.silo.id === siloId,
    view,
    modify: atLeast(silo, 'admin') || atLeast(fleet, 'collaborator'),
    admin: atLeast(silo, 'admin') || atLeast(fleet, 'admin'),
  }
}

/** Fleet collaborators create silos (a child of the fleet); every other fleet write is its admins'. */
export const fleetWriteRole = (name: OpName): 'admin' | 'collaborator' =>
  name === 'siloCreate' ? 'collaborator' : 'admin'

/** What each silo-scoped /v1/system operation needs of the silo it names (`self`: or the user is the caller). */
const NEEDS: Partial<Record<OpName, keyof SiloAccess | 'adminOrSelf'>> = {
  siloView: 'read',
  siloPolicyView: 'read',
  siloPolicyUpdate: 'modify',
  siloDelete: 'modify',
  siloQuotasView: 'read',
  siloQuotasUpdate: 'modify',
  siloUserList: 'read',
  siloUserView: 'read',
  siloIdentityProviderList: 'read',
  samlIdentityProviderView: 'view',
  samlIdentityProviderCreate: 'admin',
  localIdpUserCreate: 'admin',
  localIdpUserDelete: 'adminOrSelf',
  localIdpUserSetPassword: 'adminOrSelf',
}

/**
 * For the silo-scoped operations under /v1/system: the silo's 404 when the caller may not read it,
 * 403 when it may but not do this. True when the operation was checked here (the fleet check is
 * then skipped); false for every other operation, and for a user list across all silos.
 */
export function checkSiloScoped(
  db: Db,
  name: OpName,
  actor: Actor,
  params: Record<string, string>,
  query: Record<string, string | undefined>,
): boolean {
  const need = NEEDS[name]
  const key = params.silo ?? query.silo
  if (!need || !key) return false
  const silo = db.silos.find((s) => (isUuid(key) ? s.id === key : s.name === key))
  // an unknown silo: the handler's lookup answers its 404
  if (!silo) return true
  const may = siloAccess(db, actor, silo.id)
  if (!may.read) throw notFound('silo', key)
  if (need === 'view' && !may.view) throw notFound('saml-identity-provider', params.provider ?? key)
  const allowed = need === 'adminOrSelf' ? may.admin || params.user_id === actor.user.id : may[need]
  if (!allowed) throw forbidden()
  return true
}
