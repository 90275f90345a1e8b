import type { Certificate } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

export function useCertificateActions(onDeleted?: () => void) {
  const invalidate = useInvalidate()
  const certificateDeleteParams = (c: Certificate) => ({ path: { certificate: c.name } })
  return (c: Certificate): MenuAction[] => [
    {
      label: 'Delete',
      request: preview('certificateDelete', certificateDeleteParams(c)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'certificate',
          name: c.name,
          extra: 'Endpoints that present it need another valid certificate.',
          doDelete: async () => {
            await callOrThrow('certificateDelete', certificateDeleteParams(c))
            await invalidate(['certificateList'])
            addToast({ content: `Certificate ${c.name} deleted` })
            onDeleted?.()
          },
        }),
    },
  ]
}
