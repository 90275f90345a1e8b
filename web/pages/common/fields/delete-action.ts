import type { ApiMethod, ParamsOf } from '../../../api/client'
import { preview } from '../../../api/request-preview'
import type { MenuAction } from '../../../ui/ActionMenu'
import type { useConfirmMutation } from '../use-confirm-mutation'

type Confirm = ReturnType<typeof useConfirmMutation>

/**
 * A row's Delete, confirmed first: the call's params are given once, so the dialog's
 * write and the menu's Copy as CLI / API preview cannot differ. The toast says '<Kind> <name>
 * deleted' unless `success` says otherwise; `disabled` (with its reason) and `shortcut` are the menu item's.
 */
export const deleteAction = <M extends ApiMethod>(
  confirm: Confirm,
  {
    shortcut,
    disabled,
    ...o
  }: {
    kind: string
    name: string
    extra?: Parameters<Confirm['confirmDelete']>[0]['extra']
    /** Why the server would refuse this delete as things stand, read as the dialog opens (a hook). */
    useRefusal?: () => string | undefined
    method: M
    params: ParamsOf<M>
    success?: string
    then?: () => unknown
  } & Pick<MenuAction, 'shortcut' | 'disabled'>,
): MenuAction => ({
  label: 'Delete',
  danger: true,
  ...(shortcut && { shortcut }),
  ...(disabled !== undefined && { disabled }),
  request: preview(o.method, o.params),
  onSelect: () =>
    confirm.confirmDelete({
      ...o,
      success: o.success ?? `${o.kind[0].toUpperCase()}${o.kind.slice(1)} ${o.name} deleted`,
    }),
})
