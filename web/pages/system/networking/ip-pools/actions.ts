import { useLocation } from 'wouter'
import type { IpPool } from '../../../../api/generated/types'
import { preview } from '../../../../api/request-preview'
import { pb } from '../../../../paths'
import type { MenuAction } from '../../../../ui/ActionMenu'
import { useConfirmMutation } from '../../../common/use-confirm-mutation'

/** Edit / delete for a pool, on the list and the pool's page (STYLE §5). */
export function useIpPoolActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  const systemIpPoolDeleteParams = (pool: IpPool) => ({ path: { pool: pool.name } })
  return (pool: IpPool): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.ipPoolEdit({ pool: pool.name })) },
    {
      label: 'Delete',
      request: preview('systemIpPoolDelete', systemIpPoolDeleteParams(pool)),
      danger: true,
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'IP pool',
          name: pool.name,
          extra: 'A pool with ranges or linked silos cannot be deleted; remove those first.',
          method: 'systemIpPoolDelete',
          params: systemIpPoolDeleteParams(pool),
          success: `IP pool ${pool.name} deleted`,
          then: () => onDeleted?.(),
        }),
    },
  ]
}
