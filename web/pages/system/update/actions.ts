import { useLocation } from 'wouter'
import type { TufRepo, UpdatesTrustRoot } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

/** Row and page actions for a repository (STYLE §5). */
export function repoActions(repo: TufRepo, currentTarget: string | null | undefined, onSetTarget: (version: string) => void): MenuAction[] {
  return [
    {
      label: 'Set as target release',
      disabled: repo.systemVersion === currentTarget && 'Already the target release',
      onSelect: () => onSetTarget(repo.systemVersion),
    },
  ]
}

/** View / delete for a trust root, on the list and its side modal. */
export function useTrustRootActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const systemUpdateTrustRootDeleteParams = (root: UpdatesTrustRoot) => ({ path: { trustRootId: root.id } })
  return (root: UpdatesTrustRoot): MenuAction[] => [
    { label: 'View', onSelect: () => navigate(pb.trustRoot({ trustRootId: root.id })) },
    {
      label: 'Delete',
      request: preview('systemUpdateTrustRootDelete', systemUpdateTrustRootDeleteParams(root)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'trust root',
          name: root.id,
          extra: 'Repositories signed only by this root can no longer be uploaded.',
          doDelete: async () => {
            await callOrThrow('systemUpdateTrustRootDelete', systemUpdateTrustRootDeleteParams(root))
            await invalidate(['systemUpdateTrustRootList'])
            addToast({ content: 'Trust root deleted' })
            onDeleted?.()
          },
        }),
    },
  ]
}
