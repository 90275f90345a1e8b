import { to } from '../../../urls'
import { defineArea } from '../../../routing/area'
import { systemCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Crumb, Params } from '../../../routing/types'

const system = { layout: 'system', trail: () => systemCrumbs() } as const

/** The silos of the fleet and, under each, its identity providers, pools, quotas, roles, access and users. */
const silo = (p: Params, ...rest: Crumb[]): Crumb[] => [{ label: p.silo, href: to.silo({ silo: p.silo }) }, ...rest]
const siloTab = (label: string) => (p: Params) => silo(p, { label })
const idps = (p: Params) => ({ label: 'Identity providers', href: to.siloIdps({ silo: p.silo }) })

export const silos = defineArea({
  ...system,
  nav: 'Fleet',
  label: 'Silos',
  route: to.silos,
  page: lazyPage(() => import('./SilosPage')),
  children: [
    {
      route: to.silosNew,
      over: 'list',
      crumbs: () => [{ label: 'New silo' }],
      page: lazyPage(() => import('./SiloCreatePage')),
    },
    { route: to.silo, crumbs: (p) => silo(p), redirect: (p) => to.siloIdps({ silo: p.silo }) },
    {
      route: to.siloIdps,
      crumbs: siloTab('Identity providers'),
      page: lazyPage(() => import('./SiloIdpsPage')),
    },
    {
      route: to.siloIdpsNew,
      over: to.siloIdps,
      crumbs: (p) => silo(p, idps(p), { label: 'New identity provider' }),
      page: lazyPage(() => import('./SiloIdpCreatePage')),
    },
    {
      route: to.samlIdp,
      over: to.siloIdps,
      crumbs: (p) => silo(p, idps(p), { label: p.provider }),
      page: lazyPage(() => import('./SamlIdpPage')),
    },
    { route: to.siloIpPools, crumbs: siloTab('IP pools'), page: lazyPage(() => import('./SiloIpPoolsPage')) },
    { route: to.siloQuotas, crumbs: siloTab('Quotas'), page: lazyPage(() => import('./SiloQuotasPage')) },
    {
      route: to.siloFleetRoles,
      crumbs: siloTab('Fleet roles'),
      page: lazyPage(() => import('./SiloFleetRolesPage')),
    },
    { route: to.systemSiloAccess, crumbs: siloTab('Access'), page: lazyPage(() => import('./SiloAccessTabPage')) },
    { route: to.siloHistory, crumbs: siloTab('History'), page: lazyPage(() => import('./SiloHistoryPage')) },
    {
      route: to.siloScimTokens,
      crumbs: siloTab('SCIM tokens'),
      page: lazyPage(() => import('./SiloScimTokensPage')),
    },
    {
      route: to.siloSubnetPools,
      crumbs: siloTab('Subnet pools'),
      page: lazyPage(() => import('./SiloSubnetPoolsPage')),
    },
    // a silo's users, for operators (a tab of the silo page) and one user's detail
    { route: to.siloUsers, crumbs: siloTab('Users'), page: lazyPage(() => import('./users/SiloUsersPage')) },
    {
      route: to.siloUser,
      crumbs: (p) => silo(p, { label: 'Users', href: to.siloUsers({ silo: p.silo }) }, { label: p.user }),
      page: lazyPage(() => import('./users/SiloUserPage')),
    },
    {
      route: to.siloQuotasOverview,
      crumbs: () => [{ label: 'Quotas of every silo' }],
      page: lazyPage(() => import('./SiloQuotasOverviewPage')),
    },
  ],
})
