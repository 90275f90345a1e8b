import { useLocation } from 'wouter'
import type { TufRepo, UpdatesTrustRoot } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

/** Row and page actions for a repository (the style rules). */
export function repoActions(
  repo: TufRepo,
  currentTarget: string | null | undefined,
  onSetTarget: (version: string) => void,
): MenuAction[] {
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
  const confirm = useConfirmedWrite()
  const systemUpdateTrustRootDeleteParams = (root: UpdatesTrustRoot) => ({ path: { trustRootId: root.id } })
  return (root: UpdatesTrustRoot): MenuAction[] => [
    { label: 'View', onSelect: () => navigate(to.trustRoot({ trustRootId: root.id })) },
    confirm.menuDelete({
      kind: 'trust root',
      name: root.id,
      extra: 'Repositories signed only by this root can no longer be uploaded.',
      method: 'systemUpdateTrustRootDelete',
      params: systemUpdateTrustRootDeleteParams(root),
      success: 'Trust root deleted',
      then: () => onDeleted?.(),
    }),
  ]
}
