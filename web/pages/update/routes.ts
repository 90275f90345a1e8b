import { lazy } from 'react'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const update = { label: 'Update', href: pb.systemUpdate() }
const UpdatePage = lazy(() => import('./UpdatePage'))

export const updateRoutes: AppRoute[] = [
  { path: '/system/update', layout: 'system', crumbs: () => systemCrumbs(update), page: UpdatePage },
  { path: '/system/update/upload', layout: 'system', crumbs: () => systemCrumbs(update, { label: 'Upload repository' }), page: lazy(() => import('./UploadRepositoryPage')) },
  { path: '/system/update/trust-roots-new', layout: 'system', crumbs: () => systemCrumbs(update, { label: 'Add trust root' }), page: lazy(() => import('./TrustRootCreatePage')) },
  { path: '/system/update/trust-roots/:trustRootId', layout: 'system', crumbs: (p) => systemCrumbs(update, { label: `Trust root ${p.trustRootId}` }), page: lazy(() => import('./TrustRootPage')) },
  { path: '/system/update/repositories/:version', layout: 'system', crumbs: (p) => systemCrumbs(update, { label: p.version }), page: lazy(() => import('./RepositoryPage')) },
]
