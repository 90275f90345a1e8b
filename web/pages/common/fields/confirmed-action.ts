import type { ReactNode } from 'react'
import type { ApiMethod, ParamsOf } from '../../../api/client'
import { preview } from '../../../api/request-preview'
import type { MenuAction } from '../../../ui/ActionMenu'
import type { useConfirmMutation } from '../use-confirm-mutation'

type Confirm = ReturnType<typeof useConfirmMutation>

/**
 * A row action that asks first, then makes one call (Remove a range, Unlink a pool, Clear a port's
 * settings): the call's params are given once, so the dialog's write and the menu's Copy as CLI /
 * API preview cannot differ. The dialog's button says what the menu item said; a
 * `danger` action is red in both. A Delete is `deleteAction` (./delete-action.ts).
 */
export const confirmedAction = <M extends ApiMethod>(
  confirm: Confirm,
  o: {
    label: string
    /** The dialog's title, where it says more than the menu's label ('Unlink pool'). */
    title?: string
    content: ReactNode
    errorTitle: string
    danger?: boolean
    /** Why the action cannot run now (the rules tables' reason). */
    disabled?: MenuAction['disabled']
    method: M
    params: ParamsOf<M>
    success: string
  },
): MenuAction => ({
  label: o.label,
  ...(o.danger && { danger: true }),
  ...(o.disabled !== undefined && { disabled: o.disabled }),
  request: preview(o.method, o.params),
  onSelect: () =>
    confirm.confirmAction({
      title: o.title ?? o.label,
      content: o.content,
      actionLabel: o.label,
      danger: o.danger,
      errorTitle: o.errorTitle,
      method: o.method,
      params: o.params,
      success: o.success,
    }),
})
