import { pb } from '../../../paths'
import { defineArea } from '../../../routing/area'
import { projectCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Params } from '../../../routing/types'
import { InstanceCreatePage, StorageTab } from './lazy-pages'
import { createLoad, frameLoad, instanceLoad, storageDisks } from './queries'

const instance = (p: Params) => [{ label: p.instance, href: pb.instance({ project: p.project, instance: p.instance }) }]
const tab = (label: string) => (p: Params) => [...instance(p), { label }]
const metrics = (label: string) => (p: Params) => [
  ...instance(p),
  { label: 'Metrics', href: pb.instanceMetrics({ project: p.project, instance: p.instance }) },
  { label },
]
const InstanceMetricsTab = lazyPage(() => import('./InstanceMetricsTab'))

/** the rules: screens instance routes: the list, the create page, an instance's tabs, its metrics tabs. */
export const instances = defineArea({
  label: 'Instances',
  layout: 'project',
  nav: 'Project',
  path: '/projects/:project/instances',
  trail: projectCrumbs,
  page: lazyPage(() => import('./InstancesPage')),
  list: { method: 'instanceList', params: (p) => ({ query: { project: p.project } }), sortable: true },
  children: [
    { path: '-new', crumbs: () => [{ label: 'New instance' }], page: InstanceCreatePage, load: createLoad },
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
      load: (p) => ({
        disks: storageDisks(p),
        ...frameLoad(p),
      }),
    },
    {
      path: '/:instance/networking',
      crumbs: tab('Networking'),
      page: lazyPage(() => import('./NetworkingTab')),
      load: frameLoad,
    },
    {
      path: '/:instance/connect',
      crumbs: tab('Connect'),
      page: lazyPage(() => import('./ConnectTab')),
      load: frameLoad,
    },
    {
      path: '/:instance/settings',
      crumbs: tab('Settings'),
      page: lazyPage(() => import('./SettingsTab')),
      load: frameLoad,
    },
    {
      path: '/:instance/history',
      crumbs: tab('History'),
      page: lazyPage(() => import('./HistoryTab')),
      load: frameLoad,
    },
    {
      path: '/:instance/serial-console',
      crumbs: tab('Serial console'),
      page: lazyPage(() => import('./SerialConsolePage')),
      load: instanceLoad,
    },
    // the metrics tabs: cpu, disk, network (the index redirects to cpu)
    {
      path: '/:instance/metrics',
      crumbs: tab('Metrics'),
      redirect: (p) => pb.instanceMetricsCpu({ project: p.project, instance: p.instance }),
    },
    { path: '/:instance/metrics/cpu', crumbs: metrics('CPU'), page: InstanceMetricsTab, load: frameLoad },
    { path: '/:instance/metrics/disk', crumbs: metrics('Disk'), page: InstanceMetricsTab, load: frameLoad },
    { path: '/:instance/metrics/network', crumbs: metrics('Network'), page: InstanceMetricsTab, load: frameLoad },
  ],
})
