import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

const siloCrumbs = (p: Params) => [{ label: 'Silos', href: pb.silos() }, { label: p.silo, href: pb.silo({ silo: p.silo }) }]

/** A silo's users, for operators (a tab of the silo page) and one user's detail. */
export const siloUserRoutes: AppRoute[] = [
  { path: '/system/silos/:silo/users', layout: 'system', crumbs: (p) => systemCrumbs(...siloCrumbs(p), { label: 'Users' }), page: lazyPage(() => import('./SiloUsersPage')) },
  {
    path: '/system/silos/:silo/users/:user',
    layout: 'system',
    crumbs: (p) => systemCrumbs(...siloCrumbs(p), { label: 'Users', href: pb.siloUsers({ silo: p.silo }) }, { label: p.user }),
    page: lazyPage(() => import('./SiloUserPage')),
  },
]
