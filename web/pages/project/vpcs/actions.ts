import { useLocation } from 'wouter'
import type { Vpc } from '../../../api/generated/types'
import { rowShortcuts } from '../../../api/rules/row-shortcuts'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'
import { deleteAction } from '../../common/fields/delete-action'
import { deleteEffectText } from '../../../api/rules/delete-effects'
import { useVpcDeleteRefusal } from './use-vpc-delete-refusal'

export function useVpcActions(project: string) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  return (vpc: Vpc): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.vpcEdit({ project, vpc: vpc.name })) },
    deleteAction(confirm, {
      kind: 'VPC',
      name: vpc.name,
      extra: deleteEffectText.vpc,
      useRefusal: () => useVpcDeleteRefusal(project, vpc.name),
      method: 'vpcDelete',
      params: { path: { vpc: vpc.name }, query: { project } },
      shortcut: rowShortcuts.vpc.Delete,
    }),
  ]
}
