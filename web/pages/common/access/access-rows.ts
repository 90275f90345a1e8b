/**
 * What the access table shows, as pure data (the rules: roles): one row per identity
 * that holds a role here or, on a project, on the silo above it. The page only
 * renders these rows; the order, names and effective role are decided here so
 * they can be tested without a browser.
 */
import {
  effectiveRole,
  roleOf,
  sortAssignments,
  type Identity,
  type IdentityType,
  type Policy,
  type RoleKey,
} from '../../../api/roles'

export type AccessRow = {
  id: string
  identityType: IdentityType
  /** Display name from the users / groups lists, else the id (a deleted or foreign identity). */
  name: string
  /** The role held on this resource's own policy. */
  role?: RoleKey
  /** The role held on the parent policy (the silo, on a project page). */
  inheritedRole?: RoleKey
  /** the rules: roles: the strongest of the two. */
  effective: RoleKey
}

/**
 * Rows for the access table: identities of `policy` plus those of `inherited`,
 * named from `identities`, groups first then users, by name (the rules: roles).
 */
export function accessRows(policy: Policy, identities: readonly Identity[], inherited?: Policy): AccessRow[] {
  const names = new Map(identities.map((i) => [i.id, i.displayName]))
  const seen = new Map<string, IdentityType>()
  for (const a of [...policy.roleAssignments, ...(inherited?.roleAssignments ?? [])]) {
    if (!seen.has(a.identityId)) seen.set(a.identityId, a.identityType)
  }
  const rows = [...seen].map(([id, identityType]): AccessRow => {
    const role = roleOf(policy, id)
    const inheritedRole = inherited ? roleOf(inherited, id) : undefined
    const effective = effectiveRole([role, inheritedRole].filter((r): r is RoleKey => r !== undefined))!
    return { id, identityType, name: names.get(id) ?? id, role, inheritedRole, effective }
  })
  return sortAssignments(rows)
}

/** Users and groups as one identity list for the picker and for name lookups. */
export function toIdentities(
  users: readonly { id: string; displayName: string }[],
  groups: readonly { id: string; displayName: string }[],
): Identity[] {
  return [
    ...groups.map((g) => ({ id: g.id, displayName: g.displayName, identityType: 'silo_group' as const })),
    ...users.map((u) => ({ id: u.id, displayName: u.displayName, identityType: 'silo_user' as const })),
  ]
}

/** Labels as people say them: the API's `limited_collaborator` reads 'limited collaborator'. */
export const roleLabel = (role: RoleKey) => role.replace('_', ' ')

export const identityTypeLabel: Record<IdentityType, string> = {
  silo_group: 'Group',
  silo_user: 'User',
}
