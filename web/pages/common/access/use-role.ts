/**
 * The current user's effective role (the rules: roles: the strongest of what is
 * assigned to them directly or through their groups), for any area that must
 * disable writes with a reason:
 *
 *   const { role, isLoading } = useProjectRole(project)
 *   disabled: roleDisabledReason(role, 'collaborator', 'project', isLoading)
 */
import { useList, useQuery } from '../../../api/reads'
import { projectRole } from '../../../api/permissions'
import { userRoleFromPolicies, type Policy, type RoleKey } from '../../../api/roles'

import type { RoleScope } from './role-reason'

export { roleDisabledReason, roleRequirement, type RoleScope } from './role-reason'

export type RoleState = {
  role: RoleKey | undefined
  isLoading: boolean
  /** A policy could not be read for a reason other than lacking the role (a 403): the role is unknown. */
  isUnknown?: boolean
}

function useMe() {
  const me = useQuery('currentUserView', {})
  // every group of mine (a role granted through the 1,001st group counts too)
  const groups = useList('currentUserGroups', { query: {} })
  return { me: me.data, groups: groups.data?.items, isLoading: me.isLoading || groups.isLoading }
}

/** Strongest role across the policies that loaded; a policy we may not read counts as no role. */
function roleFrom(
  me: { id: string } | undefined,
  groups: { id: string }[] | undefined,
  policies: (Policy | undefined)[],
) {
  if (!me) return undefined
  return userRoleFromPolicies(
    me,
    groups ?? [],
    policies.filter((p): p is Policy => p !== undefined),
  )
}

/** Role on the current user's silo; `siloAdmin` on /v1/me is the server's own answer, so it wins. */
export const useSiloRole = (): RoleState => useScopeRole('silo')

/** Role on a project: silo roles carry down to every project (a silo collaborator as its admin), so both policies count. */
export const useProjectRole = (project: string): RoleState => useScopeRole('project', project)

/** Role on the fleet (system policy). Operators outside it cannot read it: no role. */
export const useFleetRole = (): RoleState => useScopeRole('fleet')

/**
 * Role at one scope, fetching only that scope's policies (none when `scope` is undefined). The
 * frame's write gate uses it, so it must be callable unconditionally on every page.
 */
export function useScopeRole(scope: RoleScope | undefined, project?: string): RoleState {
  const { me, groups, isLoading } = useMe()
  const siloAdmin = Boolean(me?.siloAdmin) && scope !== 'fleet'
  const wants = (s: RoleScope) => Boolean(me) && !siloAdmin && (scope === s || (s === 'silo' && scope === 'project'))
  const fleet = useQuery('systemPolicyView', {}, { enabled: wants('fleet') })
  const silo = useQuery('policyView', {}, { enabled: wants('silo') })
  const proj = useQuery(
    'projectPolicyView',
    { path: { project: project ?? '' } },
    { enabled: wants('project') && Boolean(project) },
  )
  if (!scope) return { role: undefined, isLoading: false }
  if (siloAdmin) return { role: 'admin', isLoading: false }
  const policies = scope === 'fleet' ? [fleet] : scope === 'silo' ? [silo] : [silo, proj]
  const [first, second] = policies.map((p) => roleFrom(me, groups, [p.data]))
  return {
    // on a project, the silo's role counts as what it implies there (a silo collaborator administers it)
    role: scope === 'project' ? projectRole({ silo: first, project: second }) : first,
    isLoading: isLoading || policies.some((p) => p.isLoading),
    isUnknown: policies.some((p) => p.error && p.error.statusCode !== 403),
  }
}
