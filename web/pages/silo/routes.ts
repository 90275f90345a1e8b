import { lazyPage } from '../../routing/lazy-page'
import { listQuery } from '../../api/hooks'
import { pb } from '../../paths'
import { siloCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const ProjectsPage = lazyPage(() => import('./projects/ProjectsPage'))

const InstanceLookupPage = lazyPage(() => import('./lookup/InstanceLookupPage'))
const siloImages = { label: 'Silo images', href: pb.siloImages() }

export const siloRoutes: AppRoute[] = [
  // projects
  { path: '/', layout: 'silo', crumbs: () => [], redirect: () => pb.projects() },
  {
    path: '/projects',
    layout: 'silo',
    crumbs: () => siloCrumbs(),
    page: ProjectsPage,
    query: () => listQuery('projectList', {}),
  },
  {
    path: '/projects-new',
    layout: 'silo',
    crumbs: () => siloCrumbs({ label: 'New project' }),
    page: lazyPage(() => import('./projects/ProjectCreatePage')),
  },
  {
    path: '/projects/:project/edit',
    layout: 'silo',
    crumbs: (p) => siloCrumbs({ label: p.project }, { label: 'Edit' }),
    page: lazyPage(() => import('./projects/ProjectEditPage')),
  },
  // lookup
  {
    path: '/lookup/instances/:instance',
    layout: 'silo',
    crumbs: () => siloCrumbs({ label: 'Instance lookup' }),
    page: InstanceLookupPage,
  },
  {
    path: '/lookup/i/:instance',
    layout: 'silo',
    crumbs: () => siloCrumbs({ label: 'Instance lookup' }),
    page: InstanceLookupPage,
  },
  // images
  {
    path: '/images',
    layout: 'silo',
    crumbs: () => siloCrumbs(siloImages),
    page: lazyPage(() => import('./images/SiloImagesPage')),
    query: () => listQuery('imageList', {}),
  },
  {
    path: '/images/:image/edit',
    layout: 'silo',
    crumbs: (p) => siloCrumbs(siloImages, { label: p.image }),
    page: lazyPage(() => import('./images/SiloImageEditPage')),
  },
  // access
  {
    path: '/access',
    layout: 'silo',
    crumbs: () => [{ label: 'Silo access', href: pb.siloAccess() }],
    page: lazyPage(() => import('./access/SiloAccessPage')),
  },
  // a user's and a group's own page (issue #25 point 6), reached from the access lists; under /lookup/ since the control plane serves the console only at /access itself, not below it
  {
    path: '/lookup/users/:userId',
    layout: 'silo',
    crumbs: () => [{ label: 'Silo access', href: pb.siloAccess() }, { label: 'User' }],
    page: lazyPage(() => import('./access/UserPage')),
  },
  {
    path: '/lookup/groups/:groupId',
    layout: 'silo',
    crumbs: () => [{ label: 'Silo access', href: pb.siloAccess() }, { label: 'Group' }],
    page: lazyPage(() => import('./access/GroupPage')),
  },
  // utilization
  {
    path: '/utilization',
    layout: 'silo',
    crumbs: () => [{ label: 'Utilization' }],
    page: lazyPage(() => import('./utilization/SiloUtilizationPage')),
  },
]
