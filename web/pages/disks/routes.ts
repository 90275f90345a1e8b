import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { projectCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

const disks = (p: Params) => ({ label: 'Disks', href: pb.disks({ project: p.project }) })

export const diskRoutes: AppRoute[] = [
  { path: '/projects/:project/disks', layout: 'project', crumbs: (p) => projectCrumbs(p, disks(p)), page: lazyPage(() => import('./DisksPage')) },
  { path: '/projects/:project/disks-new', layout: 'project', crumbs: (p) => projectCrumbs(p, disks(p), { label: 'New disk' }), page: lazyPage(() => import('./DiskCreatePage')) },
]
