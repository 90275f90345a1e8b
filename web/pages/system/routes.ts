import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

// ---- system ----
/** SPEC §2 System: the operator's area (silos, IP pools, inventory, utilization, issues). */
const S = '/system/silos/:silo'
const silosCrumb = { label: 'Silos', href: pb.silos() }
const siloCrumbs = (p: Params, ...rest: { label: string; href?: string }[]) =>
  systemCrumbs(silosCrumb, { label: p.silo, href: pb.silo({ silo: p.silo }) }, ...rest)
const idpsCrumb = (p: Params) => ({ label: 'Identity providers', href: pb.siloIdps({ silo: p.silo }) })

const P = '/system/networking/ip-pools/:pool'
const poolsCrumb = { label: 'IP pools', href: pb.ipPools() }
const poolCrumbs = (p: Params, ...rest: { label: string }[]) =>
  systemCrumbs(poolsCrumb, { label: p.pool, href: pb.ipPool({ pool: p.pool }) }, ...rest)

const SP = '/system/networking/subnet-pools/:subnetPool'
const subnetPoolsCrumb = { label: 'Subnet pools', href: pb.subnetPools() }
const subnetPoolCrumbs = (p: Params, ...rest: { label: string }[]) =>
  systemCrumbs(subnetPoolsCrumb, { label: p.subnetPool, href: pb.subnetPool({ subnetPool: p.subnetPool }) }, ...rest)
const SubnetPoolPage = lazyPage(() => import('./networking/subnet-pools/SubnetPoolPage'))

const inventoryCrumb = { label: 'Inventory', href: pb.inventory() }
const sledsCrumb = { label: 'Sleds', href: pb.sledInventory() }

const SiloIdpsPage = lazyPage(() => import('./silos/SiloIdpsPage'))
const IpPoolPage = lazyPage(() => import('./networking/ip-pools/IpPoolPage'))

// ---- system/update ----
const update = { label: 'Update', href: pb.systemUpdate() }
const UpdatePage = lazyPage(() => import('./update/UpdatePage'))

// ---- system/support-bundles ----
const bundles = { label: 'Support bundles', href: pb.supportBundles() }

// ---- system/alerts ----
const alerts = { label: 'Alerts', href: pb.alerts() }
const receiver = (p: Record<string, string>) => ({
  label: p.receiver,
  href: pb.alertReceiver({ receiver: p.receiver }),
})

// ---- system/certificates ----
const certs = { label: 'Certificates', href: pb.certificates() }

/** Silo-scoped certificates (the API answers for the caller's silo), placed under System; see CertificatesPage. */

// ---- system/inventory/sleds-add ----
/** Adding sleds: the uninitialized sleds of the racks and the membership change that adds them. */

// ---- system/silos/users ----

/** A silo's users, for operators (a tab of the silo page) and one user's detail. */

// ---- system/users-builtin ----
const builtin = { label: 'Built-in users', href: pb.usersBuiltin() }

/** The control plane's built-in users, read-only. */

// ---- system/networking ----
/** Rack networking for operators (SPEC §7 system networking): address lots, BGP (+ message history), switch port settings and switch ports (apply/clear, LLDP), loopbacks, allow list / ICMP / BFD. */
const lotsCrumb = { label: 'Address lots', href: pb.addressLots() }
const loopbacksCrumb = { label: 'Loopback addresses', href: pb.loopbacks() }
const portSettingsCrumb = { label: 'Switch port settings', href: pb.portSettingsList() }
const switchPortsCrumb = { label: 'Switch ports', href: pb.switchPorts() }

