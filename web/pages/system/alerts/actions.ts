import { useLocation } from 'wouter'
import type { AlertReceiver } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'
import { deleteAction } from '../../common/fields/delete-action'

/** Edit / delete for a receiver, on the list and its page (the style rules). */
export function useReceiverActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  const alertReceiverDeleteParams = (r: AlertReceiver) => ({ path: { receiver: r.name } })
  return (r: AlertReceiver): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(to.alertReceiverEdit({ receiver: r.name })) },
    deleteAction(confirm, {
      kind: 'receiver',
      name: r.name,
      extra: 'Alerts are no longer sent to its endpoint.',
      method: 'alertReceiverDelete',
      params: alertReceiverDeleteParams(r),
      then: () => onDeleted?.(),
    }),
  ]
}
