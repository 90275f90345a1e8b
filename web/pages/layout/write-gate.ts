import { frameAllowsWrite, frameWriteNeed, frameWriteRole } from '../../api/roles'
import type { LayoutKind } from '../../routing/types'
import { roleRequirement, useScopeRole } from '../common/access/use-role'

/**
 * The frame's write gate (web/ui/write-gate.tsx): why the signed-in user may not change anything
 * on this page of the frame ('Only project admins can do this'), from the permission table in
 * web/api/permissions.ts (a limited collaborator writes everywhere in a project but its networking;
 * a project itself is changed by its admins).
 *
 * Optimistic while the role loads or cannot be read (a failed policy request): controls stay
 * enabled rather than flicker disabled on every page, and the server still refuses what the role
 * does not allow, with its message in a toast.
 */
export function useFrameWriteGate(
  kind: Exclude<LayoutKind, 'public'>,
  project: string | undefined,
  path: string,
): string | undefined {
  const need = frameWriteNeed(kind, path)
  const { role, isLoading, isUnknown } = useScopeRole(need?.scope, project)
  if (!need || isLoading || isUnknown) return undefined
  return frameAllowsWrite(need, role) ? undefined : roleRequirement(frameWriteRole(need), need.scope)
}
