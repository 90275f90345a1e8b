import { useLocation } from 'wouter'
import type { InternetGateway, InternetGatewayIpAddress, InternetGatewayIpPool } from '../../../api/generated/types'
import { callOrThrow } from '../../../api/call'
import { preview } from '../../../api/request-preview'
import { useInvalidate } from '../../../api/hooks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { confirmAction, confirmDelete } from '../../../ui/ConfirmDialog'
import { addToast } from '../../../ui/Toast'

type V = { project: string; vpc: string }

export function useGatewayActions(p: V, afterDelete?: () => void) {
  const [, navigate] = useLocation()
  const invalidate = useInvalidate()
  const internetGatewayDeleteParams = (gateway: InternetGateway) => ({ path: { gateway: gateway.name }, query: { ...p, cascade: true } })
  return (gateway: InternetGateway): MenuAction[] => [
    { label: 'View', onSelect: () => navigate(pb.vpcInternetGateway({ ...p, gateway: gateway.name })) },
    {
      label: 'Delete',
      request: preview('internetGatewayDelete', internetGatewayDeleteParams(gateway)),
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'internet gateway',
          name: gateway.name,
          extra: 'Its attached IP addresses and IP pools are detached with it.',
          doDelete: async () => {
            // cascade: the API refuses to delete a gateway that still has attachments otherwise.
            await callOrThrow('internetGatewayDelete', internetGatewayDeleteParams(gateway))
            await invalidate(['internetGatewayList'])
            addToast({ content: `Internet gateway ${gateway.name} deleted` })
            afterDelete?.()
          },
        }),
    },
  ]
}

type G = V & { gateway: string }

export function useGatewayAddressActions(p: G) {
  const invalidate = useInvalidate()
  const internetGatewayIpAddressDeleteParams = (a: InternetGatewayIpAddress) => ({ path: { address: a.name }, query: p })
  return (a: InternetGatewayIpAddress): MenuAction[] => [
    {
      label: 'Detach',
      request: preview('internetGatewayIpAddressDelete', internetGatewayIpAddressDeleteParams(a)),
      danger: true,
      onSelect: () =>
        confirmAction({
          title: 'Detach IP address',
          content: `Detach ${a.address} (${a.name}) from internet gateway ${p.gateway}?`,
          actionLabel: 'Detach',
          danger: true,
          errorTitle: 'Could not detach IP address',
          doAction: async () => {
            await callOrThrow('internetGatewayIpAddressDelete', internetGatewayIpAddressDeleteParams(a))
            await invalidate(['internetGatewayIpAddressList'])
            addToast({ content: `IP address ${a.address} detached` })
          },
        }),
    },
  ]
}

export function useGatewayPoolActions(p: G) {
  const invalidate = useInvalidate()
  const internetGatewayIpPoolDeleteParams = (pool: InternetGatewayIpPool) => ({ path: { pool: pool.name }, query: p })
  return (pool: InternetGatewayIpPool): MenuAction[] => [
    {
      label: 'Detach',
      request: preview('internetGatewayIpPoolDelete', internetGatewayIpPoolDeleteParams(pool)),
      danger: true,
      onSelect: () =>
        confirmAction({
          title: 'Detach IP pool',
          content: `Detach IP pool ${pool.name} from internet gateway ${p.gateway}?`,
          actionLabel: 'Detach',
          danger: true,
          errorTitle: 'Could not detach IP pool',
          doAction: async () => {
            await callOrThrow('internetGatewayIpPoolDelete', internetGatewayIpPoolDeleteParams(pool))
            await invalidate(['internetGatewayIpPoolList'])
            addToast({ content: `IP pool ${pool.name} detached` })
          },
        }),
    },
  ]
}
