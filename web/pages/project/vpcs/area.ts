import { pb } from '../../../paths'
import { defineArea } from '../../../routing/area'
import { projectCrumbs } from '../../../routing/crumbs'
import { lazyPage } from '../../../routing/lazy-page'
import type { Crumb, Params } from '../../../routing/types'
import { childPage, formOver, formOverAt } from '../../common/fields/area-children'
import { rulesLoad } from './queries'

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
    formOver('-new', 'New VPC', () => import('./VpcCreatePage')),
    { path: '/:vpc', crumbs: (p) => vpc(p), redirect: (p) => pb.vpcFirewallRules(v(p)) },
    {
      path: '/:vpc/firewall-rules',
      crumbs: (p) => vpc(p, { label: 'Firewall rules' }),
      page: FirewallRulesPage,
      load: rulesLoad,
    },
    formOverAt(
      '/:vpc/firewall-rules',
      '/:vpc/edit',
      (p) => vpc(p, edit()),
      () => import('./VpcEditPage'),
    ),
    // the optional rule is one to clone (the rules: screens)
    formOverAt(
      '/:vpc/firewall-rules',
      '/:vpc/firewall-rules-new/:rule?',
      under('Firewall rules', pb.vpcFirewallRules, (p) => ({ label: p.rule ? `Clone ${p.rule}` : 'New rule' })),
      () => import('./FirewallRuleCreatePage'),
    ),
    formOverAt(
      '/:vpc/firewall-rules',
      '/:vpc/firewall-rules/:rule/edit',
      under('Firewall rules', pb.vpcFirewallRules, named('rule'), edit),
      () => import('./FirewallRuleEditPage'),
    ),
    childPage(
      '/:vpc/history',
      (p) => vpc(p, { label: 'History' }),
      () => import('./VpcHistoryPage'),
    ),
    childPage(
      '/:vpc/topology',
      (p) => vpc(p, { label: 'Topology' }),
      () => import('./TopologyPage'),
    ),
    childPage(
      '/:vpc/subnets',
      (p) => vpc(p, { label: 'Subnets' }),
      () => import('./SubnetsPage'),
    ),
    formOverAt(
      '/:vpc/subnets',
      '/:vpc/subnets-new',
      under('Subnets', pb.vpcSubnets, () => ({ label: 'New subnet' })),
      () => import('./SubnetCreatePage'),
    ),
    formOverAt(
      '/:vpc/subnets',
      '/:vpc/subnets/:subnet/edit',
      under('Subnets', pb.vpcSubnets, named('subnet'), edit),
      () => import('./SubnetEditPage'),
    ),
    childPage(
      '/:vpc/routers',
      (p) => vpc(p, { label: 'Routers' }),
      () => import('./RoutersPage'),
    ),
    formOverAt(
      '/:vpc/routers',
      '/:vpc/routers-new',
      under('Routers', pb.vpcRouters, () => ({ label: 'New router' })),
      () => import('./RouterCreatePage'),
    ),
    childPage('/:vpc/routers/:router', under('Routers', pb.vpcRouters, named('router')), () => import('./RouterPage')),
    formOverAt(
      '/:vpc/routers/:router',
      '/:vpc/routers/:router/edit',
      under('Routers', pb.vpcRouters, router, edit),
      () => import('./RouterEditPage'),
    ),
    formOverAt(
      '/:vpc/routers/:router',
      '/:vpc/routers/:router/routes-new',
      under('Routers', pb.vpcRouters, router, () => ({ label: 'New route' })),
      () => import('./RouteCreatePage'),
    ),
    formOverAt(
      '/:vpc/routers/:router',
      '/:vpc/routers/:router/routes/:route/edit',
      under('Routers', pb.vpcRouters, router, named('route'), edit),
      () => import('./RouteEditPage'),
    ),
    childPage(
      '/:vpc/internet-gateways',
      (p) => vpc(p, { label: 'Internet gateways' }),
      () => import('./GatewaysPage'),
    ),
    childPage(
      '/:vpc/internet-gateways/:gateway',
      under('Internet gateways', pb.vpcInternetGateways, named('gateway')),
      () => import('./GatewayPage'),
    ),
  ],
})
