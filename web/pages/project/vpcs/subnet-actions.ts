import { useLocation } from 'wouter'
import type { VpcSubnet } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'

export function useSubnetActions(p: { project: string; vpc: string }) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  const vpcSubnetDeleteParams = (subnet: VpcSubnet) => ({ path: { subnet: subnet.name }, query: p })
  return (subnet: VpcSubnet): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.vpcSubnetEdit({ ...p, subnet: subnet.name })) },
    {
      label: 'Delete',
      request: preview('vpcSubnetDelete', vpcSubnetDeleteParams(subnet)),
      danger: true,
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'subnet',
          name: subnet.name,
          method: 'vpcSubnetDelete',
          params: vpcSubnetDeleteParams(subnet),
          success: `Subnet ${subnet.name} deleted`,
        }),
    },
  ]
}
