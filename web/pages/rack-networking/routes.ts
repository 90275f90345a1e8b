import { lazy } from 'react'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

/** Rack networking for operators (SPEC §7 system networking): address lots, BGP, loopbacks, allow list / ICMP / BFD. */
const lotsCrumb = { label: 'Address lots', href: pb.addressLots() }
const loopbacksCrumb = { label: 'Loopback addresses', href: pb.loopbacks() }

export const rackNetworkingRoutes: AppRoute[] = [
  { path: '/system/networking/address-lots', layout: 'system', crumbs: () => systemCrumbs({ label: 'Address lots' }), page: lazy(() => import('./AddressLotsPage')) },
  { path: '/system/networking/address-lots-new', layout: 'system', crumbs: () => systemCrumbs(lotsCrumb, { label: 'New address lot' }), page: lazy(() => import('./AddressLotCreatePage')) },
  { path: '/system/networking/address-lots/:addressLot', layout: 'system', crumbs: (p) => systemCrumbs(lotsCrumb, { label: p.addressLot }), page: lazy(() => import('./AddressLotPage')) },
  { path: '/system/networking/bgp', layout: 'system', crumbs: () => systemCrumbs({ label: 'BGP' }), page: lazy(() => import('./BgpPage')) },
  { path: '/system/networking/loopbacks', layout: 'system', crumbs: () => systemCrumbs({ label: 'Loopback addresses' }), page: lazy(() => import('./LoopbacksPage')) },
  { path: '/system/networking/loopbacks-new', layout: 'system', crumbs: () => systemCrumbs(loopbacksCrumb, { label: 'New loopback address' }), page: lazy(() => import('./LoopbackCreatePage')) },
  { path: '/system/networking/allow-list', layout: 'system', crumbs: () => systemCrumbs({ label: 'Allow list' }), page: lazy(() => import('./AllowListPage')) },
]
