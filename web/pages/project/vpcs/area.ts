import { pb } from '../../../paths'
import { defineArea } from '../../../routing/area'
import { projectCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Crumb, Params } from '../../../routing/types'

const v = (p: Params) => ({ project: p.project, vpc: p.vpc })
const vpc = (p: Params, ...rest: Crumb[]): Crumb[] => [{ label: p.vpc, href: pb.vpc(v(p)) }, ...rest]
/** A tab of the VPC, linked, then what is under it. */
const under =
  (label: string, href: (x: ReturnType<typeof v>) => string, ...rest: ((p: Params) => Crumb)[]) =>
  (p: Params) =>
    vpc(p, { label, href: href(v(p)) }, ...rest.map((r) => r(p)))
const named = (k: string) => (p: Params) => ({ label: p[k] })
const edit = () => ({ label: 'Edit' })
const router = (p: Params) => ({ label: p.router, href: pb.vpcRouter({ ...v(p), router: p.router }) })

const FirewallRulesPage = lazyPage(() => import('./FirewallRulesPage'))

/** A project's VPCs and, under each, its firewall rules, subnets, routers and internet gateways. */
export const vpcs = defineArea({
  label: 'VPCs',
  layout: 'project',
  nav: 'Project',
  path: '/projects/:project/vpcs',
  trail: projectCrumbs,
  page: lazyPage(() => import('./VpcsPage')),
  list: { method: 'vpcList', params: (p) => ({ query: { project: p.project } }), sortable: true },
  children: [
    { path: '-new', over: '', crumbs: () => [{ label: 'New VPC' }], page: lazyPage(() => import('./VpcCreatePage')) },
    { path: '/:vpc', crumbs: (p) => vpc(p), redirect: (p) => pb.vpcFirewallRules(v(p)) },
    {
      path: '/:vpc/firewall-rules',
      crumbs: (p) => vpc(p, { label: 'Firewall rules' }),
      page: FirewallRulesPage,
      // up to 1,024 rules (issue #21): their download starts with the page's code, not after it
      query: (p) => ['vpcFirewallRulesView', { query: { project: p.project, vpc: p.vpc } }] as const,
    },
    {
      path: '/:vpc/edit',
      over: '/:vpc/firewall-rules',
      crumbs: (p) => vpc(p, edit()),
      page: lazyPage(() => import('./VpcEditPage')),
    },
    // the optional rule is one to clone (SPEC §2)
    {
      path: '/:vpc/firewall-rules-new/:rule?',
      over: '/:vpc/firewall-rules',
      crumbs: under('Firewall rules', pb.vpcFirewallRules, (p) => ({ label: p.rule ? `Clone ${p.rule}` : 'New rule' })),
      page: lazyPage(() => import('./FirewallRuleCreatePage')),
    },
    {
      path: '/:vpc/firewall-rules/:rule/edit',
      over: '/:vpc/firewall-rules',
      crumbs: under('Firewall rules', pb.vpcFirewallRules, named('rule'), edit),
      page: lazyPage(() => import('./FirewallRuleEditPage')),
    },
    {
      path: '/:vpc/history',
      crumbs: (p) => vpc(p, { label: 'History' }),
      page: lazyPage(() => import('./VpcHistoryPage')),
    },
    {
      path: '/:vpc/topology',
      crumbs: (p) => vpc(p, { label: 'Topology' }),
      page: lazyPage(() => import('./TopologyPage')),
    },
    {
      path: '/:vpc/subnets',
      crumbs: (p) => vpc(p, { label: 'Subnets' }),
      page: lazyPage(() => import('./SubnetsPage')),
    },
    {
      path: '/:vpc/subnets-new',
      over: '/:vpc/subnets',
      crumbs: under('Subnets', pb.vpcSubnets, () => ({ label: 'New subnet' })),
      page: lazyPage(() => import('./SubnetCreatePage')),
    },
    {
      path: '/:vpc/subnets/:subnet/edit',
      over: '/:vpc/subnets',
      crumbs: under('Subnets', pb.vpcSubnets, named('subnet'), edit),
      page: lazyPage(() => import('./SubnetEditPage')),
    },
    {
      path: '/:vpc/routers',
      crumbs: (p) => vpc(p, { label: 'Routers' }),
      page: lazyPage(() => import('./RoutersPage')),
    },
    {
      path: '/:vpc/routers-new',
      over: '/:vpc/routers',
      crumbs: under('Routers', pb.vpcRouters, () => ({ label: 'New router' })),
      page: lazyPage(() => import('./RouterCreatePage')),
    },
    {
      path: '/:vpc/routers/:router',
      crumbs: under('Routers', pb.vpcRouters, named('router')),
      page: lazyPage(() => import('./RouterPage')),
    },
    {
      path: '/:vpc/routers/:router/edit',
      over: '/:vpc/routers/:router',
      crumbs: under('Routers', pb.vpcRouters, router, edit),
      page: lazyPage(() => import('./RouterEditPage')),
    },
    {
      path: '/:vpc/routers/:router/routes-new',
      over: '/:vpc/routers/:router',
      crumbs: under('Routers', pb.vpcRouters, router, () => ({ label: 'New route' })),
      page: lazyPage(() => import('./RouteCreatePage')),
    },
    {
      path: '/:vpc/routers/:router/routes/:route/edit',
      over: '/:vpc/routers/:router',
      crumbs: under('Routers', pb.vpcRouters, router, named('route'), edit),
      page: lazyPage(() => import('./RouteEditPage')),
    },
    {
      path: '/:vpc/internet-gateways',
      crumbs: (p) => vpc(p, { label: 'Internet gateways' }),
      page: lazyPage(() => import('./GatewaysPage')),
    },
    {
      path: '/:vpc/internet-gateways/:gateway',
      crumbs: under('Internet gateways', pb.vpcInternetGateways, named('gateway')),
      page: lazyPage(() => import('./GatewayPage')),
    },
  ],
})
