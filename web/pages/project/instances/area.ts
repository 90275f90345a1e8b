import { pb } from '../../../paths'
import { defineArea } from '../../../routing/area'
import { projectCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Params } from '../../../routing/types'

const instance = (p: Params) => [{ label: p.instance, href: pb.instance({ project: p.project, instance: p.instance }) }]
const tab = (label: string) => (p: Params) => [...instance(p), { label }]
const metrics = (label: string) => (p: Params) => [
  ...instance(p),
  { label: 'Metrics', href: pb.instanceMetrics({ project: p.project, instance: p.instance }) },
  { label },
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
    { path: '-new', crumbs: () => [{ label: 'New instance' }], page: InstanceCreatePage },
    {
      path: '/:instance',
      crumbs: instance,
      redirect: (p) => pb.instanceStorage({ project: p.project, instance: p.instance }),
    },
    { path: '/:instance/storage', crumbs: tab('Storage'), page: StorageTab },
    { path: '/:instance/networking', crumbs: tab('Networking'), page: lazyPage(() => import('./NetworkingTab')) },
    { path: '/:instance/connect', crumbs: tab('Connect'), page: lazyPage(() => import('./ConnectTab')) },
    { path: '/:instance/settings', crumbs: tab('Settings'), page: lazyPage(() => import('./SettingsTab')) },
    { path: '/:instance/history', crumbs: tab('History'), page: lazyPage(() => import('./HistoryTab')) },
    {
      path: '/:instance/serial-console',
      crumbs: tab('Serial console'),
      page: lazyPage(() => import('./SerialConsolePage')),
    },
    // the metrics tabs: cpu, disk, network (the index redirects to cpu)
    {
      path: '/:instance/metrics',
      crumbs: tab('Metrics'),
      redirect: (p) => pb.instanceMetricsCpu({ project: p.project, instance: p.instance }),
    },
    { path: '/:instance/metrics/cpu', crumbs: metrics('CPU'), page: InstanceMetricsTab },
    { path: '/:instance/metrics/disk', crumbs: metrics('Disk'), page: InstanceMetricsTab },
    { path: '/:instance/metrics/network', crumbs: metrics('Network'), page: InstanceMetricsTab },
  ],
})
