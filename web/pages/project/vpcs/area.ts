import { to } from '../../../urls'
import { defineArea } from '../../../routing/area'
import { projectCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Crumb, Params } from '../../../routing/types'
import { childPage, formOver, formOverAt } from '../../../routing/area-children'
import { rulesLoad } from './queries'

const v = (p: Params) => ({ project: p.project, vpc: p.vpc })
const vpc = (p: Params, ...rest: Crumb[]): Crumb[] => [{ label: p.vpc, href: to.vpc(v(p)) }, ...rest]
/** A tab of the VPC, linked, then what is under it. */
const under =
  (label: string, href: (x: ReturnType<typeof v>) => string, ...rest: ((p: Params) => Crumb)[]) =>
  (p: Params) =>
    vpc(p, { label, href: href(v(p)) }, ...rest.map((r) => r(p)))
const named = (k: string) => (p: Params) => ({ label: p[k] })
const edit = () => ({ label: 'Edit' })
const router = (p: Params) => ({ label: p.router, href: to.vpcRouter({ ...v(p), router: p.router }) })

const FirewallRulesPage = lazyPage(() => import('./FirewallRulesPage'))

/** A project's VPCs and, under each, its firewall rules, subnets, routers and internet gateways. */
export const vpcs = defineArea({
  label: 'VPCs',
  layout: 'project',
  nav: 'Project',
  route: to.vpcs,
  trail: projectCrumbs,
  page: lazyPage(() => import('./VpcsPage')),
  list: { method: 'vpcList', params: (p) => ({ query: { project: p.project } }), sortable: true },
  children: [
    formOver(to.vpcsNew, 'New VPC', () => import('./VpcCreatePage')),
    { route: to.vpc, crumbs: (p) => vpc(p), redirect: (p) => to.vpcFirewallRules(v(p)) },
    {
      route: to.vpcFirewallRules,
      crumbs: (p) => vpc(p, { label: 'Firewall rules' }),
      page: FirewallRulesPage,
      load: rulesLoad,
    },
    formOverAt(
      to.vpcFirewallRules,
      to.vpcEdit,
      (p) => vpc(p, edit()),
      () => import('./VpcEditPage'),
    ),
    // the optional rule is one to clone (the rules: screens)
    formOverAt(
      to.vpcFirewallRules,
      to.vpcFirewallRulesNew,
      under('Firewall rules', to.vpcFirewallRules, (p) => ({ label: p.rule ? `Clone ${p.rule}` : 'New rule' })),
      () => import('./FirewallRuleCreatePage'),
    ),
    formOverAt(
      to.vpcFirewallRules,
      to.vpcFirewallRuleEdit,
      under('Firewall rules', to.vpcFirewallRules, named('rule'), edit),
      () => import('./FirewallRuleEditPage'),
    ),
    childPage(
      to.vpcHistory,
      (p) => vpc(p, { label: 'History' }),
      () => import('./VpcHistoryPage'),
    ),
    childPage(
      to.vpcTopology,
      (p) => vpc(p, { label: 'Topology' }),
      () => import('./TopologyPage'),
    ),
    childPage(
      to.vpcSubnets,
      (p) => vpc(p, { label: 'Subnets' }),
      () => import('./SubnetsPage'),
    ),
    formOverAt(
      to.vpcSubnets,
      to.vpcSubnetsNew,
      under('Subnets', to.vpcSubnets, () => ({ label: 'New subnet' })),
      () => import('./SubnetCreatePage'),
    ),
    formOverAt(
      to.vpcSubnets,
      to.vpcSubnetEdit,
      under('Subnets', to.vpcSubnets, named('subnet'), edit),
      () => import('./SubnetEditPage'),
    ),
    childPage(
      to.vpcRouters,
      (p) => vpc(p, { label: 'Routers' }),
      () => import('./RoutersPage'),
    ),
    formOverAt(
      to.vpcRouters,
      to.vpcRoutersNew,
      under('Routers', to.vpcRouters, () => ({ label: 'New router' })),
      () => import('./RouterCreatePage'),
    ),
    childPage(to.vpcRouter, under('Routers', to.vpcRouters, named('router')), () => import('./RouterPage')),
    formOverAt(
      to.vpcRouter,
      to.vpcRouterEdit,
      under('Routers', to.vpcRouters, router, edit),
      () => import('./RouterEditPage'),
    ),
    formOverAt(
      to.vpcRouter,
      to.vpcRouterRoutesNew,
      under('Routers', to.vpcRouters, router, () => ({ label: 'New route' })),
      () => import('./RouteCreatePage'),
    ),
    formOverAt(
      to.vpcRouter,
      to.vpcRouterRouteEdit,
      under('Routers', to.vpcRouters, router, named('route'), edit),
      () => import('./RouteEditPage'),
    ),
    childPage(
      to.vpcInternetGateways,
      (p) => vpc(p, { label: 'Internet gateways' }),
      () => import('./GatewaysPage'),
    ),
    childPage(
      to.vpcInternetGateway,
      under('Internet gateways', to.vpcInternetGateways, named('gateway')),
      () => import('./GatewayPage'),
    ),
  ],
})
