import { useLocation } from 'wouter'
import type { SubnetPool } from '../../../../api/generated/types'
import { to } from '../../../../urls'
import type { MenuAction } from '../../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../../common/actions/use-confirmed-write'

/** Edit / delete for a subnet pool, on the list and the pool's page (the style rules). */
export function useSubnetPoolActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  const deleteParams = (pool: SubnetPool) => ({ path: { pool: pool.name } })
  return (pool: SubnetPool): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(to.subnetPoolEdit({ subnetPool: pool.name })) },
    confirm.menuDelete({
      kind: 'subnet pool',
      name: pool.name,
      extra: 'A pool with subnets or linked silos cannot be deleted; remove those first.',
      method: 'systemSubnetPoolDelete',
      params: deleteParams(pool),
      then: () => onDeleted?.(),
    }),
  ]
}
