/**
 * The current user's effective role (SPEC §6: the strongest of what is
 * assigned to them directly or through their groups), for any area that must
 * disable writes with a reason:
 *
 *   const { role, isLoading } = useProjectRole(project)
 *   disabled: roleDisabledReason(role, 'collaborator', 'project', isLoading)
 */
import { useApiQuery } from '../../api/hooks'
import { userRoleFromPolicies, type Policy, type RoleKey } from '../../api/roles'

export { hasRole, roleDisabledReason, roleRequirement, type RoleScope } from './role-reason'

/** SPEC §9: the list/batch size used where a whole list is wanted at once. */
export const ALL_ISH = 1000

export type RoleState = { role: RoleKey | undefined; isLoading: boolean }

function useMe() {
  const me = useApiQuery('currentUserView', {})
  const groups = useApiQuery('currentUserGroups', { query: { limit: ALL_ISH } })
  return { me: me.data, groups: groups.data?.items, isLoading: me.isLoading || groups.isLoading }
}

/** Strongest role across the policies that loaded; a policy we may not read counts as no role. */
function roleFrom(me: { id: string } | undefined, groups: { id: string }[] | undefined, policies: (Policy | undefined)[]) {
  if (!me) return undefined
  return userRoleFromPolicies(me, groups ?? [], policies.filter((p): p is Policy => p !== undefined))
}

/**
 * Role on the current user's silo. `siloAdmin` on /v1/me is the server's own
 * answer, so it wins even before (or without) the policy loading.
 */
export function useSiloRole(): RoleState {
  const { me, groups, isLoading } = useMe()
  const policy = useApiQuery('policyView', {}, { enabled: Boolean(me && !me.siloAdmin) })
  if (me?.siloAdmin) return { role: 'admin', isLoading: false }
  return { role: roleFrom(me, groups, [policy.data]), isLoading: isLoading || policy.isLoading }
}

/** Role on a project: silo roles carry down to every project, so both policies count. */
export function useProjectRole(project: string): RoleState {
  const { me, groups, isLoading } = useMe()
  const enabled = Boolean(me && !me.siloAdmin)
  const silo = useApiQuery('policyView', {}, { enabled })
  const proj = useApiQuery('projectPolicyView', { path: { project } }, { enabled })
  if (me?.siloAdmin) return { role: 'admin', isLoading: false }
  return {
    role: roleFrom(me, groups, [silo.data, proj.data]),
    isLoading: isLoading || silo.isLoading || proj.isLoading,
  }
}

/** Role on the fleet (system policy). Operators outside it cannot read it: no role. */
export function useFleetRole(): RoleState {
  const { me, groups, isLoading } = useMe()
  const policy = useApiQuery('systemPolicyView', {})
  return { role: roleFrom(me, groups, [policy.data]), isLoading: isLoading || policy.isLoading }
}
