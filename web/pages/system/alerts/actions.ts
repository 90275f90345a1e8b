import { useLocation } from 'wouter'
import type { AlertReceiver } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

/** Edit / delete for a receiver, on the list and its page (STYLE §5). */
export function useReceiverActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const alertReceiverDeleteParams = (r: AlertReceiver) => ({ path: { receiver: r.name } })
  return (r: AlertReceiver): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.alertReceiverEdit({ receiver: r.name })) },
    {
      label: 'Delete',
      request: preview('alertReceiverDelete', alertReceiverDeleteParams(r)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'receiver',
          name: r.name,
          extra: 'Alerts are no longer sent to its endpoint.',
          doDelete: async () => {
            await callOrThrow('alertReceiverDelete', alertReceiverDeleteParams(r))
            await invalidate(['alertReceiverList'])
            addToast({ content: `Receiver ${r.name} deleted` })
            onDeleted?.()
          },
        }),
    },
  ]
}
