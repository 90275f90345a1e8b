import { pb } from '../../paths'
import { defineArea } from '../../routing/area'
import { projectCrumbs } from '../../routing/crumbs'
import { lazyPage } from '../../routing/lazy-page'
import type { AppRoute, Params } from '../../routing/types'
import { instances } from './instances/area'
import { vpcs } from './vpcs/area'
// registers how bulk jobs are retried after a reload
import './resumable-bulks'

/*
 * The project frame's areas (/projects/:project/...), in sidebar order: one declaration each
 * (web/routing/area.ts). A create or edit form that opens over its list says `over: ''`.
 */

const named = (k: string) => (p: Params) => [{ label: p[k] }]
const edited = (k: string) => (p: Params) => [{ label: p[k] }, { label: 'Edit' }]
const project = 'project' as const
const inProject = (p: Params) => ({ query: { project: p.project } })

export const disks = defineArea({
  label: 'Disks',
  layout: project,
  nav: 'Project',
  path: '/projects/:project/disks',
  trail: projectCrumbs,
  page: lazyPage(() => import('./disks/DisksPage')),
  list: { method: 'diskList', params: inProject, sortable: true },
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New disk' }],
      page: lazyPage(() => import('./disks/DiskCreatePage')),
    },
    { path: '/:disk', over: '', crumbs: named('disk'), page: lazyPage(() => import('./disks/DiskDetailPage')) },
  ],
})

export const snapshots = defineArea({
  label: 'Snapshots',
  layout: project,
  nav: 'Project',
  path: '/projects/:project/snapshots',
  trail: projectCrumbs,
  page: lazyPage(() => import('./snapshots/SnapshotsPage')),
  list: { method: 'snapshotList', params: inProject, sortable: true },
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New snapshot' }],
      page: lazyPage(() => import('./snapshots/SnapshotCreatePage')),
    },
    {
      path: '/:snapshot',
      over: '',
      crumbs: named('snapshot'),
      page: lazyPage(() => import('./snapshots/SnapshotDetailPage')),
    },
    {
      path: '/:snapshot/images-new',
      over: '',
      crumbs: (p) => [{ label: p.snapshot }, { label: 'New image' }],
      page: lazyPage(() => import('./snapshots/SnapshotImageCreatePage')),
    },
  ],
})

export const images = defineArea({
  label: 'Images',
  layout: project,
  nav: 'Project',
  path: '/projects/:project/images',
  trail: projectCrumbs,
  page: lazyPage(() => import('./images/ProjectImagesPage')),
  list: { method: 'imageList', params: inProject, sortable: true },
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New image' }],
      page: lazyPage(() => import('./images/ProjectImageCreatePage')),
    },
    {
      path: '/:image/edit',
      over: '',
      crumbs: named('image'),
      page: lazyPage(() => import('./images/ProjectImageEditPage')),
    },
  ],
})

export const floatingIps = defineArea({
  label: 'Floating IPs',
  layout: project,
  nav: 'Project',
  path: '/projects/:project/floating-ips',
  trail: projectCrumbs,
  page: lazyPage(() => import('./floating-ips/FloatingIpsPage')),
  list: { method: 'floatingIpList', params: inProject, sortable: true },
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New floating IP' }],
      page: lazyPage(() => import('./floating-ips/FloatingIpCreatePage')),
    },
    {
      path: '/:floatingIp/edit',
      over: '',
      crumbs: edited('floatingIp'),
      page: lazyPage(() => import('./floating-ips/FloatingIpEditPage')),
    },
    {
      path: '/:floatingIp/history',
      over: '',
      crumbs: (p) => [{ label: p.floatingIp }, { label: 'History' }],
      page: lazyPage(() => import('./floating-ips/FloatingIpHistoryPage')),
    },
  ],
})

/** issue #22 point 1 */
export const externalSubnets = defineArea({
  label: 'External subnets',
  layout: project,
  nav: 'Project',
  path: '/projects/:project/external-subnets',
  trail: projectCrumbs,
  page: lazyPage(() => import('./external-subnets/ExternalSubnetsPage')),
  list: { method: 'externalSubnetList', params: inProject, sortable: true },
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New external subnet' }],
      page: lazyPage(() => import('./external-subnets/ExternalSubnetCreatePage')),
    },
    {
      path: '/:externalSubnet/edit',
      over: '',
      crumbs: edited('externalSubnet'),
      page: lazyPage(() => import('./external-subnets/ExternalSubnetEditPage')),
    },
  ],
})

/** issue #25 point 2: fleet-wide groups, joined by this project's instances */
export const multicastGroups = defineArea({
  label: 'Multicast groups',
  layout: project,
  nav: 'Project',
  path: '/projects/:project/multicast-groups',
  trail: projectCrumbs,
  page: lazyPage(() => import('./multicast/MulticastGroupsPage')),
  children: [
    {
      path: '/:multicastGroup',
      crumbs: named('multicastGroup'),
      page: lazyPage(() => import('./multicast/MulticastGroupPage')),
    },
  ],
})

/** SPEC §2: affinity, affinity-new and affinity/{antiAffinityGroup} with edit (both kinds; see affinity/kind.ts). */
export const affinity = defineArea({
  label: 'Affinity',
  layout: project,
  nav: 'Project',
  path: '/projects/:project/affinity',
  trail: projectCrumbs,
  page: lazyPage(() => import('./affinity/AffinityPage')),
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New group' }],
      page: lazyPage(() => import('./affinity/AffinityCreatePage')),
    },
    {
      path: '/:antiAffinityGroup',
      crumbs: named('antiAffinityGroup'),
      page: lazyPage(() => import('./affinity/AffinityGroupPage')),
    },
    {
      path: '/:antiAffinityGroup/edit',
      over: '/:antiAffinityGroup',
      crumbs: edited('antiAffinityGroup'),
      page: lazyPage(() => import('./affinity/AffinityEditPage')),
    },
  ],
})

/** Probes live under the experimental API (SPEC §7); the pages are ordinary project pages. */
export const probes = defineArea({
  label: 'Probes',
  layout: project,
  nav: 'Project',
  path: '/projects/:project/probes',
  trail: projectCrumbs,
  page: lazyPage(() => import('./probes/ProbesPage')),
  list: { method: 'probeList', params: inProject, sortable: false },
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New probe' }],
      page: lazyPage(() => import('./probes/ProbeCreatePage')),
    },
  ],
})

export const projectAccess = defineArea({
  label: 'Project access',
  crumb: 'Access',
  layout: project,
  nav: 'Project',
  path: '/projects/:project/access',
  trail: projectCrumbs,
  page: lazyPage(() => import('./access/ProjectAccessPage')),
})

/** issue #36 point 1: what the audit log, this browser's jobs and its saves hold about the project itself */
export const projectHistory = defineArea({
  label: 'Project history',
  crumb: 'History',
  layout: project,
  nav: 'Project',
  path: '/projects/:project/history',
  trail: projectCrumbs,
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
  path: '/projects/:project',
  layout: 'project',
  crumbs: () => [],
  redirect: (p) => pb.instances({ project: p.project }),
}
