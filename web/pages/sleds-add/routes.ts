import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

/** Adding sleds: the uninitialized sleds of the racks and the membership change that adds them. */
export const sledsAddRoutes: AppRoute[] = [
  {
    path: '/system/inventory/sleds-uninitialized',
    layout: 'system',
    crumbs: () => systemCrumbs({ label: 'Inventory', href: pb.inventory() }, { label: 'Uninitialized sleds' }),
    page: lazyPage(() => import('./SledsUninitializedPage')),
  },
]
