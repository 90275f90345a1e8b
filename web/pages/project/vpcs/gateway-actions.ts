import { useLocation } from 'wouter'
import type { InternetGateway, InternetGatewayIpAddress, InternetGatewayIpPool } from '../../../api/generated/types'
import type { ParamsOf } from '../../../api/client'
import { preview } from '../../../api/request-preview'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

type V = { project: string; vpc: string }

export function useGatewayActions(p: V, afterDelete?: () => void) {
  const [, navigate] = useLocation()
  const confirm = useConfirmedWrite()
  const internetGatewayDeleteParams = (gateway: InternetGateway) => ({
    path: { gateway: gateway.name },
    query: { ...p, cascade: true },
  })
  return (gateway: InternetGateway): MenuAction[] => [
    { label: 'View', onSelect: () => navigate(to.vpcInternetGateway({ ...p, gateway: gateway.name })) },
    confirm.menuDelete({
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

/**
 * Detach, confirmed: an address or a pool off the gateway. `thing` is what it is ('IP address'),
 * `what` how the question names it, `which` how the toast does.
 */
function detachAction<M extends 'internetGatewayIpAddressDelete' | 'internetGatewayIpPoolDelete'>(
  confirm: ReturnType<typeof useConfirmedWrite>,
  gateway: string,
  o: { thing: string; what: string; which: string; method: M; params: ParamsOf<M> },
): MenuAction {
  return {
    label: 'Detach',
    request: preview(o.method, o.params),
    danger: true,
    onSelect: () =>
      confirm.confirmAction({
        title: `Detach ${o.thing}`,
        content: `Detach ${o.what} from internet gateway ${gateway}?`,
        actionLabel: 'Detach',
        danger: true,
        errorTitle: `Could not detach ${o.thing}`,
        method: o.method,
        params: o.params,
        success: `${o.thing} ${o.which} detached`,
      }),
  }
}

export function useGatewayAddressActions(p: G) {
  const confirm = useConfirmedWrite()
  return (a: InternetGatewayIpAddress): MenuAction[] => [
    detachAction(confirm, p.gateway, {
      thing: 'IP address',
      what: `${a.address} (${a.name})`,
      which: a.address,
      method: 'internetGatewayIpAddressDelete',
      params: { path: { address: a.name }, query: p },
    }),
  ]
}

export function useGatewayPoolActions(p: G) {
  const confirm = useConfirmedWrite()
  return (pool: InternetGatewayIpPool): MenuAction[] => [
    detachAction(confirm, p.gateway, {
      thing: 'IP pool',
      what: `IP pool ${pool.name}`,
      which: pool.name,
      method: 'internetGatewayIpPoolDelete',
      params: { path: { pool: pool.name }, query: p },
    }),
  ]
}
