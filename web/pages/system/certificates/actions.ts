import type { Certificate } from '../../../api/generated/types'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'
import { deleteAction } from '../../common/fields/delete-action'

export function useCertificateActions(onDeleted?: () => void) {
  const confirm = useConfirmMutation()
  const certificateDeleteParams = (c: Certificate) => ({ path: { certificate: c.name } })
  return (c: Certificate): MenuAction[] => [
    deleteAction(confirm, {
      kind: 'certificate',
      name: c.name,
      extra: 'Endpoints that present it need another valid certificate.',
      method: 'certificateDelete',
      params: certificateDeleteParams(c),
      then: () => onDeleted?.(),
    }),
  ]
}
