import { useLocation } from 'wouter'
import type { IpPool } from '../../../../api/generated/types'
import { callOrThrow } from '../../../../api/call'
import { preview } from '../../../../api/request-preview'
import { useInvalidate } from '../../../../api/hooks'
import { pb } from '../../../../paths'
import type { MenuAction } from '../../../../ui/ActionMenu'
import { confirmDelete } from '../../../../ui/ConfirmDialog'
import { addToast } from '../../../../ui/Toast'

/** Edit / delete for a pool, on the list and the pool's page (STYLE §5). */
export function useIpPoolActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const systemIpPoolDeleteParams = (pool: IpPool) => ({ path: { pool: pool.name } })
  return (pool: IpPool): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.ipPoolEdit({ pool: pool.name })) },
    {
      label: 'Delete',
      request: preview('systemIpPoolDelete', systemIpPoolDeleteParams(pool)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'IP pool',
          name: pool.name,
          extra: 'A pool with ranges or linked silos cannot be deleted; remove those first.',
          doDelete: async () => {
            await callOrThrow('systemIpPoolDelete', systemIpPoolDeleteParams(pool))
            await invalidate(['systemIpPoolList', 'siloIpPoolList'])
            addToast({ content: `IP pool ${pool.name} deleted` })
            onDeleted?.()
          },
        }),
    },
  ]
}
