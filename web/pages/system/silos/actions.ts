import type { Silo } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

/** Row actions for a silo (STYLE §5). Deleting a silo deletes everything in it, so it confirms first. */
export function useSiloActions(onDeleted?: () => void) {
  const invalidate = useInvalidate()
  const siloDeleteParams = (silo: Silo) => ({ path: { silo: silo.name } })
  return (silo: Silo): MenuAction[] => [
    {
      label: 'Delete',
      request: preview('siloDelete', siloDeleteParams(silo)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'silo',
          name: silo.name,
          extra: 'Its projects, users and identity providers go with it.',
          doDelete: async () => {
            await callOrThrow('siloDelete', siloDeleteParams(silo))
            await invalidate(['siloList', 'siloUtilizationList', 'siloView'])
            addToast({ content: `Silo ${silo.name} deleted` })
            onDeleted?.()
          },
        }),
    },
  ]
}
