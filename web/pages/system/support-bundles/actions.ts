import { useLocation } from 'wouter'
import type { SupportBundleInfo } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { bundleDeleteStopsCollection, bundleDisabledReason } from '../../../api/rules/support-bundles'
import { shortId } from './bundle-files'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

/** View / delete for a bundle, shared by the list and the detail page (the style rules). */
export function useBundleActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  const supportBundleDeleteParams = (b: SupportBundleInfo) => ({ path: { bundleId: b.id } })
  return (b: SupportBundleInfo): MenuAction[] => [
    { label: 'View', onSelect: () => navigate(to.supportBundle({ bundleId: b.id })) },
    {
      label: 'Delete',
      request: preview('supportBundleDelete', supportBundleDeleteParams(b)),
      danger: true,
      disabled: bundleDisabledReason('delete', b),
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'support bundle',
          name: shortId(b.id),
          extra: bundleDeleteStopsCollection(b) ? 'Collection stops.' : undefined,
          method: 'supportBundleDelete',
          params: supportBundleDeleteParams(b),
          success: 'Support bundle deleted',
          then: () => onDeleted?.(),
        }),
    },
  ]
}
