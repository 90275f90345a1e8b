import { pb } from '../../../paths'
import { defineArea } from '../../../routing/area'
import { projectCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import { allRead, queryRead } from '../../../routing/reads'
import type { Params, RouteRead } from '../../../routing/types'

const instance = (p: Params) => [{ label: p.instance, href: pb.instance({ project: p.project, instance: p.instance }) }]
const tab = (label: string) => (p: Params) => [...instance(p), { label }]
const metrics = (label: string) => (p: Params) => [
  ...instance(p),
  { label: 'Metrics', href: pb.instanceMetrics({ project: p.project, instance: p.instance }) },
  { label },
]
/*
 * What the pages read as they open, started with the route (issue #34): a click's data leaves with
 * the click, not once the page's code has arrived and rendered. Keyed as the pages' hooks key them.
 */
/** Every instance page: the instance (useInstance). */
const instanceRead = (p: Params) =>
  queryRead('instanceView', { path: { instance: p.instance }, query: { project: p.project } })
/** Every tab in the instance's frame (InstanceFrame): the instance, and its NICs for the VPC line. */
const frameReads = (p: Params): RouteRead[] => [
  instanceRead(p),
  allRead('instanceNetworkInterfaceList', { query: { project: p.project, instance: p.instance } }),
]
/** The create form's pickers (InstanceCreatePage): every collection they offer. */
const createReads = ({ project }: Params): RouteRead[] => [
  allRead('imageList', { query: { project } }),
  allRead('imageList', { query: {} }),
  allRead('diskList', { query: { project } }),
  allRead('ipPoolList', { query: {} }),
  allRead('vpcList', { query: { project } }),
  allRead('snapshotList', { query: { project } }),
  allRead('floatingIpList', { query: { project } }),
  allRead('currentUserSshKeyList', { query: {} }),
]

const InstanceMetricsTab = lazyPage(() => import('./InstanceMetricsTab'))
/** The pages the list's clicks lead to: the list fetches them ahead once idle (InstancesPage). */
export const InstanceCreatePage = lazyPage(() => import('./InstanceCreatePage'))
export const StorageTab = lazyPage(() => import('./StorageTab'))

/** SPEC §2 instance routes: the list, the create page, an instance's tabs, its metrics tabs. */
export const instances = defineArea({
  label: 'Instances',
  layout: 'project',
  nav: 'Project',
  path: '/projects/:project/instances',
  trail: projectCrumbs,
  page: lazyPage(() => import('./InstancesPage')),
  list: { method: 'instanceList', params: (p) => ({ query: { project: p.project } }), sortable: true },
  children: [
    { path: '-new', crumbs: () => [{ label: 'New instance' }], page: InstanceCreatePage, reads: createReads },
    {
      path: '/:instance',
      crumbs: instance,
      redirect: (p) => pb.instanceStorage({ project: p.project, instance: p.instance }),
    },
    {
      path: '/:instance/storage',
      crumbs: tab('Storage'),
      page: StorageTab,
      // the disks first: they are the tab, where the frame has the list's row to show until the instance comes
      // (the mock, like any busy server, answers in about the order asked: 20-40 ms apart on a loaded machine)
      reads: (p) => [
        queryRead('instanceDiskList', { path: { instance: p.instance }, query: { project: p.project } }),
        ...frameReads(p),
      ],
    },
    {
      path: '/:instance/networking',
      crumbs: tab('Networking'),
      page: lazyPage(() => import('./NetworkingTab')),
      reads: frameReads,
    },
    {
      path: '/:instance/connect',
      crumbs: tab('Connect'),
      page: lazyPage(() => import('./ConnectTab')),
      reads: frameReads,
    },
    {
      path: '/:instance/settings',
      crumbs: tab('Settings'),
      page: lazyPage(() => import('./SettingsTab')),
      reads: frameReads,
    },
    {
      path: '/:instance/history',
      crumbs: tab('History'),
      page: lazyPage(() => import('./HistoryTab')),
      reads: frameReads,
    },
    {
      path: '/:instance/serial-console',
      crumbs: tab('Serial console'),
      page: lazyPage(() => import('./SerialConsolePage')),
      reads: (p) => [instanceRead(p)],
    },
    // the metrics tabs: cpu, disk, network (the index redirects to cpu)
    {
      path: '/:instance/metrics',
      crumbs: tab('Metrics'),
      redirect: (p) => pb.instanceMetricsCpu({ project: p.project, instance: p.instance }),
    },
    { path: '/:instance/metrics/cpu', crumbs: metrics('CPU'), page: InstanceMetricsTab, reads: frameReads },
    { path: '/:instance/metrics/disk', crumbs: metrics('Disk'), page: InstanceMetricsTab, reads: frameReads },
    { path: '/:instance/metrics/network', crumbs: metrics('Network'), page: InstanceMetricsTab, reads: frameReads },
  ],
})
