import { useLocation } from 'wouter'
import type { Vpc } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { rowShortcuts } from '../../../api/rules/row-shortcuts'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'

export function useVpcActions(project: string) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  const vpcDeleteParams = (vpc: Vpc) => ({ path: { vpc: vpc.name }, query: { project } })
  return (vpc: Vpc): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.vpcEdit({ project, vpc: vpc.name })) },
    {
      label: 'Delete',
      shortcut: rowShortcuts.vpc.Delete,
      request: preview('vpcDelete', vpcDeleteParams(vpc)),
      danger: true,
      onSelect: () =>
        confirm.confirmDelete({
          kind: 'VPC',
          name: vpc.name,
          method: 'vpcDelete',
          params: vpcDeleteParams(vpc),
          success: `VPC ${vpc.name} deleted`,
        }),
    },
  ]
}
