import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

/** Rack networking for operators (SPEC §7 system networking): address lots, BGP (+ message history), switch port settings and switch ports (apply/clear, LLDP), loopbacks, allow list / ICMP / BFD. */
const lotsCrumb = { label: 'Address lots', href: pb.addressLots() }
const loopbacksCrumb = { label: 'Loopback addresses', href: pb.loopbacks() }
const portSettingsCrumb = { label: 'Switch port settings', href: pb.portSettingsList() }
const switchPortsCrumb = { label: 'Switch ports', href: pb.switchPorts() }

export const rackNetworkingRoutes: AppRoute[] = [
  { path: '/system/networking/address-lots', layout: 'system', crumbs: () => systemCrumbs({ label: 'Address lots' }), page: lazyPage(() => import('./AddressLotsPage')) },
  { path: '/system/networking/address-lots-new', layout: 'system', crumbs: () => systemCrumbs(lotsCrumb, { label: 'New address lot' }), page: lazyPage(() => import('./AddressLotCreatePage')) },
  { path: '/system/networking/address-lots/:addressLot', layout: 'system', crumbs: (p) => systemCrumbs(lotsCrumb, { label: p.addressLot }), page: lazyPage(() => import('./AddressLotPage')) },
  { path: '/system/networking/bgp', layout: 'system', crumbs: () => systemCrumbs({ label: 'BGP' }), page: lazyPage(() => import('./BgpPage')) },
  { path: '/system/networking/bgp-messages', layout: 'system', crumbs: () => systemCrumbs({ label: 'BGP', href: pb.rackBgp() }, { label: 'Message history' }), page: lazyPage(() => import('./BgpMessagesPage')) },
  { path: '/system/networking/port-settings', layout: 'system', crumbs: () => systemCrumbs({ label: 'Switch port settings' }), page: lazyPage(() => import('./PortSettingsListPage')) },
  { path: '/system/networking/port-settings-new', layout: 'system', crumbs: () => systemCrumbs(portSettingsCrumb, { label: 'New port settings' }), page: lazyPage(() => import('./PortSettingsCreatePage')) },
  { path: '/system/networking/port-settings/:portSettings', layout: 'system', crumbs: (p) => systemCrumbs(portSettingsCrumb, { label: p.portSettings }), page: lazyPage(() => import('./PortSettingsPage')) },
  { path: '/system/networking/switch-ports', layout: 'system', crumbs: () => systemCrumbs({ label: 'Switch ports' }), page: lazyPage(() => import('./SwitchPortsPage')) },
  {
    path: '/system/networking/switch-ports/:rackId/:switchSlot/:port',
    layout: 'system',
    crumbs: (p) => systemCrumbs(switchPortsCrumb, { label: `${p.switchSlot} ${p.port}` }),
    page: lazyPage(() => import('./SwitchPortPage')),
  },
  { path: '/system/networking/loopbacks', layout: 'system', crumbs: () => systemCrumbs({ label: 'Loopback addresses' }), page: lazyPage(() => import('./LoopbacksPage')) },
  { path: '/system/networking/loopbacks-new', layout: 'system', crumbs: () => systemCrumbs(loopbacksCrumb, { label: 'New loopback address' }), page: lazyPage(() => import('./LoopbackCreatePage')) },
  { path: '/system/networking/allow-list', layout: 'system', crumbs: () => systemCrumbs({ label: 'Allow list' }), page: lazyPage(() => import('./AllowListPage')) },
]
