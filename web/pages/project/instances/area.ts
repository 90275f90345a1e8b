import { to } from '../../../urls'
import { defineArea } from '../../../routing/area'
import { projectCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Params } from '../../../routing/types'
import { InstanceCreatePage, StorageTab } from './lazy-pages'
import { createLoad, frameLoad, instanceLoad, storageDisks } from './queries'

const instance = (p: Params) => [{ label: p.instance, href: to.instance({ project: p.project, instance: p.instance }) }]
const tab = (label: string) => (p: Params) => [...instance(p), { label }]
const metrics = (label: string) => (p: Params) => [
  ...instance(p),
  { label: 'Metrics', href: to.instanceMetrics({ project: p.project, instance: p.instance }) },
  { label },
]
const InstanceMetricsTab = lazyPage(() => import('./InstanceMetricsTab'))

/** the rules: screens instance routes: the list, the create page, an instance's tabs, its metrics tabs. */
export const instances = defineArea({
  label: 'Instances',
  layout: 'project',
  nav: 'Project',
  route: to.instances,
  trail: projectCrumbs,
  page: lazyPage(() => import('./InstancesPage')),
  list: { method: 'instanceList', params: (p) => ({ query: { project: p.project } }), sortable: true },
  children: [
    { route: to.instancesNew, crumbs: () => [{ label: 'New instance' }], page: InstanceCreatePage, load: createLoad },
    {
      route: to.instance,
      crumbs: instance,
      redirect: (p) => to.instanceStorage({ project: p.project, instance: p.instance }),
    },
    {
      route: to.instanceStorage,
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
      route: to.instanceNetworking,
      crumbs: tab('Networking'),
      page: lazyPage(() => import('./NetworkingTab')),
      load: frameLoad,
    },
    {
      route: to.instanceConnect,
      crumbs: tab('Connect'),
      page: lazyPage(() => import('./ConnectTab')),
      load: frameLoad,
    },
    {
      route: to.instanceSettings,
      crumbs: tab('Settings'),
      page: lazyPage(() => import('./SettingsTab')),
      load: frameLoad,
    },
    {
      route: to.instanceHistory,
      crumbs: tab('History'),
      page: lazyPage(() => import('./HistoryTab')),
      load: frameLoad,
    },
    {
      route: to.serialConsole,
      crumbs: tab('Serial console'),
      page: lazyPage(() => import('./SerialConsolePage')),
      load: instanceLoad,
    },
    // the metrics tabs: cpu, disk, network (the index redirects to cpu)
    {
      route: to.instanceMetrics,
      crumbs: tab('Metrics'),
      redirect: (p) => to.instanceMetricsCpu({ project: p.project, instance: p.instance }),
    },
    { route: to.instanceMetricsCpu, crumbs: metrics('CPU'), page: InstanceMetricsTab, load: frameLoad },
    { route: to.instanceMetricsDisk, crumbs: metrics('Disk'), page: InstanceMetricsTab, load: frameLoad },
    { route: to.instanceMetricsNetwork, crumbs: metrics('Network'), page: InstanceMetricsTab, load: frameLoad },
  ],
})
