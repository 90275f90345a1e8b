import { pb } from '../../../paths'
import { defineArea } from '../../../routing/area'
import { systemCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Params } from '../../../routing/types'
import { childPage, formOver, formOverAt } from '../../common/fields/area-children'

/*
 * Rack networking for operators (the rules: calls system networking): IP and subnet pools, address lots,
 * loopbacks, allow list / ICMP / BFD, then BGP (+ message history), switch port settings and
 * switch ports (apply/clear, LLDP). Split in two headings when they made nine: at
 * most 8 a heading.
 */
const networking = { layout: 'system', nav: 'Networking', trail: () => systemCrumbs() } as const
const routing = { ...networking, nav: 'Routing and switches' } as const
const named = (k: string) => (p: Params) => [{ label: p[k] }]

const pool = (p: Params) => ({ label: p.pool, href: pb.ipPool({ pool: p.pool }) })
const ipPools = defineArea({
  ...networking,
  label: 'IP pools',
  path: '/system/networking/ip-pools',
  page: lazyPage(() => import('./ip-pools/IpPoolsPage')),
  children: [
    formOver('-new', 'New IP pool', () => import('./ip-pools/IpPoolCreatePage')),
    childPage('/:pool', named('pool'), () => import('./ip-pools/IpPoolPage')),
    formOverAt(
      '/:pool',
      '/:pool/edit',
      (p) => [pool(p), { label: 'Edit' }],
      () => import('./ip-pools/IpPoolEditPage'),
    ),
    formOverAt(
      '/:pool',
      '/:pool/ranges-add',
      (p) => [pool(p), { label: 'Add range' }],
      () => import('./ip-pools/RangeAddPage'),
    ),
  ],
})

/** Pools of subnets for projects' external subnets. */
const subnetPool = (p: Params) => ({ label: p.subnetPool, href: pb.subnetPool({ subnetPool: p.subnetPool }) })
const subnetPools = defineArea({
  ...networking,
  label: 'Subnet pools',
  path: '/system/networking/subnet-pools',
  page: lazyPage(() => import('./subnet-pools/SubnetPoolsPage')),
  children: [
    formOver('-new', 'New subnet pool', () => import('./subnet-pools/SubnetPoolCreatePage')),
    childPage('/:subnetPool', named('subnetPool'), () => import('./subnet-pools/SubnetPoolPage')),
    formOverAt(
      '/:subnetPool',
      '/:subnetPool/edit',
      (p) => [subnetPool(p), { label: 'Edit' }],
      () => import('./subnet-pools/SubnetPoolEditPage'),
    ),
    formOverAt(
      '/:subnetPool',
      '/:subnetPool/members-add',
      (p) => [subnetPool(p), { label: 'Add subnet' }],
      () => import('./subnet-pools/MemberAddPage'),
    ),
  ],
})

const addressLots = defineArea({
  ...networking,
  label: 'Address lots',
  path: '/system/networking/address-lots',
  page: lazyPage(() => import('./AddressLotsPage')),
  children: [
    formOver('-new', 'New address lot', () => import('./AddressLotCreatePage')),
    childPage('/:addressLot', named('addressLot'), () => import('./AddressLotPage')),
  ],
})

const loopbacks = defineArea({
  ...networking,
  label: 'Loopback addresses',
  path: '/system/networking/loopbacks',
  page: lazyPage(() => import('./LoopbacksPage')),
  children: [formOver('-new', 'New loopback address', () => import('./LoopbackCreatePage'))],
})

const allowList = defineArea({
  ...networking,
  label: 'Allow list',
  path: '/system/networking/allow-list',
  page: lazyPage(() => import('./AllowListPage')),
})

const networkingSettings = defineArea({
  ...networking,
  label: 'Networking settings',
  path: '/system/networking/settings',
  page: lazyPage(() => import('./NetworkingSettingsPage')),
})

const bgp = defineArea({
  ...routing,
  label: 'BGP',
  path: '/system/networking/bgp',
  page: lazyPage(() => import('./BgpPage')),
  children: [childPage('-messages', 'Message history', () => import('./BgpMessagesPage'))],
})

const portSettings = defineArea({
  ...routing,
  label: 'Switch port settings',
  path: '/system/networking/port-settings',
  page: lazyPage(() => import('./PortSettingsListPage')),
  children: [
    childPage('-new', 'New port settings', () => import('./PortSettingsCreatePage')),
    childPage('/:portSettings', named('portSettings'), () => import('./PortSettingsPage')),
  ],
})

const switchPorts = defineArea({
  ...routing,
  label: 'Switch ports',
  path: '/system/networking/switch-ports',
  page: lazyPage(() => import('./SwitchPortsPage')),
  children: [
    childPage(
      '/:rackId/:switchSlot/:port',
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
