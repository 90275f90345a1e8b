import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { projectCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

const affinity = (p: Params) => ({ label: 'Affinity', href: pb.affinity({ project: p.project }) })

/** SPEC §2: affinity, affinity-new and affinity/{antiAffinityGroup} with edit (both kinds; see kind.ts). */
export const affinityRoutes: AppRoute[] = [
  { path: '/projects/:project/affinity', layout: 'project', crumbs: (p) => projectCrumbs(p, affinity(p)), page: lazyPage(() => import('./AffinityPage')) },
  { path: '/projects/:project/affinity-new', layout: 'project', crumbs: (p) => projectCrumbs(p, affinity(p), { label: 'New group' }), page: lazyPage(() => import('./AffinityCreatePage')) },
  {
    path: '/projects/:project/affinity/:antiAffinityGroup',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, affinity(p), { label: p.antiAffinityGroup }),
    page: lazyPage(() => import('./AffinityGroupPage')),
  },
  {
    path: '/projects/:project/affinity/:antiAffinityGroup/edit',
    layout: 'project',
    crumbs: (p) => projectCrumbs(p, affinity(p), { label: p.antiAffinityGroup }, { label: 'Edit' }),
    page: lazyPage(() => import('./AffinityEditPage')),
  },
]
