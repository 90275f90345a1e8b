import { useLocation } from 'wouter'
import type { SupportBundleInfo } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'
import { bundleDisabledReason, shortId } from './bundle-rules'

/** View / delete for a bundle, shared by the list and the detail page (STYLE §5). */
export function useBundleActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const supportBundleDeleteParams = (b: SupportBundleInfo) => ({ path: { bundleId: b.id } })
  return (b: SupportBundleInfo): MenuAction[] => [
    { label: 'View', onSelect: () => navigate(pb.supportBundle({ bundleId: b.id })) },
    {
      label: 'Delete',
      request: preview('supportBundleDelete', supportBundleDeleteParams(b)),
      danger: true,
      disabled: bundleDisabledReason('delete', b),
      onSelect: () =>
        confirmDelete({
          kind: 'support bundle',
          name: shortId(b.id),
          extra: b.state === 'collecting' ? 'Collection stops.' : undefined,
          doDelete: async () => {
            await callOrThrow('supportBundleDelete', supportBundleDeleteParams(b))
            // not the view: refetching a deleted bundle's page would 404 before onDeleted moves away
            await invalidate(['supportBundleList'])
            addToast({ content: 'Support bundle deleted' })
            onDeleted?.()
          },
        }),
    },
  ]
}
