import { useLocation } from 'wouter'
import type { VpcSubnet } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

export function useSubnetActions(p: { project: string; vpc: string }) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const vpcSubnetDeleteParams = (subnet: VpcSubnet) => ({ path: { subnet: subnet.name }, query: p })
  return (subnet: VpcSubnet): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.vpcSubnetEdit({ ...p, subnet: subnet.name })) },
    {
      label: 'Delete',
      request: preview('vpcSubnetDelete', vpcSubnetDeleteParams(subnet)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'subnet',
          name: subnet.name,
          doDelete: async () => {
            await callOrThrow('vpcSubnetDelete', vpcSubnetDeleteParams(subnet))
            await invalidate(['vpcSubnetList'])
            addToast({ content: `Subnet ${subnet.name} deleted` })
          },
        }),
    },
  ]
}
