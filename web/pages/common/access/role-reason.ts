/**
 * Why a write action is disabled for the current user's role, as data so every
 * area words it the same way ('Only project collaborators and admins can do
 * this'). Pure: the hooks in use-role.ts supply the role.
 */
import { allRoles, roleStrength, type RoleKey, type SpecRole } from '../../../api/roles'

export type RoleScope = 'fleet' | 'silo' | 'project'

const plural: Record<SpecRole, string> = { admin: 'admins', collaborator: 'collaborators', viewer: 'viewers' }

/** the rules: roles strength order: the needed role and every stronger one, weakest first. */
function holders(needed: SpecRole): SpecRole[] {
  return allRoles.filter((r) => roleStrength(r) <= roleStrength(needed)).reverse()
}

/** 'Only project collaborators and admins can do this'. */
export function roleRequirement(needed: SpecRole, scope: RoleScope): string {
  const names = holders(needed).map((r) => plural[r])
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return `Only ${scope} ${list} can do this`
}

/** True when `role` is at least as strong as `needed` (the rules: roles, ranks). */
export function hasRole(role: RoleKey | undefined, needed: SpecRole): boolean {
  return role !== undefined && roleStrength(role) <= roleStrength(needed)
}

/** The reason shown while the role is still loading. */
export const CHECKING_PERMISSIONS = 'Checking your permissions'

/**
 * The disabled reason for an action needing `needed` on `scope`, or undefined
 * when `role` suffices. While the role is still loading the action is disabled
 * too, so nothing can be clicked and then refused.
 */
export function roleDisabledReason(
  role: RoleKey | undefined,
  needed: SpecRole,
  scope: RoleScope,
  loading = false,
): string | undefined {
  if (loading) return CHECKING_PERMISSIONS
  return hasRole(role, needed) ? undefined : roleRequirement(needed, scope)
}
