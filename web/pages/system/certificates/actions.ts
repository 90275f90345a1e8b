import type { Certificate } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'

export function useCertificateActions(onDeleted?: () => void) {
  const confirm = useConfirmMutation()
  const certificateDeleteParams = (c: Certificate) => ({ path: { certificate: c.name } })
  return (c: Certificate): MenuAction[] => [
    {
      label: 'Delete',
      request: preview('certificateDelete', certificateDeleteParams(c)),
      danger: true,
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'certificate',
          name: c.name,
          extra: 'Endpoints that present it need another valid certificate.',
          method: 'certificateDelete',
          params: certificateDeleteParams(c),
          success: `Certificate ${c.name} deleted`,
          then: () => onDeleted?.(),
        }),
    },
  ]
}
