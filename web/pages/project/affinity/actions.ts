import { useLocation } from 'wouter'
import type { AffinityGroup } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { groupEditHref, groupOps, kindLabel, type GroupKind } from './kind'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

/** Row actions for a group of either kind: edit, delete (confirmed). */
export function useGroupActions(kind: GroupKind, project: string, afterDelete?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  return (group: AffinityGroup): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(groupEditHref(kind, { project, group: group.name })) },
    {
      label: 'Delete',
      danger: true,
      request: groupOps(kind, project).delete(group.name).request,
      onSelect: () =>
        confirm.confirmDelete({
          kind: kindLabel[kind],
          name: group.name,
          steps: (write) => groupOps(kind, project).delete(group.name).run(write),
          then: () => afterDelete?.(),
          success: `${capitalize(kindLabel[kind])} ${group.name} deleted`,
        }),
    },
  ]
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Where a finished create/edit/delete goes. */
export const affinityHome = (project: string) => to.affinity({ project })
