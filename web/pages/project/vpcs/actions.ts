import { useLocation } from 'wouter'
import type { Vpc } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

export function useVpcActions(project: string) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const vpcDeleteParams = (vpc: Vpc) => ({ path: { vpc: vpc.name }, query: { project } })
  return (vpc: Vpc): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(pb.vpcEdit({ project, vpc: vpc.name })) },
    {
      label: 'Delete',
      request: preview('vpcDelete', vpcDeleteParams(vpc)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'VPC',
          name: vpc.name,
          doDelete: async () => {
            await callOrThrow('vpcDelete', vpcDeleteParams(vpc))
            await invalidate(['vpcList'])
            addToast({ content: `VPC ${vpc.name} deleted` })
          },
        }),
    },
  ]
}
