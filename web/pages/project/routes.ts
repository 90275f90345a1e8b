import { lazyPage } from '../../routing/lazy-page'
import { listQuery } from '../../api/hooks'
import { pb } from '../../paths'
import { instanceCrumbs, projectCrumbs, vpcCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

// ---- project/instances ----
const InstancesPage = lazyPage(() => import('./instances/InstancesPage'))

const list = (p: Record<string, string>) => ({ label: 'Instances', href: pb.instances({ project: p.project }) })

/** SPEC §2 instance routes; the metrics tabs are at the end. */

// ---- project/disks ----
const disks = (p: Params) => ({ label: 'Disks', href: pb.disks({ project: p.project }) })

// ---- project/snapshots ----
const snapshots = (p: Params) => ({ label: 'Snapshots', href: pb.snapshots({ project: p.project }) })

// ---- project/images ----
const images = (p: Params) => ({ label: 'Images', href: pb.projectImages({ project: p.project }) })

// ---- project/affinity ----
const affinity = (p: Params) => ({ label: 'Affinity', href: pb.affinity({ project: p.project }) })

/** SPEC §2: affinity, affinity-new and affinity/{antiAffinityGroup} with edit (both kinds; see kind.ts). */

// ---- project/vpcs ----
const V = '/projects/:project/vpcs/:vpc'
const vpcsCrumb = (p: Params) => ({ label: 'VPCs', href: pb.vpcs({ project: p.project }) })
const v = (p: Params) => ({ project: p.project, vpc: p.vpc })
const tab = (label: string, href: (p: ReturnType<typeof v>) => string) => (p: Params) => ({ label, href: href(v(p)) })
const rulesCrumb = tab('Firewall rules', pb.vpcFirewallRules)
const subnetsCrumb = tab('Subnets', pb.vpcSubnets)
const routersCrumb = tab('Routers', pb.vpcRouters)
const gatewaysCrumb = tab('Internet gateways', pb.vpcInternetGateways)
const routerCrumbs = (p: Params, ...rest: { label: string }[]) =>
  vpcCrumbs(p, routersCrumb(p), { label: p.router, href: pb.vpcRouter({ ...v(p), router: p.router }) }, ...rest)

// ---- project/floating-ips ----
const FloatingIpsPage = lazyPage(() => import('./floating-ips/FloatingIpsPage'))
const floatingIpsCrumb = (p: Params) => ({ label: 'Floating IPs', href: pb.floatingIps({ project: p.project }) })

// ---- project/external-subnets (issue #22 point 1) ----
const ExternalSubnetsPage = lazyPage(() => import('./external-subnets/ExternalSubnetsPage'))
const externalSubnetsCrumb = (p: Params) => ({
  label: 'External subnets',
  href: pb.externalSubnets({ project: p.project }),
})

// ---- project/probes ----
const probesCrumb = (p: Params) => ({ label: 'Probes', href: pb.probes({ project: p.project }) })

/** Probes live under the experimental API (SPEC §7); the pages are ordinary project pages. */

// ---- common/metrics ----
const InstanceMetricsTab = lazyPage(() => import('./instances/InstanceMetricsTab'))
const metrics = (p: Record<string, string>) => ({
  label: 'Metrics',
  href: pb.instanceMetrics({ project: p.project, instance: p.instance }),
})

/** SPEC §2: instance metrics tabs (cpu, disk, network; the index redirects to cpu). */

export const projectRoutes: AppRoute[] = [
  // project
  {
    path: '/projects/:project',
    layout: 'project',
    crumbs: () => [],
    redirect: (p) => pb.instances({ project: p.project }),
  },
  // project/instances
  {
    path: '/projects/:project/instances',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, { label: 'Instances' }),
    page: InstancesPage,
    query: (p) => listQuery('instanceList', { query: { project: p.project } }),
  },
  {
    path: '/projects/:project/instances-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, list(p), { label: 'New instance' }),
    page: lazyPage(() => import('./instances/InstanceCreatePage')),
  },
  {
    path: '/projects/:project/instances/:instance',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p),
    redirect: (p) => pb.instanceStorage({ project: p.project, instance: p.instance }),
  },
  {
    path: '/projects/:project/instances/:instance/storage',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, { label: 'Storage' }),
    page: lazyPage(() => import('./instances/StorageTab')),
  },
  {
    path: '/projects/:project/instances/:instance/networking',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, { label: 'Networking' }),
    page: lazyPage(() => import('./instances/NetworkingTab')),
  },
  {
    path: '/projects/:project/instances/:instance/connect',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, { label: 'Connect' }),
    page: lazyPage(() => import('./instances/ConnectTab')),
  },
  {
    path: '/projects/:project/instances/:instance/settings',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, { label: 'Settings' }),
    page: lazyPage(() => import('./instances/SettingsTab')),
  },
  {
    path: '/projects/:project/instances/:instance/serial-console',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, { label: 'Serial console' }),
    page: lazyPage(() => import('./instances/SerialConsolePage')),
  },
  // project/disks
  {
    path: '/projects/:project/disks',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, disks(p)),
    page: lazyPage(() => import('./disks/DisksPage')),
    query: (p) => listQuery('diskList', { query: { project: p.project } }),
  },
  {
    path: '/projects/:project/disks-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, disks(p), { label: 'New disk' }),
    page: lazyPage(() => import('./disks/DiskCreatePage')),
  },
  {
    path: '/projects/:project/disks/:disk',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, disks(p), { label: p.disk }),
    page: lazyPage(() => import('./disks/DiskDetailPage')),
  },
  // project/snapshots
  {
    path: '/projects/:project/snapshots',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, snapshots(p)),
    page: lazyPage(() => import('./snapshots/SnapshotsPage')),
    query: (p) => listQuery('snapshotList', { query: { project: p.project } }),
  },
  {
    path: '/projects/:project/snapshots-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, snapshots(p), { label: 'New snapshot' }),
    page: lazyPage(() => import('./snapshots/SnapshotCreatePage')),
  },
  {
    path: '/projects/:project/snapshots/:snapshot',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, snapshots(p), { label: p.snapshot }),
    page: lazyPage(() => import('./snapshots/SnapshotDetailPage')),
  },
  {
    path: '/projects/:project/snapshots/:snapshot/images-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, snapshots(p), { label: p.snapshot }, { label: 'New image' }),
    page: lazyPage(() => import('./snapshots/SnapshotImageCreatePage')),
  },
  // project/images
  {
    path: '/projects/:project/images',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, images(p)),
    page: lazyPage(() => import('./images/ProjectImagesPage')),
    query: (p) => listQuery('imageList', { query: { project: p.project } }),
  },
  {
    path: '/projects/:project/images-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, images(p), { label: 'New image' }),
    page: lazyPage(() => import('./images/ProjectImageCreatePage')),
  },
  {
    path: '/projects/:project/images/:image/edit',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, images(p), { label: p.image }),
    page: lazyPage(() => import('./images/ProjectImageEditPage')),
  },
  // project/affinity
  {
    path: '/projects/:project/affinity',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, affinity(p)),
    page: lazyPage(() => import('./affinity/AffinityPage')),
  },
  {
    path: '/projects/:project/affinity-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, affinity(p), { label: 'New group' }),
    page: lazyPage(() => import('./affinity/AffinityCreatePage')),
  },
  {
    path: '/projects/:project/affinity/:antiAffinityGroup',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, affinity(p), { label: p.antiAffinityGroup }),
    page: lazyPage(() => import('./affinity/AffinityGroupPage')),
  },
  {
    path: '/projects/:project/affinity/:antiAffinityGroup/edit',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, affinity(p), { label: p.antiAffinityGroup }, { label: 'Edit' }),
    page: lazyPage(() => import('./affinity/AffinityEditPage')),
  },
  {
    path: '/projects/:project/access',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, { label: 'Access' }),
    page: lazyPage(() => import('./access/ProjectAccessPage')),
  },
  // project/vpcs
  {
    path: '/projects/:project/vpcs',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, { label: 'VPCs' }),
    page: lazyPage(() => import('./vpcs/VpcsPage')),
    query: (p) => listQuery('vpcList', { query: { project: p.project } }),
  },
  {
    path: '/projects/:project/vpcs-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, vpcsCrumb(p), { label: 'New VPC' }),
    page: lazyPage(() => import('./vpcs/VpcCreatePage')),
  },
  { path: V, layout: 'project', crumbs: () => [], redirect: (p) => pb.vpcFirewallRules(v(p)) },
  {
    path: `${V}/edit`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, { label: 'Edit' }),
    page: lazyPage(() => import('./vpcs/VpcEditPage')),
  },
  {
    path: `${V}/firewall-rules`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, { label: 'Firewall rules' }),
    page: lazyPage(() => import('./vpcs/FirewallRulesPage')),
    // up to 1,024 rules (issue #21): their download starts with the page's code, not after it
    query: (p) => ['vpcFirewallRulesView', { query: { project: p.project, vpc: p.vpc } }] as const,
  },
  // the optional rule is one to clone (SPEC §2)
  {
    path: `${V}/firewall-rules-new/:rule?`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, rulesCrumb(p), { label: p.rule ? `Clone ${p.rule}` : 'New rule' }),
    page: lazyPage(() => import('./vpcs/FirewallRuleCreatePage')),
  },
  {
    path: `${V}/firewall-rules/:rule/edit`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, rulesCrumb(p), { label: p.rule }, { label: 'Edit' }),
    page: lazyPage(() => import('./vpcs/FirewallRuleEditPage')),
  },
  {
    path: `${V}/topology`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, { label: 'Topology' }),
    page: lazyPage(() => import('./vpcs/TopologyPage')),
  },
  {
    path: `${V}/subnets`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, { label: 'Subnets' }),
    page: lazyPage(() => import('./vpcs/SubnetsPage')),
  },
  {
    path: `${V}/subnets-new`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, subnetsCrumb(p), { label: 'New subnet' }),
    page: lazyPage(() => import('./vpcs/SubnetCreatePage')),
  },
  {
    path: `${V}/subnets/:subnet/edit`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, subnetsCrumb(p), { label: p.subnet }, { label: 'Edit' }),
    page: lazyPage(() => import('./vpcs/SubnetEditPage')),
  },
  {
    path: `${V}/routers`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, { label: 'Routers' }),
    page: lazyPage(() => import('./vpcs/RoutersPage')),
  },
  {
    path: `${V}/routers-new`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, routersCrumb(p), { label: 'New router' }),
    page: lazyPage(() => import('./vpcs/RouterCreatePage')),
  },
  {
    path: `${V}/routers/:router`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, routersCrumb(p), { label: p.router }),
    page: lazyPage(() => import('./vpcs/RouterPage')),
  },
  {
    path: `${V}/routers/:router/edit`,
    layout: 'project',
    crumbs: (p) => routerCrumbs(p, { label: 'Edit' }),
    page: lazyPage(() => import('./vpcs/RouterEditPage')),
  },
  {
    path: `${V}/routers/:router/routes-new`,
    layout: 'project',
    crumbs: (p) => routerCrumbs(p, { label: 'New route' }),
    page: lazyPage(() => import('./vpcs/RouteCreatePage')),
  },
  {
    path: `${V}/routers/:router/routes/:route/edit`,
    layout: 'project',
    crumbs: (p) => routerCrumbs(p, { label: p.route }, { label: 'Edit' }),
    page: lazyPage(() => import('./vpcs/RouteEditPage')),
  },
  {
    path: `${V}/internet-gateways`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, { label: 'Internet gateways' }),
    page: lazyPage(() => import('./vpcs/GatewaysPage')),
  },
  {
    path: `${V}/internet-gateways/:gateway`,
    layout: 'project',
    crumbs: (p) => vpcCrumbs(p, gatewaysCrumb(p), { label: p.gateway }),
    page: lazyPage(() => import('./vpcs/GatewayPage')),
  },
  // project/floating-ips
  {
    path: '/projects/:project/floating-ips',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, { label: 'Floating IPs' }),
    page: FloatingIpsPage,
    query: (p) => listQuery('floatingIpList', { query: { project: p.project } }),
  },
  {
    path: '/projects/:project/floating-ips-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, floatingIpsCrumb(p), { label: 'New floating IP' }),
    page: lazyPage(() => import('./floating-ips/FloatingIpCreatePage')),
  },
  {
    path: '/projects/:project/floating-ips/:floatingIp/edit',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, floatingIpsCrumb(p), { label: p.floatingIp }, { label: 'Edit' }),
    page: lazyPage(() => import('./floating-ips/FloatingIpEditPage')),
  },
  // project/external-subnets
  {
    path: '/projects/:project/external-subnets',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, { label: 'External subnets' }),
    page: ExternalSubnetsPage,
  },
  {
    path: '/projects/:project/external-subnets-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, externalSubnetsCrumb(p), { label: 'New external subnet' }),
    page: lazyPage(() => import('./external-subnets/ExternalSubnetCreatePage')),
  },
  {
    path: '/projects/:project/external-subnets/:externalSubnet/edit',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, externalSubnetsCrumb(p), { label: p.externalSubnet }, { label: 'Edit' }),
    page: lazyPage(() => import('./external-subnets/ExternalSubnetEditPage')),
  },
  // project/multicast (issue #25 point 2): fleet-wide groups, joined by this project's instances
  {
    path: '/projects/:project/multicast-groups',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, { label: 'Multicast groups' }),
    page: lazyPage(() => import('./multicast/MulticastGroupsPage')),
  },
  {
    path: '/projects/:project/multicast-groups/:multicastGroup',
    layout: 'project',
    crumbs: (p) =>
      projectCrumbs(
        p,
        { label: 'Multicast groups', href: pb.multicastGroups({ project: p.project }) },
        { label: p.multicastGroup },
      ),
    page: lazyPage(() => import('./multicast/MulticastGroupPage')),
  },
  // project/probes
  {
    path: '/projects/:project/probes',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, { label: 'Probes' }),
    page: lazyPage(() => import('./probes/ProbesPage')),
  },
  {
    path: '/projects/:project/probes-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, probesCrumb(p), { label: 'New probe' }),
    page: lazyPage(() => import('./probes/ProbeCreatePage')),
  },
  // project/instances metrics
  {
    path: '/projects/:project/instances/:instance/metrics',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, { label: 'Metrics' }),
    redirect: (p) => pb.instanceMetricsCpu({ project: p.project, instance: p.instance }),
  },
  {
    path: '/projects/:project/instances/:instance/metrics/cpu',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, metrics(p), { label: 'CPU' }),
    page: InstanceMetricsTab,
  },
  {
    path: '/projects/:project/instances/:instance/metrics/disk',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, metrics(p), { label: 'Disk' }),
    page: InstanceMetricsTab,
  },
  {
    path: '/projects/:project/instances/:instance/metrics/network',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, metrics(p), { label: 'Network' }),
    page: InstanceMetricsTab,
  },
]
