import { pb } from '../../../paths'
import { defineArea } from '../../../routing/area'
import { systemCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Crumb, Params } from '../../../routing/types'

const system = { layout: 'system', trail: () => systemCrumbs() } as const

/** The silos of the fleet and, under each, its identity providers, pools, quotas, roles, access and users. */
const silo = (p: Params, ...rest: Crumb[]): Crumb[] => [{ label: p.silo, href: pb.silo({ silo: p.silo }) }, ...rest]
const siloTab = (label: string) => (p: Params) => silo(p, { label })
const idps = (p: Params) => ({ label: 'Identity providers', href: pb.siloIdps({ silo: p.silo }) })

export const silos = defineArea({
  ...system,
  nav: 'Fleet',
  label: 'Silos',
  path: '/system/silos',
  page: lazyPage(() => import('./SilosPage')),
  children: [
    {
      path: '-new',
      over: '',
      crumbs: () => [{ label: 'New silo' }],
      page: lazyPage(() => import('./SiloCreatePage')),
    },
    { path: '/:silo', crumbs: (p) => silo(p), redirect: (p) => pb.siloIdps({ silo: p.silo }) },
    {
      path: '/:silo/idps',
      crumbs: siloTab('Identity providers'),
      page: lazyPage(() => import('./SiloIdpsPage')),
    },
    {
      path: '/:silo/idps-new',
      over: '/:silo/idps',
      crumbs: (p) => silo(p, idps(p), { label: 'New identity provider' }),
      page: lazyPage(() => import('./SiloIdpCreatePage')),
    },
    {
      path: '/:silo/idps/saml/:provider',
      over: '/:silo/idps',
      crumbs: (p) => silo(p, idps(p), { label: p.provider }),
      page: lazyPage(() => import('./SamlIdpPage')),
    },
    { path: '/:silo/ip-pools', crumbs: siloTab('IP pools'), page: lazyPage(() => import('./SiloIpPoolsPage')) },
    { path: '/:silo/quotas', crumbs: siloTab('Quotas'), page: lazyPage(() => import('./SiloQuotasPage')) },
    {
      path: '/:silo/fleet-roles',
      crumbs: siloTab('Fleet roles'),
      page: lazyPage(() => import('./SiloFleetRolesPage')),
    },
    { path: '/:silo/access', crumbs: siloTab('Access'), page: lazyPage(() => import('./SiloAccessTabPage')) },
    { path: '/:silo/history', crumbs: siloTab('History'), page: lazyPage(() => import('./SiloHistoryPage')) },
    {
      path: '/:silo/scim-tokens',
      crumbs: siloTab('SCIM tokens'),
      page: lazyPage(() => import('./SiloScimTokensPage')),
    },
    {
      path: '/:silo/subnet-pools',
      crumbs: siloTab('Subnet pools'),
      page: lazyPage(() => import('./SiloSubnetPoolsPage')),
    },
    // a silo's users, for operators (a tab of the silo page) and one user's detail
    { path: '/:silo/users', crumbs: siloTab('Users'), page: lazyPage(() => import('./users/SiloUsersPage')) },
    {
      path: '/:silo/users/:user',
      crumbs: (p) => silo(p, { label: 'Users', href: pb.siloUsers({ silo: p.silo }) }, { label: p.user }),
      page: lazyPage(() => import('./users/SiloUserPage')),
    },
  ],
  elsewhere: [
    {
      path: '/system/silo-quotas',
      crumbs: () => [{ label: 'Quotas of every silo' }],
      page: lazyPage(() => import('./SiloQuotasOverviewPage')),
    },
  ],
})
