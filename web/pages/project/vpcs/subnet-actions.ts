import { useLocation } from 'wouter'
import type { VpcSubnet } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

export function useSubnetActions(p: { project: string; vpc: string }) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  return (subnet: VpcSubnet): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(to.vpcSubnetEdit({ ...p, subnet: subnet.name })) },
    confirm.menuDelete({
      kind: 'subnet',
      name: subnet.name,
      method: 'vpcSubnetDelete',
      params: { path: { subnet: subnet.name }, query: p },
    }),
  ]
}
