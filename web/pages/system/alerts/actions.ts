import { useLocation } from 'wouter'
import type { AlertReceiver } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

/** Edit / delete for a receiver, on the list and its page (the style rules). */
export function useReceiverActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  const alertReceiverDeleteParams = (r: AlertReceiver) => ({ path: { receiver: r.name } })
  return (r: AlertReceiver): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(to.alertReceiverEdit({ receiver: r.name })) },
    confirm.menuDelete({
      kind: 'receiver',
      name: r.name,
      extra: 'Alerts are no longer sent to its endpoint.',
      method: 'alertReceiverDelete',
      params: alertReceiverDeleteParams(r),
      then: () => onDeleted?.(),
    }),
  ]
}
