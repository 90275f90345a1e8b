import { useLocation } from 'wouter'
import type { SubnetPool } from '../../../../api/generated/types'
import { callOrThrow } from '../../../../api/call'
import { preview } from '../../../../api/request-preview'
import { useInvalidate } from '../../../../api/hooks'
import { pb } from '../../../../paths'
import type { MenuAction } from '../../../../ui/ActionMenu'
import { confirmDelete } from '../../../../ui/ConfirmDialog'
import { addToast } from '../../../../ui/Toast'

export const subnetPoolQueries = ['systemSubnetPoolList', 'systemSubnetPoolView', 'siloSubnetPoolList', 'subnetPoolList'] as const

/** Edit / delete for a subnet pool, on the list and the pool's page (STYLE §5). */
export function useSubnetPoolActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const deleteParams = (pool: SubnetPool) => ({ path: { pool: pool.name } })
  return (pool: SubnetPool): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.subnetPoolEdit({ subnetPool: pool.name })) },
    {
      label: 'Delete',
      request: preview('systemSubnetPoolDelete', deleteParams(pool)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'subnet pool',
          name: pool.name,
          extra: 'A pool with subnets or linked silos cannot be deleted; remove those first.',
          doDelete: async () => {
            await callOrThrow('systemSubnetPoolDelete', deleteParams(pool))
            await invalidate([...subnetPoolQueries])
            addToast({ content: `Subnet pool ${pool.name} deleted` })
            onDeleted?.()
          },
        }),
    },
  ]
}