export const systemRoutes: AppRoute[] = [
  // system
  {
    path: '/system/silos',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Silos' }),
    page: lazyPage(() => import('./silos/SilosPage')),
  },
  {
    path: '/system/silos-new',
    layout: 'system',
    crumbs: () => systemCrumbs(silosCrumb, { label: 'New silo' }),
    page: lazyPage(() => import('./silos/SiloCreatePage')),
  },
  { path: S, layout: 'system', crumbs: () => [], redirect: (p) => pb.siloIdps({ silo: p.silo }) },
  {
    path: `${S}/idps`,
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, { label: 'Identity providers' }),
    page: SiloIdpsPage,
  },
  {
    path: `${S}/idps-new`,
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, idpsCrumb(p), { label: 'New identity provider' }),
    page: lazyPage(() => import('./silos/SiloIdpCreatePage')),
  },
  {
    path: `${S}/idps/saml/:provider`,
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, idpsCrumb(p), { label: p.provider }),
    page: lazyPage(() => import('./silos/SamlIdpPage')),
  },
  {
    path: `${S}/ip-pools`,
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, { label: 'IP pools' }),
    page: lazyPage(() => import('./silos/SiloIpPoolsPage')),
  },
  {
    path: `${S}/quotas`,
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, { label: 'Quotas' }),
    page: lazyPage(() => import('./silos/SiloQuotasPage')),
  },
  {
    path: `${S}/fleet-roles`,
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, { label: 'Fleet roles' }),
    page: lazyPage(() => import('./silos/SiloFleetRolesPage')),
  },
  {
    path: `${S}/access`,
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, { label: 'Access' }),
    page: lazyPage(() => import('./silos/SiloAccessTabPage')),
  },
  {
    path: '/system/silo-quotas',
    layout: 'system',
    crumbs: () => systemCrumbs(silosCrumb, { label: 'Quotas of every silo' }),
    page: lazyPage(() => import('./silos/SiloQuotasOverviewPage')),
  },
  {
    path: `${S}/scim-tokens`,
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, { label: 'SCIM tokens' }),
    page: lazyPage(() => import('./silos/SiloScimTokensPage')),
  },
  {
    path: '/system/issues',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Issues' }),
    page: lazyPage(() => import('./issues/SystemIssuesPage')),
  },
  {
    path: '/system/utilization',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Utilization' }),
    page: lazyPage(() => import('./utilization/SystemUtilizationPage')),
  },
  { path: '/system/inventory', layout: 'system', crumbs: () => [], redirect: () => pb.sledInventory() },
  {
    path: '/system/inventory/sleds',
    layout: 'system',
    crumbs: () => systemCrumbs(inventoryCrumb, { label: 'Sleds' }),
    page: lazyPage(() => import('./inventory/SledsPage')),
  },
  {
    path: '/system/inventory/rack',
    layout: 'system',
    crumbs: () => systemCrumbs(inventoryCrumb, { label: 'Rack' }),
    page: lazyPage(() => import('./inventory/RackPage')),
  },
  {
    path: '/system/inventory/disks',
    layout: 'system',
    crumbs: () => systemCrumbs(inventoryCrumb, { label: 'Disks' }),
    page: lazyPage(() => import('./inventory/PhysicalDisksPage')),
  },
  {
    path: '/system/inventory/switches',
    layout: 'system',
    crumbs: () => systemCrumbs(inventoryCrumb, { label: 'Switches' }),
    page: lazyPage(() => import('./inventory/SwitchesPage')),
  },
  {
    path: '/system/inventory/sleds/:sledId',
    layout: 'system',
    crumbs: () => [],
    redirect: (p) => pb.sledInstances({ sledId: p.sledId }),
  },
  {
    path: '/system/inventory/sleds/:sledId/instances',
    layout: 'system',
    crumbs: (p) => systemCrumbs(inventoryCrumb, sledsCrumb, { label: p.sledId }, { label: 'Instances' }),
    page: lazyPage(() => import('./inventory/SledInstancesPage')),
  },
  // system/inventory: physical disks and hardware by id (issue #25 point 3)
  {
    path: '/system/inventory/sleds/:sledId/disks',
    layout: 'system',
    crumbs: (p) => systemCrumbs(inventoryCrumb, sledsCrumb, { label: p.sledId }, { label: 'Disks' }),
    page: lazyPage(() => import('./inventory/SledDisksPage')),
  },
  {
    path: '/system/inventory/unadopted-disks',
    layout: 'system',
    crumbs: () => systemCrumbs(inventoryCrumb, { label: 'Unadopted disks' }),
    page: lazyPage(() => import('./inventory/UnadoptedDisksPage')),
  },
  {
    path: '/system/inventory/disks/:diskId',
    layout: 'system',
    crumbs: (p) => systemCrumbs(inventoryCrumb, { label: 'Disks', href: pb.diskInventory() }, { label: p.diskId }),
    page: lazyPage(() => import('./inventory/PhysicalDiskPage')),
  },
  {
    path: '/system/inventory/racks/:rackId',
    layout: 'system',
    crumbs: (p) => systemCrumbs(inventoryCrumb, { label: 'Rack', href: pb.rackInventory() }, { label: p.rackId }),
    page: lazyPage(() => import('./inventory/RackDetailPage')),
  },
  {
    path: '/system/inventory/switches/:switchId',
    layout: 'system',
    crumbs: (p) =>
      systemCrumbs(inventoryCrumb, { label: 'Switches', href: pb.switchInventory() }, { label: p.switchId }),
    page: lazyPage(() => import('./inventory/SwitchPage')),
  },
  {
    path: '/system/networking/ip-pools',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'IP pools' }),
    page: lazyPage(() => import('./networking/ip-pools/IpPoolsPage')),
  },
  {
    path: '/system/networking/ip-pools-new',
    layout: 'system',
    crumbs: () => systemCrumbs(poolsCrumb, { label: 'New IP pool' }),
    page: lazyPage(() => import('./networking/ip-pools/IpPoolCreatePage')),
  },
  { path: P, layout: 'system', crumbs: (p) => systemCrumbs(poolsCrumb, { label: p.pool }), page: IpPoolPage },
  {
    path: `${P}/edit`,
    layout: 'system',
    crumbs: (p) => poolCrumbs(p, { label: 'Edit' }),
    page: lazyPage(() => import('./networking/ip-pools/IpPoolEditPage')),
  },
  {
    path: `${P}/ranges-add`,
    layout: 'system',
    crumbs: (p) => poolCrumbs(p, { label: 'Add range' }),
    page: lazyPage(() => import('./networking/ip-pools/RangeAddPage')),
  },
  // system/access (issue #25 point 5): the fleet policy
  {
    path: '/system/access',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Fleet access' }),
    page: lazyPage(() => import('./access/FleetAccessPage')),
  },
  // system/networking/subnet-pools (issue #25): pools of subnets for projects' external subnets
  {
    path: '/system/networking/subnet-pools',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Subnet pools' }),
    page: lazyPage(() => import('./networking/subnet-pools/SubnetPoolsPage')),
  },
  {
    path: '/system/networking/subnet-pools-new',
    layout: 'system',
    crumbs: () => systemCrumbs(subnetPoolsCrumb, { label: 'New subnet pool' }),
    page: lazyPage(() => import('./networking/subnet-pools/SubnetPoolCreatePage')),
  },
  {
    path: SP,
    layout: 'system',
    crumbs: (p) => systemCrumbs(subnetPoolsCrumb, { label: p.subnetPool }),
    page: SubnetPoolPage,
  },
  {
    path: `${SP}/edit`,
    layout: 'system',
    crumbs: (p) => subnetPoolCrumbs(p, { label: 'Edit' }),
    page: lazyPage(() => import('./networking/subnet-pools/SubnetPoolEditPage')),
  },
  {
    path: `${SP}/members-add`,
    layout: 'system',
    crumbs: (p) => subnetPoolCrumbs(p, { label: 'Add subnet' }),
    page: lazyPage(() => import('./networking/subnet-pools/MemberAddPage')),
  },
  {
    path: `${S}/subnet-pools`,
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, { label: 'Subnet pools' }),
    page: lazyPage(() => import('./silos/SiloSubnetPoolsPage')),
  },
  // system/update
  { path: '/system/update', layout: 'system', crumbs: () => systemCrumbs(update), page: UpdatePage },
  {
    path: '/system/update/upload',
    layout: 'system',
    crumbs: () => systemCrumbs(update, { label: 'Upload repository' }),
    page: lazyPage(() => import('./update/UploadRepositoryPage')),
  },
  {
    path: '/system/update/trust-roots-new',
    layout: 'system',
    crumbs: () => systemCrumbs(update, { label: 'Add trust root' }),
    page: lazyPage(() => import('./update/TrustRootCreatePage')),
  },
  {
    path: '/system/update/trust-roots/:trustRootId',
    layout: 'system',
    crumbs: (p) => systemCrumbs(update, { label: `Trust root ${p.trustRootId}` }),
    page: lazyPage(() => import('./update/TrustRootPage')),
  },
  {
    path: '/system/update/repositories/:version',
    layout: 'system',
    crumbs: (p) => systemCrumbs(update, { label: p.version }),
    page: lazyPage(() => import('./update/RepositoryPage')),
  },
  // system/support-bundles
  {
    path: '/system/support-bundles',
    layout: 'system',
    crumbs: () => systemCrumbs(bundles),
    page: lazyPage(() => import('./support-bundles/SupportBundlesPage')),
  },
  {
    path: '/system/support-bundles-new',
    layout: 'system',
    crumbs: () => systemCrumbs(bundles, { label: 'New support bundle' }),
    page: lazyPage(() => import('./support-bundles/SupportBundleCreatePage')),
  },
  {
    path: '/system/support-bundles/:bundleId',
    layout: 'system',
    crumbs: (p) => systemCrumbs(bundles, { label: p.bundleId.slice(0, 8) }),
    page: lazyPage(() => import('./support-bundles/SupportBundlePage')),
  },
  // system/alerts
  {
    path: '/system/alerts',
    layout: 'system',
    crumbs: () => systemCrumbs(alerts),
    page: lazyPage(() => import('./alerts/AlertsPage')),
  },
  {
    path: '/system/alerts-new',
    layout: 'system',
    crumbs: () => systemCrumbs(alerts, { label: 'New webhook receiver' }),
    page: lazyPage(() => import('./alerts/ReceiverCreatePage')),
  },
  {
    path: '/system/alert-history',
    layout: 'system',
    crumbs: () => systemCrumbs(alerts, { label: 'Alert history' }),
    page: lazyPage(() => import('./alerts/AlertHistoryPage')),
  },
  {
    path: '/system/alert-history/:alertId',
    layout: 'system',
    crumbs: (p) =>
      systemCrumbs(alerts, { label: 'Alert history', href: pb.alertHistory() }, { label: p.alertId.slice(0, 8) }),
    page: lazyPage(() => import('./alerts/AlertPage')),
  },
  {
    path: '/system/alerts/:receiver',
    layout: 'system',
    crumbs: (p) => systemCrumbs(alerts, receiver(p)),
    page: lazyPage(() => import('./alerts/ReceiverPage')),
  },
  {
    path: '/system/alerts/:receiver/edit',
    layout: 'system',
    crumbs: (p) => systemCrumbs(alerts, receiver(p), { label: 'Edit' }),
    page: lazyPage(() => import('./alerts/ReceiverEditPage')),
  },
  // system/audit-log
  {
    path: '/system/audit-log',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Audit log' }),
    page: lazyPage(() => import('./audit-log/AuditLogPage')),
  },
  // system/certificates
  {
    path: '/system/certificates',
    layout: 'system',
    crumbs: () => systemCrumbs(certs),
    page: lazyPage(() => import('./certificates/CertificatesPage')),
  },
  {
    path: '/system/certificates-new',
    layout: 'system',
    crumbs: () => systemCrumbs(certs, { label: 'New certificate' }),
    page: lazyPage(() => import('./certificates/CertificateCreatePage')),
  },
  {
    path: '/system/certificates/:certificate',
    layout: 'system',
    crumbs: (p) => systemCrumbs(certs, { label: p.certificate }),
    page: lazyPage(() => import('./certificates/CertificatePage')),
  },
  // system/inventory/sleds-add
  {
    path: '/system/inventory/sleds-uninitialized',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Inventory', href: pb.inventory() }, { label: 'Uninitialized sleds' }),
    page: lazyPage(() => import('./inventory/sleds-add/SledsUninitializedPage')),
  },
  // system/silos/users
  {
    path: '/system/silos/:silo/users',
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, { label: 'Users' }),
    page: lazyPage(() => import('./silos/users/SiloUsersPage')),
  },
  {
    path: '/system/silos/:silo/users/:user',
    layout: 'system',
    crumbs: (p) => siloCrumbs(p, { label: 'Users', href: pb.siloUsers({ silo: p.silo }) }, { label: p.user }),
    page: lazyPage(() => import('./silos/users/SiloUserPage')),
  },
  // system/users-builtin
  {
    path: '/system/users-builtin',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Built-in users' }),
    page: lazyPage(() => import('./users-builtin/UsersBuiltinPage')),
  },
  {
    path: '/system/users-builtin/:user',
    layout: 'system',
    crumbs: (p) => systemCrumbs(builtin, { label: p.user }),
    page: lazyPage(() => import('./users-builtin/UserBuiltinPage')),
  },
  // system/timeseries
  {
    path: '/system/timeseries',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Time-series explorer' }),
    page: lazyPage(() => import('./timeseries/ExplorerPage')),
  },
  // system/networking
  {
    path: '/system/networking/address-lots',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Address lots' }),
    page: lazyPage(() => import('./networking/AddressLotsPage')),
  },
  {
    path: '/system/networking/address-lots-new',
    layout: 'system',
    crumbs: () => systemCrumbs(lotsCrumb, { label: 'New address lot' }),
    page: lazyPage(() => import('./networking/AddressLotCreatePage')),
  },
  {
    path: '/system/networking/address-lots/:addressLot',
    layout: 'system',
    crumbs: (p) => systemCrumbs(lotsCrumb, { label: p.addressLot }),
    page: lazyPage(() => import('./networking/AddressLotPage')),
  },
  {
    path: '/system/networking/bgp',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'BGP' }),
    page: lazyPage(() => import('./networking/BgpPage')),
  },
  {
    path: '/system/networking/bgp-messages',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'BGP', href: pb.rackBgp() }, { label: 'Message history' }),
    page: lazyPage(() => import('./networking/BgpMessagesPage')),
  },
  {
    path: '/system/networking/port-settings',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Switch port settings' }),
    page: lazyPage(() => import('./networking/PortSettingsListPage')),
  },
  {
    path: '/system/networking/port-settings-new',
    layout: 'system',
    crumbs: () => systemCrumbs(portSettingsCrumb, { label: 'New port settings' }),
    page: lazyPage(() => import('./networking/PortSettingsCreatePage')),
  },
  {
    path: '/system/networking/port-settings/:portSettings',
    layout: 'system',
    crumbs: (p) => systemCrumbs(portSettingsCrumb, { label: p.portSettings }),
    page: lazyPage(() => import('./networking/PortSettingsPage')),
  },
  {
    path: '/system/networking/switch-ports',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Switch ports' }),
    page: lazyPage(() => import('./networking/SwitchPortsPage')),
  },
  {
    path: '/system/networking/switch-ports/:rackId/:switchSlot/:port',
    layout: 'system',
    crumbs: (p) => systemCrumbs(switchPortsCrumb, { label: `${p.switchSlot} ${p.port}` }),
    page: lazyPage(() => import('./networking/SwitchPortPage')),
  },
  {
    path: '/system/networking/loopbacks',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Loopback addresses' }),
    page: lazyPage(() => import('./networking/LoopbacksPage')),
  },
  {
    path: '/system/networking/loopbacks-new',
    layout: 'system',
    crumbs: () => systemCrumbs(loopbacksCrumb, { label: 'New loopback address' }),
    page: lazyPage(() => import('./networking/LoopbackCreatePage')),
  },
  {
    path: '/system/networking/allow-list',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Allow list' }),
    page: lazyPage(() => import('./networking/AllowListPage')),
  },
  {
    path: '/system/networking/settings',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Networking settings' }),
    page: lazyPage(() => import('./networking/NetworkingSettingsPage')),
  },
]
