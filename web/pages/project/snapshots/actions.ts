import { useLocation } from 'wouter'
import type { Snapshot } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { rowShortcuts } from '../../../api/rules/row-shortcuts'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'

/** Row actions for a snapshot: make an image from it, or delete it (confirmed). */
export function useSnapshotActions(project: string) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  const snapshotDeleteParams = (snapshot: Snapshot) => ({ path: { snapshot: snapshot.name }, query: { project } })
  return (snapshot: Snapshot): MenuAction[] => [
    { label: 'Create image', onSelect: () => navigate(pb.snapshotImagesNew({ project, snapshot: snapshot.name })) },
    {
      label: 'Delete',
      shortcut: rowShortcuts.snapshot.Delete,
      request: preview('snapshotDelete', snapshotDeleteParams(snapshot)),
      danger: true,
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'snapshot',
          name: snapshot.name,
          method: 'snapshotDelete',
          params: snapshotDeleteParams(snapshot),
          success: `Snapshot ${snapshot.name} deleted`,
        }),
    },
  ]
}
