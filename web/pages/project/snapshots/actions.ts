import { useLocation } from 'wouter'
import type { Snapshot } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

/** Row actions for a snapshot: make an image from it, or delete it (confirmed). */
export function useSnapshotActions(project: string) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const snapshotDeleteParams = (snapshot: Snapshot) => ({ path: { snapshot: snapshot.name }, query: { project } })
  return (snapshot: Snapshot): MenuAction[] => [
    { label: 'Create image', onSelect: () => navigate(pb.snapshotImagesNew({ project, snapshot: snapshot.name })) },
    {
      label: 'Delete',
      request: preview('snapshotDelete', snapshotDeleteParams(snapshot)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'snapshot',
          name: snapshot.name,
          doDelete: async () => {
            await callOrThrow('snapshotDelete', snapshotDeleteParams(snapshot))
            await invalidate(['snapshotList'])
            addToast({ content: `Snapshot ${snapshot.name} deleted` })
          },
        }),
    },
  ]
}
