import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { systemCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

const builtin = { label: 'Built-in users', href: pb.usersBuiltin() }

/** The control plane's built-in users, read-only. */
export const usersBuiltinRoutes: AppRoute[] = [
  { path: '/system/users-builtin', layout: 'system', crumbs: () => systemCrumbs({ label: 'Built-in users' }), page: lazyPage(() => import('./UsersBuiltinPage')) },
  { path: '/system/users-builtin/:user', layout: 'system', crumbs: (p) => systemCrumbs(builtin, { label: p.user }), page: lazyPage(() => import('./UserBuiltinPage')) },
]
