import { useLocation } from 'wouter'
import type { Snapshot } from '../../../api/generated/types'
import { rowShortcuts } from '../../../api/rules/row-shortcuts'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { deleteEffectText } from '../../../api/rules/delete-effects'

/** Row actions for a snapshot: make an image from it, or delete it (confirmed). */
export function useSnapshotActions(project: string) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  return (snapshot: Snapshot): MenuAction[] => [
    { label: 'Create image', onSelect: () => navigate(to.snapshotImagesNew({ project, snapshot: snapshot.name })) },
    confirm.menuDelete({
      kind: 'snapshot',
      name: snapshot.name,
      extra: deleteEffectText.snapshot,
      method: 'snapshotDelete',
      params: { path: { snapshot: snapshot.name }, query: { project } },
      shortcut: rowShortcuts.snapshot.Delete,
    }),
  ]
}
