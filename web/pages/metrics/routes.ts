import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { instanceCrumbs, systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const InstanceMetricsTab = lazyPage(() => import('./InstanceMetricsTab'))
const metrics = (p: Record<string, string>) => ({ label: 'Metrics', href: pb.instanceMetrics({ project: p.project, instance: p.instance }) })

/** SPEC §2: instance metrics tabs (cpu, disk, network; the index redirects to cpu) and the fleet time-series explorer. */
export const metricsRoutes: AppRoute[] = [
  {
    path: '/projects/:project/instances/:instance/metrics',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, { label: 'Metrics' }),
    redirect: (p) => pb.instanceMetricsCpu({ project: p.project, instance: p.instance }),
  },
  { path: '/projects/:project/instances/:instance/metrics/cpu', layout: 'project', crumbs: (p) => instanceCrumbs(p, metrics(p), { label: 'CPU' }), page: InstanceMetricsTab },
  { path: '/projects/:project/instances/:instance/metrics/disk', layout: 'project', crumbs: (p) => instanceCrumbs(p, metrics(p), { label: 'Disk' }), page: InstanceMetricsTab },
  { path: '/projects/:project/instances/:instance/metrics/network', layout: 'project', crumbs: (p) => instanceCrumbs(p, metrics(p), { label: 'Network' }), page: InstanceMetricsTab },
  { path: '/system/timeseries', layout: 'system', crumbs: () => systemCrumbs({ label: 'Time-series explorer' }), page: lazyPage(() => import('./ExplorerPage')) },
]
