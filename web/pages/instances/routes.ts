import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { instanceCrumbs, projectCrumbs, siloCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const InstancesPage = lazyPage(() => import('./InstancesPage'))
const InstanceLookupPage = lazyPage(() => import('./InstanceLookupPage'))

const list = (p: Record<string, string>) => ({ label: 'Instances', href: pb.instances({ project: p.project }) })

/** SPEC §2 instance routes. Metrics tabs arrive with their own issue. */
export const instanceRoutes: AppRoute[] = [
  { path: '/lookup/instances/:instance', layout: 'silo', crumbs: () => siloCrumbs({ label: 'Instance lookup' }), page: InstanceLookupPage },
  { path: '/lookup/i/:instance', layout: 'silo', crumbs: () => siloCrumbs({ label: 'Instance lookup' }), page: InstanceLookupPage },
  { path: '/projects/:project/instances', layout: 'project', crumbs: (p) => projectCrumbs(p, { label: 'Instances' }), page: InstancesPage },
  {
    path: '/projects/:project/instances-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, list(p), { label: 'New instance' }),
    page: lazyPage(() => import('./InstanceCreatePage')),
  },
  {
    path: '/projects/:project/instances/:instance',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p),
    redirect: (p) => pb.instanceStorage({ project: p.project, instance: p.instance }),
  },
  { path: '/projects/:project/instances/:instance/storage', layout: 'project', crumbs: (p) => instanceCrumbs(p, { label: 'Storage' }), page: lazyPage(() => import('./StorageTab')) },
  {
    path: '/projects/:project/instances/:instance/networking',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, { label: 'Networking' }),
    page: lazyPage(() => import('./NetworkingTab')),
  },
  { path: '/projects/:project/instances/:instance/connect', layout: 'project', crumbs: (p) => instanceCrumbs(p, { label: 'Connect' }), page: lazyPage(() => import('./ConnectTab')) },
  { path: '/projects/:project/instances/:instance/settings', layout: 'project', crumbs: (p) => instanceCrumbs(p, { label: 'Settings' }), page: lazyPage(() => import('./SettingsTab')) },
  {
    path: '/projects/:project/instances/:instance/serial-console',
    layout: 'project',
    crumbs: (p) => instanceCrumbs(p, { label: 'Serial console' }),
    page: lazyPage(() => import('./SerialConsolePage')),
  },
]
