import { pb } from '../../paths'
import { defineArea } from '../../routing/area'
import { systemCrumbs } from '../../routing/crumbs'
import { lazyPage } from '../../routing/lazy-page'
import type { Params } from '../../routing/types'
import { networkingAreas } from './networking/areas'
import { silos } from './silos/area'

/*
 * SPEC §2 System: the operator's areas, in sidebar order, grouped under headings an operator can
 * scan (issue #24). One declaration each (web/routing/area.ts); networking is in ./networking/areas.ts.
 */
const system = { layout: 'system', trail: () => systemCrumbs() } as const
const named = (k: string) => (p: Params) => [{ label: p[k] }]
const short = (k: string) => (p: Params) => [{ label: p[k].slice(0, 8) }]

// ---- Fleet ----
export const systemUtilization = defineArea({
  ...system,
  nav: 'Fleet',
  label: 'Utilization',
  path: '/system/utilization',
  page: lazyPage(() => import('./utilization/SystemUtilizationPage')),
})

export const timeseries = defineArea({
  ...system,
  nav: 'Fleet',
  label: 'Time-series explorer',
  path: '/system/timeseries',
  page: lazyPage(() => import('./timeseries/ExplorerPage')),
})

// ---- Hardware ----
const sleds = { label: 'Sleds', href: pb.sledInventory() }
export const inventory = defineArea({
  ...system,
  nav: 'Hardware',
  label: 'Inventory',
  path: '/system/inventory',
  redirect: () => pb.sledInventory(),
  children: [
    { path: '/sleds', crumbs: () => [{ label: 'Sleds' }], page: lazyPage(() => import('./inventory/SledsPage')) },
    { path: '/rack', crumbs: () => [{ label: 'Rack' }], page: lazyPage(() => import('./inventory/RackPage')) },
    {
      path: '/disks',
      crumbs: () => [{ label: 'Disks' }],
      page: lazyPage(() => import('./inventory/PhysicalDisksPage')),
    },
    {
      path: '/switches',
      crumbs: () => [{ label: 'Switches' }],
      page: lazyPage(() => import('./inventory/SwitchesPage')),
    },
    { path: '/sleds/:sledId', crumbs: () => [], redirect: (p) => pb.sledInstances({ sledId: p.sledId }) },
    {
      path: '/sleds/:sledId/instances',
      crumbs: (p) => [sleds, { label: p.sledId }, { label: 'Instances' }],
      page: lazyPage(() => import('./inventory/SledInstancesPage')),
    },
    // physical disks and hardware by id (issue #25 point 3)
    {
      path: '/sleds/:sledId/disks',
      crumbs: (p) => [sleds, { label: p.sledId }, { label: 'Disks' }],
      page: lazyPage(() => import('./inventory/SledDisksPage')),
    },
    {
      path: '/unadopted-disks',
      crumbs: () => [{ label: 'Unadopted disks' }],
      page: lazyPage(() => import('./inventory/UnadoptedDisksPage')),
    },
    {
      path: '/disks/:diskId',
      crumbs: (p) => [{ label: 'Disks', href: pb.diskInventory() }, { label: p.diskId }],
      page: lazyPage(() => import('./inventory/PhysicalDiskPage')),
    },
    {
      path: '/racks/:rackId',
      crumbs: (p) => [{ label: 'Rack', href: pb.rackInventory() }, { label: p.rackId }],
      page: lazyPage(() => import('./inventory/RackDetailPage')),
    },
    {
      path: '/switches/:switchId',
      crumbs: (p) => [{ label: 'Switches', href: pb.switchInventory() }, { label: p.switchId }],
      page: lazyPage(() => import('./inventory/SwitchPage')),
    },
  ],
})

/** Adding sleds: the uninitialized sleds of the racks and the membership change that adds them. */
export const sledsAdd = defineArea({
  ...system,
  nav: 'Hardware',
  label: 'Add sleds',
  crumb: 'Uninitialized sleds',
  trail: () => systemCrumbs({ label: 'Inventory', href: pb.inventory() }),
  path: '/system/inventory/sleds-uninitialized',
  page: lazyPage(() => import('./inventory/sleds-add/SledsUninitializedPage')),
})

// ---- Operations ----
export const issues = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Issues',
  path: '/system/issues',
  page: lazyPage(() => import('./issues/SystemIssuesPage')),
})

