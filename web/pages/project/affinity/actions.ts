import { useLocation } from 'wouter'
import type { AffinityGroup } from '../../../api/generated/types'
import { useInvalidate } from '../../../api/hooks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'
import { GROUP_METHODS, groupCalls, groupEditHref, groupOps, kindLabel, type GroupKind } from './kind'

/** Row actions for a group of either kind: edit, delete (confirmed). */
export function useGroupActions(kind: GroupKind, project: string, afterDelete?: () => void) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  return (group: AffinityGroup): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(groupEditHref(kind, { project, group: group.name })) },
    {
      label: 'Delete',
      danger: true,
      request: groupOps(kind, project).delete(group.name).request,
      onSelect: () =>
        confirmDelete({
          kind: kindLabel[kind],
          name: group.name,
          doDelete: async () => {
            await groupCalls(kind, project).delete(group.name)
            await invalidate([...GROUP_METHODS])
            addToast({ content: `${capitalize(kindLabel[kind])} ${group.name} deleted` })
            afterDelete?.()
          },
        }),
    },
  ]
}

export const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Where a finished create/edit/delete goes. */
export const affinityHome = (project: string) => pb.affinity({ project })
