import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const update = { label: 'Update', href: pb.systemUpdate() }
const UpdatePage = lazyPage(() => import('./UpdatePage'))

export const updateRoutes: AppRoute[] = [
  { path: '/system/update', layout: 'system', crumbs: () => systemCrumbs(update), page: UpdatePage },
  { path: '/system/update/upload', layout: 'system', crumbs: () => systemCrumbs(update, { label: 'Upload repository' }), page: lazyPage(() => import('./UploadRepositoryPage')) },
  { path: '/system/update/trust-roots-new', layout: 'system', crumbs: () => systemCrumbs(update, { label: 'Add trust root' }), page: lazyPage(() => import('./TrustRootCreatePage')) },
  { path: '/system/update/trust-roots/:trustRootId', layout: 'system', crumbs: (p) => systemCrumbs(update, { label: `Trust root ${p.trustRootId}` }), page: lazyPage(() => import('./TrustRootPage')) },
  { path: '/system/update/repositories/:version', layout: 'system', crumbs: (p) => systemCrumbs(update, { label: p.version }), page: lazyPage(() => import('./RepositoryPage')) },
]
