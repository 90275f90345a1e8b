import { useLocation } from 'wouter'
import type { VpcSubnet } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'
import { deleteAction } from '../../common/fields/delete-action'

export function useSubnetActions(p: { project: string; vpc: string }) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  return (subnet: VpcSubnet): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(to.vpcSubnetEdit({ ...p, subnet: subnet.name })) },
    deleteAction(confirm, {
      kind: 'subnet',
      name: subnet.name,
      method: 'vpcSubnetDelete',
      params: { path: { subnet: subnet.name }, query: p },
    }),
  ]
}
