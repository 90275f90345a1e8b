import { pb } from '../../../paths'
import { defineArea } from '../../../routing/area'
import { systemCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Params } from '../../../routing/types'

/*
 * Rack networking for operators (SPEC §7 system networking): IP and subnet pools, address lots,
 * loopbacks, allow list / ICMP / BFD, then BGP (+ message history), switch port settings and
 * switch ports (apply/clear, LLDP). Split in two headings when they made nine (issue #25): at
 * most 8 a heading.
 */
const networking = { layout: 'system', nav: 'Networking', trail: () => systemCrumbs() } as const
const routing = { ...networking, nav: 'Routing and switches' } as const
const named = (k: string) => (p: Params) => [{ label: p[k] }]

const pool = (p: Params) => ({ label: p.pool, href: pb.ipPool({ pool: p.pool }) })
export const ipPools = defineArea({
  ...networking,
  label: 'IP pools',
  path: '/system/networking/ip-pools',
  page: lazyPage(() => import('./ip-pools/IpPoolsPage')),
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New IP pool' }],
      page: lazyPage(() => import('./ip-pools/IpPoolCreatePage')),
    },
    { path: '/:pool', crumbs: named('pool'), page: lazyPage(() => import('./ip-pools/IpPoolPage')) },
    {
      path: '/:pool/edit',
      over: '/:pool',
      crumbs: (p) => [pool(p), { label: 'Edit' }],
      page: lazyPage(() => import('./ip-pools/IpPoolEditPage')),
    },
    {
      path: '/:pool/ranges-add',
      over: '/:pool',
      crumbs: (p) => [pool(p), { label: 'Add range' }],
      page: lazyPage(() => import('./ip-pools/RangeAddPage')),
    },
  ],
})

/** Pools of subnets for projects' external subnets (issue #25). */
const subnetPool = (p: Params) => ({ label: p.subnetPool, href: pb.subnetPool({ subnetPool: p.subnetPool }) })
export const subnetPools = defineArea({
  ...networking,
  label: 'Subnet pools',
  path: '/system/networking/subnet-pools',
  page: lazyPage(() => import('./subnet-pools/SubnetPoolsPage')),
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New subnet pool' }],
      page: lazyPage(() => import('./subnet-pools/SubnetPoolCreatePage')),
    },
    {
      path: '/:subnetPool',
      crumbs: named('subnetPool'),
      page: lazyPage(() => import('./subnet-pools/SubnetPoolPage')),
    },
    {
      path: '/:subnetPool/edit',
      over: '/:subnetPool',
      crumbs: (p) => [subnetPool(p), { label: 'Edit' }],
      page: lazyPage(() => import('./subnet-pools/SubnetPoolEditPage')),
    },
    {
      path: '/:subnetPool/members-add',
      over: '/:subnetPool',
      crumbs: (p) => [subnetPool(p), { label: 'Add subnet' }],
      page: lazyPage(() => import('./subnet-pools/MemberAddPage')),
    },
  ],
})

export const addressLots = defineArea({
  ...networking,
  label: 'Address lots',
  path: '/system/networking/address-lots',
  page: lazyPage(() => import('./AddressLotsPage')),
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New address lot' }],
      page: lazyPage(() => import('./AddressLotCreatePage')),
    },
    { path: '/:addressLot', crumbs: named('addressLot'), page: lazyPage(() => import('./AddressLotPage')) },
  ],
})

export const loopbacks = defineArea({
  ...networking,
  label: 'Loopback addresses',
  path: '/system/networking/loopbacks',
  page: lazyPage(() => import('./LoopbacksPage')),
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New loopback address' }],
      page: lazyPage(() => import('./LoopbackCreatePage')),
    },
  ],
})

export const allowList = defineArea({
  ...networking,
  label: 'Allow list',
  path: '/system/networking/allow-list',
  page: lazyPage(() => import('./AllowListPage')),
})

export const networkingSettings = defineArea({
  ...networking,
  label: 'Networking settings',
  path: '/system/networking/settings',
  page: lazyPage(() => import('./NetworkingSettingsPage')),
})

export const bgp = defineArea({
  ...routing,
  label: 'BGP',
  path: '/system/networking/bgp',
  page: lazyPage(() => import('./BgpPage')),
  children: [
    {
      path: '-messages',
      crumbs: () => [{ label: 'Message history' }],
      page: lazyPage(() => import('./BgpMessagesPage')),
    },
  ],
})

export const portSettings = defineArea({
  ...routing,
  label: 'Switch port settings',
  path: '/system/networking/port-settings',
  page: lazyPage(() => import('./PortSettingsListPage')),
  children: [
    {
      path: '-new',
      crumbs: () => [{ label: 'New port settings' }],
      page: lazyPage(() => import('./PortSettingsCreatePage')),
    },
    { path: '/:portSettings', crumbs: named('portSettings'), page: lazyPage(() => import('./PortSettingsPage')) },
  ],
})

export const switchPorts = defineArea({
  ...routing,
  label: 'Switch ports',
  path: '/system/networking/switch-ports',
  page: lazyPage(() => import('./SwitchPortsPage')),
  children: [
    {
      path: '/:rackId/:switchSlot/:port',
      crumbs: (p) => [{ label: `${p.switchSlot} ${p.port}` }],
      page: lazyPage(() => import('./SwitchPortPage')),
    },
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
