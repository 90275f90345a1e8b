import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { projectCrumbs } from '../../routing/crumbs'
import type { AppRoute } from '../../routing/types'

/** SPEC §2: silo access and project access. Fleet roles are a component (FleetRoles.tsx) the system area mounts. */
export const accessRoutes: AppRoute[] = [
  { path: '/access', layout: 'silo', crumbs: () => [{ label: 'Silo access', href: pb.siloAccess() }], page: lazyPage(() => import('./SiloAccessPage')) },
  { path: '/projects/:project/access', layout: 'project', crumbs: (p) => projectCrumbs(p, { label: 'Access' }), page: lazyPage(() => import('./ProjectAccessPage')) },
]
