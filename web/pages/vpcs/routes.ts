import { lazyPage } from '../../routing/lazy-page'
import { pb } from '../../paths'
import { projectCrumbs, vpcCrumbs } from '../../routing/crumbs'
import type { AppRoute, Params } from '../../routing/types'

const V = '/projects/:project/vpcs/:vpc'
const vpcsCrumb = (p: Params) => ({ label: 'VPCs', href: pb.vpcs({ project: p.project }) })
const v = (p: Params) => ({ project: p.project, vpc: p.vpc })
const tab = (label: string, href: (p: ReturnType<typeof v>) => string) => (p: Params) => ({ label, href: href(v(p)) })
const rulesCrumb = tab('Firewall rules', pb.vpcFirewallRules)
const subnetsCrumb = tab('Subnets', pb.vpcSubnets)
const routersCrumb = tab('Routers', pb.vpcRouters)
const gatewaysCrumb = tab('Internet gateways', pb.vpcInternetGateways)
const routerCrumbs = (p: Params, ...rest: { label: string }[]) =>
  vpcCrumbs(p, routersCrumb(p), { label: p.router, href: pb.vpcRouter({ ...v(p), router: p.router }) }, ...rest)

export const vpcRoutes: AppRoute[] = [
  { path: '/projects/:project/vpcs', layout: 'project', crumbs: (p) => projectCrumbs(p, { label: 'VPCs' }), page: lazyPage(() => import('./VpcsPage')) },
  { path: '/projects/:project/vpcs-new', layout: 'project', crumbs: (p) => projectCrumbs(p, vpcsCrumb(p), { label: 'New VPC' }), page: lazyPage(() => import('./VpcCreatePage')) },
  { path: V, layout: 'project', crumbs: () => [], redirect: (p) => pb.vpcFirewallRules(v(p)) },
  { path: `${V}/edit`, layout: 'project', crumbs: (p) => vpcCrumbs(p, { label: 'Edit' }), page: lazyPage(() => import('./VpcEditPage')) },

  { path: `${V}/firewall-rules`, layout: 'project', crumbs: (p) => vpcCrumbs(p, { label: 'Firewall rules' }), page: lazyPage(() => import('./FirewallRulesPage')) },
  // the optional rule is one to clone (SPEC §2)
  { path: `${V}/firewall-rules-new/:rule?`, layout: 'project', crumbs: (p) => vpcCrumbs(p, rulesCrumb(p), { label: p.rule ? `Clone ${p.rule}` : 'New rule' }), page: lazyPage(() => import('./FirewallRuleCreatePage')) },
  { path: `${V}/firewall-rules/:rule/edit`, layout: 'project', crumbs: (p) => vpcCrumbs(p, rulesCrumb(p), { label: p.rule }, { label: 'Edit' }), page: lazyPage(() => import('./FirewallRuleEditPage')) },

  { path: `${V}/subnets`, layout: 'project', crumbs: (p) => vpcCrumbs(p, { label: 'Subnets' }), page: lazyPage(() => import('./SubnetsPage')) },
  { path: `${V}/subnets-new`, layout: 'project', crumbs: (p) => vpcCrumbs(p, subnetsCrumb(p), { label: 'New subnet' }), page: lazyPage(() => import('./SubnetCreatePage')) },
  { path: `${V}/subnets/:subnet/edit`, layout: 'project', crumbs: (p) => vpcCrumbs(p, subnetsCrumb(p), { label: p.subnet }, { label: 'Edit' }), page: lazyPage(() => import('./SubnetEditPage')) },

  { path: `${V}/routers`, layout: 'project', crumbs: (p) => vpcCrumbs(p, { label: 'Routers' }), page: lazyPage(() => import('./RoutersPage')) },
  { path: `${V}/routers-new`, layout: 'project', crumbs: (p) => vpcCrumbs(p, routersCrumb(p), { label: 'New router' }), page: lazyPage(() => import('./RouterCreatePage')) },
  { path: `${V}/routers/:router`, layout: 'project', crumbs: (p) => vpcCrumbs(p, routersCrumb(p), { label: p.router }), page: lazyPage(() => import('./RouterPage')) },
  { path: `${V}/routers/:router/edit`, layout: 'project', crumbs: (p) => routerCrumbs(p, { label: 'Edit' }), page: lazyPage(() => import('./RouterEditPage')) },
  { path: `${V}/routers/:router/routes-new`, layout: 'project', crumbs: (p) => routerCrumbs(p, { label: 'New route' }), page: lazyPage(() => import('./RouteCreatePage')) },
  { path: `${V}/routers/:router/routes/:route/edit`, layout: 'project', crumbs: (p) => routerCrumbs(p, { label: p.route }, { label: 'Edit' }), page: lazyPage(() => import('./RouteEditPage')) },

  { path: `${V}/internet-gateways`, layout: 'project', crumbs: (p) => vpcCrumbs(p, { label: 'Internet gateways' }), page: lazyPage(() => import('./GatewaysPage')) },
  { path: `${V}/internet-gateways/:gateway`, layout: 'project', crumbs: (p) => vpcCrumbs(p, gatewaysCrumb(p), { label: p.gateway }), page: lazyPage(() => import('./GatewayPage')) },
]
