import { lazy } from 'react'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

/** Rack networking for operators (SPEC §7 system networking): address lots, BGP (+ message history), switch port settings and switch ports (apply/clear, LLDP), loopbacks, allow list / ICMP / BFD. */
const lotsCrumb = { label: 'Address lots', href: pb.addressLots() }
const loopbacksCrumb = { label: 'Loopback addresses', href: pb.loopbacks() }
const portSettingsCrumb = { label: 'Switch port settings', href: pb.portSettingsList() }
const switchPortsCrumb = { label: 'Switch ports', href: pb.switchPorts() }

export const rackNetworkingRoutes: AppRoute[] = [
  { path: '/system/networking/address-lots', layout: 'system', crumbs: () => systemCrumbs({ label: 'Address lots' }), page: lazy(() => import('./AddressLotsPage')) },
  { path: '/system/networking/address-lots-new', layout: 'system', crumbs: () => systemCrumbs(lotsCrumb, { label: 'New address lot' }), page: lazy(() => import('./AddressLotCreatePage')) },
  { path: '/system/networking/address-lots/:addressLot', layout: 'system', crumbs: (p) => systemCrumbs(lotsCrumb, { label: p.addressLot }), page: lazy(() => import('./AddressLotPage')) },
  { path: '/system/networking/bgp', layout: 'system', crumbs: () => systemCrumbs({ label: 'BGP' }), page: lazy(() => import('./BgpPage')) },
  { path: '/system/networking/bgp-messages', layout: 'system', crumbs: () => systemCrumbs({ label: 'BGP', href: pb.rackBgp() }, { label: 'Message history' }), page: lazy(() => import('./BgpMessagesPage')) },
  { path: '/system/networking/port-settings', layout: 'system', crumbs: () => systemCrumbs({ label: 'Switch port settings' }), page: lazy(() => import('./PortSettingsListPage')) },
  { path: '/system/networking/port-settings-new', layout: 'system', crumbs: () => systemCrumbs(portSettingsCrumb, { label: 'New port settings' }), page: lazy(() => import('./PortSettingsCreatePage')) },
  { path: '/system/networking/port-settings/:portSettings', layout: 'system', crumbs: (p) => systemCrumbs(portSettingsCrumb, { label: p.portSettings }), page: lazy(() => import('./PortSettingsPage')) },
  { path: '/system/networking/switch-ports', layout: 'system', crumbs: () => systemCrumbs({ label: 'Switch ports' }), page: lazy(() => import('./SwitchPortsPage')) },
  {
    path: '/system/networking/switch-ports/:rackId/:switchSlot/:port',
    layout: 'system',
    crumbs: (p) => systemCrumbs(switchPortsCrumb, { label: `${p.switchSlot} ${p.port}` }),
    page: lazy(() => import('./SwitchPortPage')),
  },
  { path: '/system/networking/loopbacks', layout: 'system', crumbs: () => systemCrumbs({ label: 'Loopback addresses' }), page: lazy(() => import('./LoopbacksPage')) },
  { path: '/system/networking/loopbacks-new', layout: 'system', crumbs: () => systemCrumbs(loopbacksCrumb, { label: 'New loopback address' }), page: lazy(() => import('./LoopbackCreatePage')) },
  { path: '/system/networking/allow-list', layout: 'system', crumbs: () => systemCrumbs({ label: 'Allow list' }), page: lazy(() => import('./AllowListPage')) },
]
