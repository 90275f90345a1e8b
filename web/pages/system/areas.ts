import { pb } from '../../paths'
import { defineArea } from '../../routing/area'
import { systemCrumbs } from '../../routing/crumbs'
import { lazyPage } from '../../routing/lazy-page'
import type { Params } from '../../routing/types'
import { networkingAreas } from './networking/areas'
import { silos } from './silos/area'
import { childPage, formOver, formOverAt } from '../common/fields/area-children'

/*
 * the rules: screens System: the operator's areas, in sidebar order, grouped under headings an operator can
 * scan. One declaration each (web/routing/area.ts); networking is in ./networking/areas.ts.
 */
const system = { layout: 'system', trail: () => systemCrumbs() } as const
const named = (k: string) => (p: Params) => [{ label: p[k] }]
const short = (k: string) => (p: Params) => [{ label: p[k].slice(0, 8) }]

// ---- Fleet ----
const systemUtilization = defineArea({
  ...system,
  nav: 'Fleet',
  label: 'Utilization',
  path: '/system/utilization',
  page: lazyPage(() => import('./utilization/SystemUtilizationPage')),
})

const timeseries = defineArea({
  ...system,
  nav: 'Fleet',
  label: 'Time-series explorer',
  path: '/system/timeseries',
  page: lazyPage(() => import('./timeseries/ExplorerPage')),
})

// ---- Hardware ----
const sleds = { label: 'Sleds', href: pb.sledInventory() }
const inventory = defineArea({
  ...system,
  nav: 'Hardware',
  label: 'Inventory',
  path: '/system/inventory',
  redirect: () => pb.sledInventory(),
  children: [
    childPage('/sleds', 'Sleds', () => import('./inventory/SledsPage')),
    childPage('/rack', 'Rack', () => import('./inventory/RackPage')),
    childPage('/disks', 'Disks', () => import('./inventory/PhysicalDisksPage')),
    childPage('/switches', 'Switches', () => import('./inventory/SwitchesPage')),
    { path: '/sleds/:sledId', crumbs: () => [], redirect: (p) => pb.sledInstances({ sledId: p.sledId }) },
    childPage(
      '/sleds/:sledId/instances',
      (p) => [sleds, { label: p.sledId }, { label: 'Instances' }],
      () => import('./inventory/SledInstancesPage'),
    ),
    // physical disks and hardware by id
    childPage(
      '/sleds/:sledId/disks',
      (p) => [sleds, { label: p.sledId }, { label: 'Disks' }],
      () => import('./inventory/SledDisksPage'),
    ),
    childPage('/unadopted-disks', 'Unadopted disks', () => import('./inventory/UnadoptedDisksPage')),
    childPage(
      '/disks/:diskId',
      (p) => [{ label: 'Disks', href: pb.diskInventory() }, { label: p.diskId }],
      () => import('./inventory/PhysicalDiskPage'),
    ),
    childPage(
      '/racks/:rackId',
      (p) => [{ label: 'Rack', href: pb.rackInventory() }, { label: p.rackId }],
      () => import('./inventory/RackDetailPage'),
    ),
    childPage(
      '/switches/:switchId',
      (p) => [{ label: 'Switches', href: pb.switchInventory() }, { label: p.switchId }],
      () => import('./inventory/SwitchPage'),
    ),
  ],
})

/** Adding sleds: the uninitialized sleds of the racks and the membership change that adds them. */
const sledsAdd = defineArea({
  ...system,
  nav: 'Hardware',
  label: 'Add sleds',
  crumb: 'Uninitialized sleds',
  trail: () => systemCrumbs({ label: 'Inventory', href: pb.inventory() }),
  path: '/system/inventory/sleds-uninitialized',
  page: lazyPage(() => import('./inventory/sleds-add/SledsUninitializedPage')),
})

// ---- Operations ----
const issues = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Issues',
  path: '/system/issues',
  page: lazyPage(() => import('./issues/SystemIssuesPage')),
})

const update = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Update',
  path: '/system/update',
  page: lazyPage(() => import('./update/UpdatePage')),
  children: [
    formOver('/upload', 'Upload repository', () => import('./update/UploadRepositoryPage')),
    formOver('/trust-roots-new', 'Add trust root', () => import('./update/TrustRootCreatePage')),
    formOver(
      '/trust-roots/:trustRootId',
      (p) => [{ label: `Trust root ${p.trustRootId}` }],
      () => import('./update/TrustRootPage'),
    ),
    childPage('/repositories/:version', named('version'), () => import('./update/RepositoryPage')),
  ],
})

const supportBundles = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Support bundles',
  path: '/system/support-bundles',
  page: lazyPage(() => import('./support-bundles/SupportBundlesPage')),
  children: [
    formOver('-new', 'New support bundle', () => import('./support-bundles/SupportBundleCreatePage')),
    childPage('/:bundleId', short('bundleId'), () => import('./support-bundles/SupportBundlePage')),
  ],
})

const receiver = (p: Params) => ({ label: p.receiver, href: pb.alertReceiver({ receiver: p.receiver }) })
const alerts = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Alerts',
  path: '/system/alerts',
  page: lazyPage(() => import('./alerts/AlertsPage')),
  children: [
    formOver('-new', 'New webhook receiver', () => import('./alerts/ReceiverCreatePage')),
    childPage(
      '/:receiver',
      (p) => [receiver(p)],
      () => import('./alerts/ReceiverPage'),
    ),
    formOverAt(
      '/:receiver',
      '/:receiver/edit',
      (p) => [receiver(p), { label: 'Edit' }],
      () => import('./alerts/ReceiverEditPage'),
    ),
  ],
  elsewhere: [
    childPage('/system/alert-history', 'Alert history', () => import('./alerts/AlertHistoryPage')),
    childPage(
      '/system/alert-history/:alertId',
      (p) => [{ label: 'Alert history', href: pb.alertHistory() }, ...short('alertId')(p)],
      () => import('./alerts/AlertPage'),
    ),
  ],
})

// ---- Security ----
const auditLog = defineArea({
  ...system,
  nav: 'Security',
  label: 'Audit log',
  path: '/system/audit-log',
  page: lazyPage(() => import('./audit-log/AuditLogPage')),
})

/** Silo-scoped certificates (the API answers for the caller's silo), placed under System; see CertificatesPage. */
const certificates = defineArea({
  ...system,
  nav: 'Security',
  label: 'Certificates',
  path: '/system/certificates',
  page: lazyPage(() => import('./certificates/CertificatesPage')),
  children: [
    formOver('-new', 'New certificate', () => import('./certificates/CertificateCreatePage')),
    childPage('/:certificate', named('certificate'), () => import('./certificates/CertificatePage')),
  ],
})

/** The control plane's built-in users, read-only. */
const usersBuiltin = defineArea({
  ...system,
  nav: 'Security',
  label: 'Built-in users',
  path: '/system/users-builtin',
  page: lazyPage(() => import('./users-builtin/UsersBuiltinPage')),
  children: [childPage('/:user', named('user'), () => import('./users-builtin/UserBuiltinPage'))],
})

/** The fleet policy. */
const fleetAccess = defineArea({
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
