import { to } from '../../../urls'
import { defineArea } from '../../../routing/area'
import { systemCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Params } from '../../../routing/types'
import { childPage, formOver, formOverAt } from '../../../routing/area-children'

/*
 * Rack networking for operators (the rules: calls system networking): IP and subnet pools, address lots,
 * loopbacks, allow list / ICMP / BFD, then BGP (+ message history), switch port settings and
 * switch ports (apply/clear, LLDP). Split in two headings when they made nine: at
 * most 8 a heading.
 */
const networking = { layout: 'system', nav: 'Networking', trail: () => systemCrumbs() } as const
const routing = { ...networking, nav: 'Routing and switches' } as const
const named = (k: string) => (p: Params) => [{ label: p[k] }]

const pool = (p: Params) => ({ label: p.pool, href: to.ipPool({ pool: p.pool }) })
const ipPools = defineArea({
  ...networking,
  label: 'IP pools',
  route: to.ipPools,
  page: lazyPage(() => import('./ip-pools/IpPoolsPage')),
  children: [
    formOver(to.ipPoolsNew, 'New IP pool', () => import('./ip-pools/IpPoolCreatePage')),
    childPage(to.ipPool, named('pool'), () => import('./ip-pools/IpPoolPage')),
    formOverAt(
      to.ipPool,
      to.ipPoolEdit,
      (p) => [pool(p), { label: 'Edit' }],
      () => import('./ip-pools/IpPoolEditPage'),
    ),
    formOverAt(
      to.ipPool,
      to.ipPoolRangesAdd,
      (p) => [pool(p), { label: 'Add range' }],
      () => import('./ip-pools/RangeAddPage'),
    ),
  ],
})

/** Pools of subnets for projects' external subnets. */
const subnetPool = (p: Params) => ({ label: p.subnetPool, href: to.subnetPool({ subnetPool: p.subnetPool }) })
const subnetPools = defineArea({
  ...networking,
  label: 'Subnet pools',
  route: to.subnetPools,
  page: lazyPage(() => import('./subnet-pools/SubnetPoolsPage')),
  children: [
    formOver(to.subnetPoolsNew, 'New subnet pool', () => import('./subnet-pools/SubnetPoolCreatePage')),
    childPage(to.subnetPool, named('subnetPool'), () => import('./subnet-pools/SubnetPoolPage')),
    formOverAt(
      to.subnetPool,
      to.subnetPoolEdit,
      (p) => [subnetPool(p), { label: 'Edit' }],
      () => import('./subnet-pools/SubnetPoolEditPage'),
    ),
    formOverAt(
      to.subnetPool,
      to.subnetPoolMembersAdd,
      (p) => [subnetPool(p), { label: 'Add subnet' }],
      () => import('./subnet-pools/MemberAddPage'),
    ),
  ],
})

const addressLots = defineArea({
  ...networking,
  label: 'Address lots',
  route: to.addressLots,
  page: lazyPage(() => import('./AddressLotsPage')),
  children: [
    formOver(to.addressLotsNew, 'New address lot', () => import('./AddressLotCreatePage')),
    childPage(to.addressLot, named('addressLot'), () => import('./AddressLotPage')),
  ],
})

const loopbacks = defineArea({
  ...networking,
  label: 'Loopback addresses',
  route: to.loopbacks,
  page: lazyPage(() => import('./LoopbacksPage')),
  children: [formOver(to.loopbacksNew, 'New loopback address', () => import('./LoopbackCreatePage'))],
})

const allowList = defineArea({
  ...networking,
  label: 'Allow list',
  route: to.allowList,
  page: lazyPage(() => import('./AllowListPage')),
})

const networkingSettings = defineArea({
  ...networking,
  label: 'Networking settings',
  route: to.networkingSettings,
  page: lazyPage(() => import('./NetworkingSettingsPage')),
})

const bgp = defineArea({
  ...routing,
  label: 'BGP',
  route: to.rackBgp,
  page: lazyPage(() => import('./BgpPage')),
  children: [childPage(to.bgpMessages, 'Message history', () => import('./BgpMessagesPage'))],
})

const portSettings = defineArea({
  ...routing,
  label: 'Switch port settings',
  route: to.portSettingsList,
  page: lazyPage(() => import('./PortSettingsListPage')),
  children: [
    childPage(to.portSettingsNew, 'New port settings', () => import('./PortSettingsCreatePage')),
    childPage(to.portSettings, named('portSettings'), () => import('./PortSettingsPage')),
  ],
})

const switchPorts = defineArea({
  ...routing,
  label: 'Switch ports',
  route: to.switchPorts,
  page: lazyPage(() => import('./SwitchPortsPage')),
  children: [
    childPage(
      to.switchPort,
      (p) => [{ label: `${p.switchSlot} ${p.port}` }],
      () => import('./SwitchPortPage'),
    ),
  ],
})

export const networkingAreas = [
  ipPools,
  subnetPools,
  addressLots,
  loopbacks,
  allowList,
  networkingSettings,
  bgp,
  portSettings,
  switchPorts,
]
