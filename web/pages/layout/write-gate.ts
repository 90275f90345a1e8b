import { frameWriteRole } from '../../api/roles'
import type { LayoutKind } from '../../routing/types'
import { hasRole, roleRequirement, useScopeRole } from '../access/use-role'

/**
 * The frame's write gate (web/ui/write-gate.tsx): why the signed-in user may not change anything
 * in this frame ('Only fleet admins can do this'), from the role table in web/api/roles.ts.
 *
 * Optimistic while the role loads or cannot be read (a failed policy request): controls stay
 * enabled rather than flicker disabled on every page, and the server still refuses what the role
 * does not allow, with its message in a toast.
 */
export function useFrameWriteGate(kind: Exclude<LayoutKind, 'public'>, project: string | undefined): string | undefined {
  const need = frameWriteRole[kind]
  const { role, isLoading, isUnknown } = useScopeRole(need?.scope, project)
  if (!need || isLoading || isUnknown) return undefined
  // A limited collaborator may create most things a collaborator may (not networking); the
  // server refuses the rest, so only viewers and the roleless are stopped up front.
  const allowed = hasRole(role, need.role) || (need.role === 'collaborator' && role === 'limited_collaborator')
  return allowed ? undefined : roleRequirement(need.role, need.scope)
}
