import { to } from '../../urls'
import { defineArea } from '../../routing/area'
import { systemCrumbs } from '../../routing/crumbs'
import { lazyPage } from '../../routing/lazy-page'
import type { Params } from '../../routing/types'
import { networkingAreas } from './networking/areas'
import { silos } from './silos/area'
import { childPage, formOver, formOverAt } from '../../routing/area-children'

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
  route: to.systemUtilization,
  page: lazyPage(() => import('./utilization/SystemUtilizationPage')),
})

const timeseries = defineArea({
  ...system,
  nav: 'Fleet',
  label: 'Time-series explorer',
  route: to.systemTimeseries,
  page: lazyPage(() => import('./timeseries/ExplorerPage')),
})

// ---- Hardware ----
const sleds = { label: 'Sleds', href: to.sledInventory() }
const inventory = defineArea({
  ...system,
  nav: 'Hardware',
  label: 'Inventory',
  route: to.inventory,
  redirect: () => to.sledInventory(),
  children: [
    childPage(to.sledInventory, 'Sleds', () => import('./inventory/SledsPage')),
    childPage(to.rackInventory, 'Rack', () => import('./inventory/RackPage')),
    childPage(to.diskInventory, 'Disks', () => import('./inventory/PhysicalDisksPage')),
    childPage(to.switchInventory, 'Switches', () => import('./inventory/SwitchesPage')),
    { route: to.sled, crumbs: () => [], redirect: (p) => to.sledInstances({ sledId: p.sledId }) },
    childPage(
      to.sledInstances,
      (p) => [sleds, { label: p.sledId }, { label: 'Instances' }],
      () => import('./inventory/SledInstancesPage'),
    ),
    // physical disks and hardware by id
    childPage(
      to.sledDisks,
      (p) => [sleds, { label: p.sledId }, { label: 'Disks' }],
      () => import('./inventory/SledDisksPage'),
    ),
    childPage(to.disksUnadopted, 'Unadopted disks', () => import('./inventory/UnadoptedDisksPage')),
    childPage(
      to.physicalDisk,
      (p) => [{ label: 'Disks', href: to.diskInventory() }, { label: p.diskId }],
      () => import('./inventory/PhysicalDiskPage'),
    ),
    childPage(
      to.rack,
      (p) => [{ label: 'Rack', href: to.rackInventory() }, { label: p.rackId }],
      () => import('./inventory/RackDetailPage'),
    ),
    childPage(
      to.switch,
      (p) => [{ label: 'Switches', href: to.switchInventory() }, { label: p.switchId }],
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
  trail: () => systemCrumbs({ label: 'Inventory', href: to.inventory() }),
  route: to.sledsUninitialized,
  page: lazyPage(() => import('./inventory/sleds-add/SledsUninitializedPage')),
})

// ---- Operations ----
const issues = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Issues',
  route: to.systemIssues,
  page: lazyPage(() => import('./issues/SystemIssuesPage')),
})

const update = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Update',
  route: to.systemUpdate,
  page: lazyPage(() => import('./update/UpdatePage')),
  children: [
    formOver(to.systemUpdateUpload, 'Upload repository', () => import('./update/UploadRepositoryPage')),
    formOver(to.trustRootsNew, 'Add trust root', () => import('./update/TrustRootCreatePage')),
    formOver(
      to.trustRoot,
      (p) => [{ label: `Trust root ${p.trustRootId}` }],
      () => import('./update/TrustRootPage'),
    ),
    childPage(to.systemUpdateRepository, named('version'), () => import('./update/RepositoryPage')),
  ],
})

const supportBundles = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Support bundles',
  route: to.supportBundles,
  page: lazyPage(() => import('./support-bundles/SupportBundlesPage')),
  children: [
    formOver(to.supportBundlesNew, 'New support bundle', () => import('./support-bundles/SupportBundleCreatePage')),
    childPage(to.supportBundle, short('bundleId'), () => import('./support-bundles/SupportBundlePage')),
  ],
})

const receiver = (p: Params) => ({ label: p.receiver, href: to.alertReceiver({ receiver: p.receiver }) })
const alerts = defineArea({
  ...system,
  nav: 'Operations',
  label: 'Alerts',
  route: to.alerts,
  page: lazyPage(() => import('./alerts/AlertsPage')),
  children: [
    formOver(to.alertReceiversNew, 'New webhook receiver', () => import('./alerts/ReceiverCreatePage')),
    childPage(
      to.alertReceiver,
      (p) => [receiver(p)],
      () => import('./alerts/ReceiverPage'),
    ),
    formOverAt(
      to.alertReceiver,
      to.alertReceiverEdit,
      (p) => [receiver(p), { label: 'Edit' }],
      () => import('./alerts/ReceiverEditPage'),
    ),
    childPage(to.alertHistory, 'Alert history', () => import('./alerts/AlertHistoryPage')),
    childPage(
      to.alert,
      (p) => [{ label: 'Alert history', href: to.alertHistory() }, ...short('alertId')(p)],
      () => import('./alerts/AlertPage'),
    ),
  ],
})

// ---- Security ----
const auditLog = defineArea({
  ...system,
  nav: 'Security',
  label: 'Audit log',
  route: to.auditLog,
  page: lazyPage(() => import('./audit-log/AuditLogPage')),
})

/** Silo-scoped certificates (the API answers for the caller's silo), placed under System; see CertificatesPage. */
const certificates = defineArea({
  ...system,
  nav: 'Security',
  label: 'Certificates',
  route: to.certificates,
  page: lazyPage(() => import('./certificates/CertificatesPage')),
  children: [
    formOver(to.certificatesNew, 'New certificate', () => import('./certificates/CertificateCreatePage')),
    childPage(to.certificate, named('certificate'), () => import('./certificates/CertificatePage')),
  ],
})

/** The control plane's built-in users, read-only. */
const usersBuiltin = defineArea({
  ...system,
  nav: 'Security',
  label: 'Built-in users',
  route: to.usersBuiltin,
  page: lazyPage(() => import('./users-builtin/UsersBuiltinPage')),
  children: [childPage(to.userBuiltin, named('user'), () => import('./users-builtin/UserBuiltinPage'))],
})

/** The fleet policy. */
const fleetAccess = defineArea({
  ...system,
  nav: 'Security',
  label: 'Fleet access',
  route: to.fleetAccess,
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
