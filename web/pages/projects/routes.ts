import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { siloCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const ProjectsPage = lazyPage(() => import('./ProjectsPage'))

export const projectRoutes: AppRoute[] = [
  { path: '/', layout: 'silo', crumbs: () => [], redirect: () => pb.projects() },
  { path: '/projects', layout: 'silo', crumbs: () => siloCrumbs(), page: ProjectsPage },
  { path: '/projects-new', layout: 'silo', crumbs: () => siloCrumbs({ label: 'New project' }), page: lazyPage(() => import('./ProjectCreatePage')) },
  { path: '/projects/:project/edit', layout: 'silo', crumbs: (p) => siloCrumbs({ label: p.project }, { label: 'Edit' }), page: lazyPage(() => import('./ProjectEditPage')) },
  { path: '/projects/:project', layout: 'project', crumbs: () => [], redirect: (p) => pb.instances({ project: p.project }) },
]
