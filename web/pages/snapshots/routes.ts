import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { projectCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

const snapshots = (p: Params) => ({ label: 'Snapshots', href: pb.snapshots({ project: p.project }) })

export const snapshotRoutes: AppRoute[] = [
  { path: '/projects/:project/snapshots', layout: 'project', crumbs: (p) => projectCrumbs(p, snapshots(p)), page: lazyPage(() => import('./SnapshotsPage')) },
  { path: '/projects/:project/snapshots-new', layout: 'project', crumbs: (p) => projectCrumbs(p, snapshots(p), { label: 'New snapshot' }), page: lazyPage(() => import('./SnapshotCreatePage')) },
  {
    path: '/projects/:project/snapshots/:snapshot/images-new',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, snapshots(p), { label: p.snapshot }, { label: 'New image' }),
    page: lazyPage(() => import('./SnapshotImageCreatePage')),
  },
]
