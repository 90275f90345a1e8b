import { useLocation } from 'wouter'
import type { IpPool, IpPoolAssignment } from '../../../../api/generated/types'
import { preview } from '../../../../api/request-preview'
import { to } from '../../../../urls'
import type { MenuAction } from '../../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../../common/actions/use-confirmed-write'
import { assignmentLabel } from './pool-labels'
import { deleteEffectText } from '../../../../api/rules/delete-effects'
import { usePoolDeleteRefusal } from './use-pool-delete-refusal'

/** systemIpPoolAssign moves a pool between silos' use and the rack's own services. */
const otherAssignment: Record<IpPoolAssignment, IpPoolAssignment> = {
  silos: 'system_services',
  system_services: 'silos',
}
const assignLabel: Record<IpPoolAssignment, string> = {
  silos: 'Assign to system services',
  system_services: 'Assign to silos',
}
const assignText: Record<IpPoolAssignment, (pool: string) => string> = {
  silos: (pool) =>
    `Reserve ${pool} for the rack's own services (NTP, DNS and the like)? Silos can no longer use it: unlink it from every silo first, and no address may be in use.`,
  system_services: (pool) =>
    `Make ${pool} available to silos? The rack's services stop drawing addresses from it; link it to silos afterwards. No address may be in use.`,
}

/** Edit / reassign / delete for a pool, on the list and the pool's page (the style rules). */
export function useIpPoolActions(onDeleted?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  const systemIpPoolDeleteParams = (pool: IpPool) => ({ path: { pool: pool.name } })
  const assignParams = (pool: IpPool) => ({
    path: { pool: pool.name },
    body: { assignment: otherAssignment[pool.assignment] },
  })
  return (pool: IpPool): MenuAction[] => [
    { label: 'Edit', write: true, onSelect: () => navigate(to.ipPoolEdit({ pool: pool.name })) },
    {
      label: assignLabel[pool.assignment],
      write: true,
      request: preview('systemIpPoolAssign', assignParams(pool)),
      onSelect: () =>
        confirm.confirmAction({
          title: assignLabel[pool.assignment],
          content: assignText[pool.assignment](pool.name),
          actionLabel: assignLabel[pool.assignment],
          errorTitle: 'Could not reassign the IP pool',
          method: 'systemIpPoolAssign',
          params: assignParams(pool),
          success: `IP pool ${pool.name} is now for ${assignmentLabel[otherAssignment[pool.assignment]].toLowerCase()}`,
        }),
    },
    confirm.menuDelete({
      kind: 'IP pool',
      name: pool.name,
      extra: deleteEffectText.ipPool,
      useRefusal: () => usePoolDeleteRefusal(pool.name),
      method: 'systemIpPoolDelete',
      params: systemIpPoolDeleteParams(pool),
      then: () => onDeleted?.(),
    }),
  ]
}
