import { useLocation } from 'wouter'
import type { Snapshot } from '../../../api/generated/types'
import { rowShortcuts } from '../../../api/rules/row-shortcuts'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'
import { deleteAction } from '../../common/fields/delete-action'
import { deleteEffectText } from '../../../api/rules/delete-effects'

/** Row actions for a snapshot: make an image from it, or delete it (confirmed). */
export function useSnapshotActions(project: string) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  return (snapshot: Snapshot): MenuAction[] => [
    { label: 'Create image', onSelect: () => navigate(pb.snapshotImagesNew({ project, snapshot: snapshot.name })) },
    deleteAction(confirm, {
      kind: 'snapshot',
      name: snapshot.name,
      extra: deleteEffectText.snapshot,
      method: 'snapshotDelete',
      params: { path: { snapshot: snapshot.name }, query: { project } },
      shortcut: rowShortcuts.snapshot.Delete,
    }),
  ]
}
