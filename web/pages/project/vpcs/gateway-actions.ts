import { useLocation } from 'wouter'
import type { InternetGateway, InternetGatewayIpAddress, InternetGatewayIpPool } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'
import { deleteAction } from '../../common/fields/delete-action'

type V = { project: string; vpc: string }

export function useGatewayActions(p: V, afterDelete?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmMutation()
  const internetGatewayDeleteParams = (gateway: InternetGateway) => ({
    path: { gateway: gateway.name },
    query: { ...p, cascade: true },
  })
  return (gateway: InternetGateway): MenuAction[] => [
    { label: 'View', onSelect: () => navigate(pb.vpcInternetGateway({ ...p, gateway: gateway.name })) },
    deleteAction(confirm, {
      kind: 'internet gateway',
      name: gateway.name,
      extra: 'Its attached IP addresses and IP pools are detached with it.',
      // cascade: the API refuses to delete a gateway that still has attachments otherwise.
      method: 'internetGatewayDelete',
      params: internetGatewayDeleteParams(gateway),
      then: () => afterDelete?.(),
    }),
  ]
}

type G = V & { gateway: string }

export function useGatewayAddressActions(p: G) {
  const confirm = useConfirmMutation()
  const internetGatewayIpAddressDeleteParams = (a: InternetGatewayIpAddress) => ({
    path: { address: a.name },
    query: p,
  })
  return (a: InternetGatewayIpAddress): MenuAction[] => [
    {
      label: 'Detach',
      request: preview('internetGatewayIpAddressDelete', internetGatewayIpAddressDeleteParams(a)),
      danger: true,
      onSelect: () =>
        confirm.confirmAction({
          title: 'Detach IP address',
          content: `Detach ${a.address} (${a.name}) from internet gateway ${p.gateway}?`,
          actionLabel: 'Detach',
          danger: true,
          errorTitle: 'Could not detach IP address',
          method: 'internetGatewayIpAddressDelete',
          params: internetGatewayIpAddressDeleteParams(a),
          success: `IP address ${a.address} detached`,
        }),
    },
  ]
}

export function useGatewayPoolActions(p: G) {
  const confirm = useConfirmMutation()
  const internetGatewayIpPoolDeleteParams = (pool: InternetGatewayIpPool) => ({ path: { pool: pool.name }, query: p })
  return (pool: InternetGatewayIpPool): MenuAction[] => [
    {
      label: 'Detach',
      request: preview('internetGatewayIpPoolDelete', internetGatewayIpPoolDeleteParams(pool)),
      danger: true,
      onSelect: () =>
        confirm.confirmAction({
          title: 'Detach IP pool',
          content: `Detach IP pool ${pool.name} from internet gateway ${p.gateway}?`,
          actionLabel: 'Detach',
          danger: true,
          errorTitle: 'Could not detach IP pool',
          method: 'internetGatewayIpPoolDelete',
          params: internetGatewayIpPoolDeleteParams(pool),
          success: `IP pool ${pool.name} detached`,
        }),
    },
  ]
}
