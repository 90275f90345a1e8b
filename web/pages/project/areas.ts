import { to } from '../../urls'
import { defineArea } from '../../routing/area'
import { projectCrumbs } from '../../routing/crumbs'
import { lazyPage } from '../../routing/lazy-page'
import type { AppRoute, Params } from '../../routing/types'
import { instances } from './instances/area'
import { vpcs } from './vpcs/area'
// registers how bulk jobs are retried after a reload
import './resumable-bulks'
import { childPage, formOver, formOverAt } from '../../routing/area-children'

/*
 * The project frame's areas (/projects/:project/...), in sidebar order: one declaration each
 * (web/routing/area.ts). A create or edit form that opens over its list says `over: 'list'`.
 */

const named = (k: string) => (p: Params) => [{ label: p[k] }]
const edited = (k: string) => (p: Params) => [{ label: p[k] }, { label: 'Edit' }]
/** What every area of the frame's sidebar shares: its layout, its sidebar heading and the crumbs before its own. */
const inFrame = { layout: 'project', nav: 'Project', trail: projectCrumbs } as const
const inProject = (p: Params) => ({ query: { project: p.project } })

const disks = defineArea({
  label: 'Disks',
  ...inFrame,
  route: to.disks,
  page: lazyPage(() => import('./disks/DisksPage')),
  list: { method: 'diskList', params: inProject, sortable: true },
  children: [
    formOver(to.disksNew, 'New disk', () => import('./disks/DiskCreatePage')),
    formOver(to.disk, named('disk'), () => import('./disks/DiskDetailPage')),
  ],
})

const snapshots = defineArea({
  label: 'Snapshots',
  ...inFrame,
  route: to.snapshots,
  page: lazyPage(() => import('./snapshots/SnapshotsPage')),
  list: { method: 'snapshotList', params: inProject, sortable: true },
  children: [
    formOver(to.snapshotsNew, 'New snapshot', () => import('./snapshots/SnapshotCreatePage')),
    formOver(to.snapshot, named('snapshot'), () => import('./snapshots/SnapshotDetailPage')),
    formOver(
      to.snapshotImagesNew,
      (p) => [{ label: p.snapshot }, { label: 'New image' }],
      () => import('./snapshots/SnapshotImageCreatePage'),
    ),
  ],
})

const images = defineArea({
  label: 'Images',
  ...inFrame,
  route: to.projectImages,
  page: lazyPage(() => import('./images/ProjectImagesPage')),
  list: { method: 'imageList', params: inProject, sortable: true },
  children: [
    formOver(to.projectImagesNew, 'New image', () => import('./images/ProjectImageCreatePage')),
    formOver(to.projectImageEdit, named('image'), () => import('./images/ProjectImageEditPage')),
  ],
})

const floatingIps = defineArea({
  label: 'Floating IPs',
  ...inFrame,
  route: to.floatingIps,
  page: lazyPage(() => import('./floating-ips/FloatingIpsPage')),
  list: { method: 'floatingIpList', params: inProject, sortable: true },
  children: [
    formOver(to.floatingIpsNew, 'New floating IP', () => import('./floating-ips/FloatingIpCreatePage')),
    formOver(to.floatingIpEdit, edited('floatingIp'), () => import('./floating-ips/FloatingIpEditPage')),
    formOver(
      to.floatingIpHistory,
      (p) => [{ label: p.floatingIp }, { label: 'History' }],
      () => import('./floating-ips/FloatingIpHistoryPage'),
    ),
  ],
})

/** */
const externalSubnets = defineArea({
  label: 'External subnets',
  ...inFrame,
  route: to.externalSubnets,
  page: lazyPage(() => import('./external-subnets/ExternalSubnetsPage')),
  list: { method: 'externalSubnetList', params: inProject, sortable: true },
  children: [
    formOver(to.externalSubnetsNew, 'New external subnet', () => import('./external-subnets/ExternalSubnetCreatePage')),
    formOver(
      to.externalSubnetEdit,
      edited('externalSubnet'),
      () => import('./external-subnets/ExternalSubnetEditPage'),
    ),
  ],
})

/** fleet-wide groups, joined by this project's instances */
const multicastGroups = defineArea({
  label: 'Multicast groups',
  ...inFrame,
  route: to.multicastGroups,
  page: lazyPage(() => import('./multicast/MulticastGroupsPage')),
  children: [childPage(to.multicastGroup, named('multicastGroup'), () => import('./multicast/MulticastGroupPage'))],
})

/** the rules: screens: affinity, affinity-new and affinity/{antiAffinityGroup} with edit (both kinds; see affinity/kind.ts). */
const affinity = defineArea({
  label: 'Affinity',
  ...inFrame,
  route: to.affinity,
  page: lazyPage(() => import('./affinity/AffinityPage')),
  children: [
    formOver(to.affinityNew, 'New group', () => import('./affinity/AffinityCreatePage')),
    childPage(to.antiAffinityGroup, named('antiAffinityGroup'), () => import('./affinity/AffinityGroupPage')),
    formOverAt(
      to.antiAffinityGroup,
      to.antiAffinityGroupEdit,
      edited('antiAffinityGroup'),
      () => import('./affinity/AffinityEditPage'),
    ),
  ],
})

/** Probes live under the experimental API (the rules: calls); the pages are ordinary project pages. */
const probes = defineArea({
  label: 'Probes',
  ...inFrame,
  route: to.probes,
  page: lazyPage(() => import('./probes/ProbesPage')),
  list: { method: 'probeList', params: inProject, sortable: false },
  children: [formOver(to.probesNew, 'New probe', () => import('./probes/ProbeCreatePage'))],
})

const projectAccess = defineArea({
  label: 'Project access',
  crumb: 'Access',
  ...inFrame,
  route: to.projectAccess,
  page: lazyPage(() => import('./access/ProjectAccessPage')),
})

/** what the audit log, this browser's jobs and its saves hold about the project itself */
const projectHistory = defineArea({
  label: 'Project history',
  crumb: 'History',
  ...inFrame,
  route: to.projectHistory,
  page: lazyPage(() => import('./history/ProjectHistoryPage')),
})

export const projectAreas = [
  instances,
  disks,
  snapshots,
  images,
  vpcs,
  floatingIps,
  externalSubnets,
  multicastGroups,
  affinity,
  probes,
  projectAccess,
  projectHistory,
]

/** A project's own URL opens its instances. */
export const projectRedirect: AppRoute = {
  path: to.project.path,
  layout: 'project',
  crumbs: () => [],
  redirect: (p) => to.instances({ project: p.project }),
}