export const update = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Update',
  path: '/system/update',
  page: lazyPage(() => import('./update/UpdatePage')),
  children: [
    {
      path: '/upload',
      over: '',
      crumbs: () => [{ label: 'Upload repository' }],
      page: lazyPage(() => import('./update/UploadRepositoryPage')),
    },
    {
      path: '/trust-roots-new',
      over: '',
      crumbs: () => [{ label: 'Add trust root' }],
      page: lazyPage(() => import('./update/TrustRootCreatePage')),
    },
    {
      path: '/trust-roots/:trustRootId',
      over: '',
      crumbs: (p) => [{ label: `Trust root ${p.trustRootId}` }],
      page: lazyPage(() => import('./update/TrustRootPage')),
    },
    {
      path: '/repositories/:version',
      crumbs: named('version'),
      page: lazyPage(() => import('./update/RepositoryPage')),
    },
  ],
})

export const supportBundles = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Support bundles',
  path: '/system/support-bundles',
  page: lazyPage(() => import('./support-bundles/SupportBundlesPage')),
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New support bundle' }],
      page: lazyPage(() => import('./support-bundles/SupportBundleCreatePage')),
    },
    {
      path: '/:bundleId',
      crumbs: short('bundleId'),
      page: lazyPage(() => import('./support-bundles/SupportBundlePage')),
    },
  ],
})

const receiver = (p: Params) => ({ label: p.receiver, href: pb.alertReceiver({ receiver: p.receiver }) })
export const alerts = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Alerts',
  path: '/system/alerts',
  page: lazyPage(() => import('./alerts/AlertsPage')),
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New webhook receiver' }],
      page: lazyPage(() => import('./alerts/ReceiverCreatePage')),
    },
    { path: '/:receiver', crumbs: (p) => [receiver(p)], page: lazyPage(() => import('./alerts/ReceiverPage')) },
    {
      path: '/:receiver/edit',
      over: '/:receiver',
      crumbs: (p) => [receiver(p), { label: 'Edit' }],
      page: lazyPage(() => import('./alerts/ReceiverEditPage')),
    },
  ],
  elsewhere: [
    {
      path: '/system/alert-history',
      crumbs: () => [{ label: 'Alert history' }],
      page: lazyPage(() => import('./alerts/AlertHistoryPage')),
    },
    {
      path: '/system/alert-history/:alertId',
      crumbs: (p) => [{ label: 'Alert history', href: pb.alertHistory() }, ...short('alertId')(p)],
      page: lazyPage(() => import('./alerts/AlertPage')),
    },
  ],
})

// ---- Security ----
export const auditLog = defineArea({
  ...system,
  nav: 'Security',
  label: 'Audit log',
  path: '/system/audit-log',
  page: lazyPage(() => import('./audit-log/AuditLogPage')),
})

/** Silo-scoped certificates (the API answers for the caller's silo), placed under System; see CertificatesPage. */
export const certificates = defineArea({
  ...system,
  nav: 'Security',
  label: 'Certificates',
  path: '/system/certificates',
  page: lazyPage(() => import('./certificates/CertificatesPage')),
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New certificate' }],
      page: lazyPage(() => import('./certificates/CertificateCreatePage')),
    },
    {
      path: '/:certificate',
      crumbs: named('certificate'),
      page: lazyPage(() => import('./certificates/CertificatePage')),
    },
  ],
})

/** The control plane's built-in users, read-only. */
export const usersBuiltin = defineArea({
  ...system,
  nav: 'Security',
  label: 'Built-in users',
  path: '/system/users-builtin',
  page: lazyPage(() => import('./users-builtin/UsersBuiltinPage')),
  children: [
    { path: '/:user', crumbs: named('user'), page: lazyPage(() => import('./users-builtin/UserBuiltinPage')) },
  ],
})

/** The fleet policy (issue #25 point 5). */
export const fleetAccess = defineArea({
  ...system,
  nav: 'Security',
  label: 'Fleet access',
  path: '/system/access',
  page: lazyPage(() => import('./access/FleetAccessPage')),
})

export const systemAreas = [
  silos,
  systemUtilization,
  timeseries,
  inventory,
  sledsAdd,
  ...networkingAreas,
  issues,
  update,
  supportBundles,
  alerts,
  auditLog,
  certificates,
  usersBuiltin,
  fleetAccess,
]
