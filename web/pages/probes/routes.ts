import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { projectCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

const listCrumb = (p: Params) => ({ label: 'Probes', href: pb.probes({ project: p.project }) })

/** Probes live under the experimental API (SPEC §7); the pages are ordinary project pages. */
export const probeRoutes: AppRoute[] = [
  { path: '/projects/:project/probes', layout: 'project', crumbs: (p) => projectCrumbs(p, { label: 'Probes' }), page: lazyPage(() => import('./ProbesPage')) },
  { path: '/projects/:project/probes-new', layout: 'project', crumbs: (p) => projectCrumbs(p, listCrumb(p), { label: 'New probe' }), page: lazyPage(() => import('./ProbeCreatePage')) },
]
