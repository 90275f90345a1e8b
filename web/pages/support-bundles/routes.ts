import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const bundles = { label: 'Support bundles', href: pb.supportBundles() }

export const supportBundleRoutes: AppRoute[] = [
  { path: '/system/support-bundles', layout: 'system', crumbs: () => systemCrumbs(bundles), page: lazyPage(() => import('./SupportBundlesPage')) },
  { path: '/system/support-bundles-new', layout: 'system', crumbs: () => systemCrumbs(bundles, { label: 'New support bundle' }), page: lazyPage(() => import('./SupportBundleCreatePage')) },
  { path: '/system/support-bundles/:bundleId', layout: 'system', crumbs: (p) => systemCrumbs(bundles, { label: p.bundleId.slice(0, 8) }), page: lazyPage(() => import('./SupportBundlePage')) },
]
