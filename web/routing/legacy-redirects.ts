import { to } from '../urls'
import type { AppRoute } from './types'

/**
 * Addresses the reference console (oxidecomputer/console) serves that this console spells differently:
 * people bookmark them, so each leads to our nearest page instead of Not found. Kept apart from the frames' route
 * tables, after them in match order, so no row here can shadow a page of ours.
 */
export const legacyRedirects: AppRoute[] = [
  // the reference console's settings index opens the profile
  { path: '/settings', layout: 'settings', crumbs: () => [], redirect: () => to.profile() },
  // its networking index opens IP pools
  { path: '/system/networking', layout: 'system', crumbs: () => [], redirect: () => to.ipPools() },
  // an image's page there is its detail; ours shows the image's properties on its edit page
  { path: '/images/:image', layout: 'silo', crumbs: () => [], redirect: (p) => to.siloImageEdit({ image: p.image }) },
  {
    path: '/projects/:project/images/:image',
    layout: 'project',
    crumbs: () => [],
    redirect: (p) => to.projectImageEdit({ project: p.project, image: p.image }),
  },
  // a SAML/SCIM silo's token tab
  {
    path: '/system/silos/:silo/scim',
    layout: 'system',
    crumbs: () => [],
    redirect: (p) => to.siloScimTokens({ silo: p.silo }),
  },
]
