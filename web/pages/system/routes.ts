import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

/** SPEC §2 System: the operator's area (silos, IP pools, inventory, utilization, issues), plus the silo-level utilization page. */
const S = '/system/silos/:silo'
const silosCrumb = { label: 'Silos', href: pb.silos() }
const siloCrumbs = (p: Params, ...rest: { label: string; href?: string }[]) => systemCrumbs(silosCrumb, { label: p.silo, href: pb.silo({ silo: p.silo }) }, ...rest)
const idpsCrumb = (p: Params) => ({ label: 'Identity providers', href: pb.siloIdps({ silo: p.silo }) })

const P = '/system/networking/ip-pools/:pool'
const poolsCrumb = { label: 'IP pools', href: pb.ipPools() }
const poolCrumbs = (p: Params, ...rest: { label: string }[]) => systemCrumbs(poolsCrumb, { label: p.pool, href: pb.ipPool({ pool: p.pool }) }, ...rest)

const inventoryCrumb = { label: 'Inventory', href: pb.inventory() }
const sledsCrumb = { label: 'Sleds', href: pb.sledInventory() }

const SiloIdpsPage = lazyPage(() => import('./silos/SiloIdpsPage'))
const IpPoolPage = lazyPage(() => import('./ip-pools/IpPoolPage'))

export const systemRoutes: AppRoute[] = [
  { path: '/system/silos', layout: 'system', crumbs: () => systemCrumbs({ label: 'Silos' }), page: lazyPage(() => import('./silos/SilosPage')) },
  { path: '/system/silos-new', layout: 'system', crumbs: () => systemCrumbs(silosCrumb, { label: 'New silo' }), page: lazyPage(() => import('./silos/SiloCreatePage')) },
  { path: S, layout: 'system', crumbs: () => [], redirect: (p) => pb.siloIdps({ silo: p.silo }) },
  { path: `${S}/idps`, layout: 'system', crumbs: (p) => siloCrumbs(p, { label: 'Identity providers' }), page: SiloIdpsPage },
  { path: `${S}/idps-new`, layout: 'system', crumbs: (p) => siloCrumbs(p, idpsCrumb(p), { label: 'New identity provider' }), page: lazyPage(() => import('./silos/SiloIdpCreatePage')) },
  { path: `${S}/idps/saml/:provider`, layout: 'system', crumbs: (p) => siloCrumbs(p, idpsCrumb(p), { label: p.provider }), page: lazyPage(() => import('./silos/SamlIdpPage')) },
  { path: `${S}/ip-pools`, layout: 'system', crumbs: (p) => siloCrumbs(p, { label: 'IP pools' }), page: lazyPage(() => import('./silos/SiloIpPoolsPage')) },
  { path: `${S}/quotas`, layout: 'system', crumbs: (p) => siloCrumbs(p, { label: 'Quotas' }), page: lazyPage(() => import('./silos/SiloQuotasPage')) },
  { path: `${S}/fleet-roles`, layout: 'system', crumbs: (p) => siloCrumbs(p, { label: 'Fleet roles' }), page: lazyPage(() => import('./silos/SiloFleetRolesPage')) },
  { path: `${S}/scim-tokens`, layout: 'system', crumbs: (p) => siloCrumbs(p, { label: 'SCIM tokens' }), page: lazyPage(() => import('./silos/SiloScimTokensPage')) },

  { path: '/system/issues', layout: 'system', crumbs: () => systemCrumbs({ label: 'Issues' }), page: lazyPage(() => import('./issues/SystemIssuesPage')) },
  { path: '/system/utilization', layout: 'system', crumbs: () => systemCrumbs({ label: 'Utilization' }), page: lazyPage(() => import('./utilization/SystemUtilizationPage')) },

  { path: '/system/inventory', layout: 'system', crumbs: () => [], redirect: () => pb.sledInventory() },
  { path: '/system/inventory/sleds', layout: 'system', crumbs: () => systemCrumbs(inventoryCrumb, { label: 'Sleds' }), page: lazyPage(() => import('./inventory/SledsPage')) },
  { path: '/system/inventory/disks', layout: 'system', crumbs: () => systemCrumbs(inventoryCrumb, { label: 'Disks' }), page: lazyPage(() => import('./inventory/PhysicalDisksPage')) },
  { path: '/system/inventory/switches', layout: 'system', crumbs: () => systemCrumbs(inventoryCrumb, { label: 'Switches' }), page: lazyPage(() => import('./inventory/SwitchesPage')) },
  { path: '/system/inventory/sleds/:sledId', layout: 'system', crumbs: () => [], redirect: (p) => pb.sledInstances({ sledId: p.sledId }) },
  { path: '/system/inventory/sleds/:sledId/instances', layout: 'system', crumbs: (p) => systemCrumbs(inventoryCrumb, sledsCrumb, { label: p.sledId }, { label: 'Instances' }), page: lazyPage(() => import('./inventory/SledInstancesPage')) },

  { path: '/system/networking/ip-pools', layout: 'system', crumbs: () => systemCrumbs({ label: 'IP pools' }), page: lazyPage(() => import('./ip-pools/IpPoolsPage')) },
  { path: '/system/networking/ip-pools-new', layout: 'system', crumbs: () => systemCrumbs(poolsCrumb, { label: 'New IP pool' }), page: lazyPage(() => import('./ip-pools/IpPoolCreatePage')) },
  { path: P, layout: 'system', crumbs: (p) => systemCrumbs(poolsCrumb, { label: p.pool }), page: IpPoolPage },
  { path: `${P}/edit`, layout: 'system', crumbs: (p) => poolCrumbs(p, { label: 'Edit' }), page: lazyPage(() => import('./ip-pools/IpPoolEditPage')) },
  { path: `${P}/ranges-add`, layout: 'system', crumbs: (p) => poolCrumbs(p, { label: 'Add range' }), page: lazyPage(() => import('./ip-pools/RangeAddPage')) },

  { path: '/utilization', layout: 'silo', crumbs: () => [{ label: 'Utilization' }], page: lazyPage(() => import('./utilization/SiloUtilizationPage')) },
]
