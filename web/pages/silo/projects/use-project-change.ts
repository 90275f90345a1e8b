import { useEffect, useRef, useState } from 'react'
import { useList, useQuery } from '../../../api/reads'
import type { Project } from '../../../api/generated/types'
import { readOnce } from '../../../api/hooks'
import { allows, projectRole } from '../../../api/permissions'
import { frameWriteRole, userRoleFromPolicies, type FrameWriteNeed, type RoleKey } from '../../../api/roles'
import { CHECKING_PERMISSIONS } from '../../common/access/role-reason'
import { roleRequirement, useSiloRole } from '../../common/access/use-role'

/** Renaming, deleting or re-granting a project: its admins' (a silo collaborator is one on every project). */
const CHANGE_PROJECT: FrameWriteNeed = { resource: 'project', action: 'modify', scope: 'project' }
const NOT_ADMIN = roleRequirement(frameWriteRole(CHANGE_PROJECT), 'project')

/** A project's own grant to the user: a role, none, or unknown (its policy could not be read). */
type OwnRole = RoleKey | 'none' | 'unknown'

/**
 * Why the user may not change each project of the silo's list, or undefined when they may. A silo
 * collaborator or admin administers every project, so nothing more is read; anyone else may still
 * be an admin of some projects through their own policies, which are read (once each) for the
 * rows the list shows. Optimistic where a role cannot be read, like the frame's write gate: the
 * server still refuses, with its message in a toast.
 */
export function useProjectChangeReason(): (project: Project) => string | undefined {
  const silo = useSiloRole()
  const me = useQuery('currentUserView', {}).data
  const groups = useList('currentUserGroups', { query: {} }).data?.items
  const [own, setOwn] = useState<Record<string, OwnRole>>({})
  const wanted = useRef(new Set<string>())
  const asked = useRef(new Set<string>())
  const siloDecides = silo.isLoading || silo.isUnknown || projectRole({ silo: silo.role }) === 'admin'

  // after each render: read the policies of the projects it showed that were not read yet
  useEffect(() => {
    if (siloDecides || !me || !groups) return
    for (const name of wanted.current) {
      if (asked.current.has(name)) continue
      asked.current.add(name)
      readOnce('projectPolicyView', { path: { project: name } })
        .then((policy) => setOwn((o) => ({ ...o, [name]: userRoleFromPolicies(me, groups, [policy]) ?? 'none' })))
        .catch(() => setOwn((o) => ({ ...o, [name]: 'unknown' })))
    }
  })

  return (project) => {
    if (siloDecides) return undefined
    const role = own[project.name]
    if (role === undefined) {
      wanted.current.add(project.name)
      return CHECKING_PERMISSIONS
    }
    if (role === 'unknown') return undefined
    const held = { inSilo: true, silo: silo.role, project: role === 'none' ? undefined : role }
    return allows(CHANGE_PROJECT.resource, CHANGE_PROJECT.action, held) ? undefined : NOT_ADMIN
  }
}
