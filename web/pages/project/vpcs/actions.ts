import { useLocation } from 'wouter'
import type { Vpc } from '../../../api/generated/types'
import { rowShortcuts } from '../../../api/rules/row-shortcuts'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'
import { deleteEffectText } from '../../../api/rules/delete-effects'
import { useVpcDeleteRefusal } from './use-vpc-delete-refusal'

export function useVpcActions(project: string) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  return (vpc: Vpc): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(to.vpcEdit({ project, vpc: vpc.name })) },
    confirm.menuDelete({
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
