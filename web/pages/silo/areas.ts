import { to } from '../../urls'
import { defineArea } from '../../routing/area'
import { siloCrumbs } from '../../routing/crumbs'
import { lazyPage } from '../../routing/lazy-page'
import type { AppRoute, Params } from '../../routing/types'
// registers how bulk jobs are retried after a reload
import './resumable-bulks'
import { childPage, formOver } from '../../routing/area-children'

/* The silo frame's areas (/projects, /images, /utilization, /access), in sidebar order (web/routing/area.ts). */

const InstanceLookupPage = lazyPage(() => import('./lookup/InstanceLookupPage'))
const lookup = () => [{ label: 'Instance lookup' }]

const projects = defineArea({
  label: 'Projects',
  layout: 'silo',
  nav: 'Silo',
  route: to.projects,
  page: lazyPage(() => import('./projects/ProjectsPage')),
  list: { method: 'projectList', params: () => ({}), sortable: true },
  children: [
    formOver(to.projectsNew, 'New project', () => import('./projects/ProjectCreatePage')),
    formOver(
      to.projectEdit,
      (p) => [{ label: p.project }, { label: 'Edit' }],
      () => import('./projects/ProjectEditPage'),
    ),
    // an instance found by ID, wherever it lives in the silo
    { route: to.instanceLookup, crumbs: lookup, page: InstanceLookupPage },
    { route: to.instanceLookupShort, crumbs: lookup, page: InstanceLookupPage },
  ],
})

const siloImages = defineArea({
  label: 'Images',
  crumb: 'Silo images',
  layout: 'silo',
  nav: 'Silo',
  route: to.siloImages,
  trail: () => siloCrumbs(),
  page: lazyPage(() => import('./images/SiloImagesPage')),
  list: { method: 'imageList', params: () => ({}), sortable: true },
  children: [
    formOver(
      to.siloImageEdit,
      (p: Params) => [{ label: p.image }],
      () => import('./images/SiloImageEditPage'),
    ),
  ],
})

const siloUtilization = defineArea({
  label: 'Utilization',
  layout: 'silo',
  nav: 'Silo',
  route: to.siloUtilization,
  page: lazyPage(() => import('./utilization/SiloUtilizationPage')),
})

const siloAccess = defineArea({
  label: 'Silo access',
  layout: 'silo',
  nav: 'Silo',
  route: to.siloAccess,
  page: lazyPage(() => import('./access/SiloAccessPage')),
  // a user's and a group's own page, reached from the access lists; under /lookup/
  // since the control plane serves the console only at /access itself, not below it
  children: [
    childPage(to.accessUser, 'User', () => import('./access/UserPage')),
    childPage(to.accessGroup, 'Group', () => import('./access/GroupPage')),
  ],
})

export const siloAreas = [projects, siloImages, siloUtilization, siloAccess]

/** The console's root opens the projects. */
export const siloRoot: AppRoute = {
  path: to.root.path,
  layout: 'silo',
  crumbs: () => [],
  redirect: () => to.projects(),
}
