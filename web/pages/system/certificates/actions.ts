import type { Certificate } from '../../../api/generated/types'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

export function useCertificateActions(onDeleted?: () => void) {
  const confirm = useConfirmedWrite()
  const certificateDeleteParams = (c: Certificate) => ({ path: { certificate: c.name } })
  return (c: Certificate): MenuAction[] => [
    confirm.menuDelete({
      kind: 'certificate',
      name: c.name,
      extra: 'Endpoints that present it need another valid certificate.',
      method: 'certificateDelete',
      params: certificateDeleteParams(c),
      then: () => onDeleted?.(),
    }),
  ]
}
