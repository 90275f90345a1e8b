/**
 * Every URL the console links to, built from params (STYLE §3). test/paths.test.ts checks each output
 * matches a pattern in the route table, so a link cannot point at a route that does not exist.
 */
type P = { project: string }
type I = P & { instance: string }
type V = P & { vpc: string }
type R = V & { router: string }
const enc = encodeURIComponent

export const pb = {
  root: () => '/',
  login: (redirect?: string) => (redirect ? `/login?redirect_uri=${enc(redirect)}` : '/login'),
  loginLocal: ({ silo }: { silo: string }) => `/login/${enc(silo)}/local`,
  loginSaml: ({ silo, provider }: { silo: string; provider: string }) => `/login/${enc(silo)}/saml/${enc(provider)}`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',

  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: ({ project }: P) => `/projects/${enc(project)}/edit`,
  project: ({ project }: P) => `/projects/${enc(project)}`,
  siloImages: () => '/images',
  siloImageEdit: ({ image }: { image: string }) => `/images/${enc(image)}/edit`,
  siloUtilization: () => '/utilization',
  siloAccess: () => '/access',
  instanceLookup: ({ instance }: { instance: string }) => `/lookup/instances/${enc(instance)}`,

  instances: ({ project }: P) => `/projects/${enc(project)}/instances`,
  instancesNew: ({ project }: P) => `/projects/${enc(project)}/instances-new`,
  instance: (p: I) => `/projects/${enc(p.project)}/instances/${enc(p.instance)}`,
  instanceStorage: (p: I) => `${pb.instance(p)}/storage`,
  instanceNetworking: (p: I) => `${pb.instance(p)}/networking`,
  instanceMetrics: (p: I) => `${pb.instance(p)}/metrics`,
  instanceConnect: (p: I) => `${pb.instance(p)}/connect`,
  instanceSettings: (p: I) => `${pb.instance(p)}/settings`,
  serialConsole: (p: I) => `${pb.instance(p)}/serial-console`,

  disks: ({ project }: P) => `/projects/${enc(project)}/disks`,
  disksNew: ({ project }: P) => `/projects/${enc(project)}/disks-new`,
  snapshots: ({ project }: P) => `/projects/${enc(project)}/snapshots`,
  snapshotsNew: ({ project }: P) => `/projects/${enc(project)}/snapshots-new`,
  snapshotImagesNew: (p: P & { snapshot: string }) => `/projects/${enc(p.project)}/snapshots/${enc(p.snapshot)}/images-new`,
  projectImages: ({ project }: P) => `/projects/${enc(project)}/images`,
  projectImagesNew: ({ project }: P) => `/projects/${enc(project)}/images-new`,
  projectImageEdit: (p: P & { image: string }) => `/projects/${enc(p.project)}/images/${enc(p.image)}/edit`,
  projectAccess: ({ project }: P) => `/projects/${enc(project)}/access`,
  affinity: ({ project }: P) => `/projects/${enc(project)}/affinity`,
  affinityNew: ({ project }: P) => `/projects/${enc(project)}/affinity-new`,
  antiAffinityGroup: (p: P & { group: string }) => `/projects/${enc(p.project)}/affinity/${enc(p.group)}`,
  antiAffinityGroupEdit: (p: P & { group: string }) => `/projects/${enc(p.project)}/affinity/${enc(p.group)}/edit`,
  // Affinity groups share the spec's affinity/{antiAffinityGroup} routes; the query says which kind.
  affinityGroup: (p: P & { group: string }) => `${pb.antiAffinityGroup(p)}?kind=affinity`,
  affinityGroupEdit: (p: P & { group: string }) => `${pb.antiAffinityGroupEdit(p)}?kind=affinity`,
  floatingIps: ({ project }: P) => `/projects/${enc(project)}/floating-ips`,
  floatingIpsNew: ({ project }: P) => `/projects/${enc(project)}/floating-ips-new`,
  floatingIpEdit: (p: P & { floatingIp: string }) => `/projects/${enc(p.project)}/floating-ips/${enc(p.floatingIp)}/edit`,

  vpcs: ({ project }: P) => `/projects/${enc(project)}/vpcs`,
  vpcsNew: ({ project }: P) => `/projects/${enc(project)}/vpcs-new`,
  vpc: (p: V) => `/projects/${enc(p.project)}/vpcs/${enc(p.vpc)}`,
  vpcEdit: (p: V) => `${pb.vpc(p)}/edit`,
  vpcFirewallRules: (p: V) => `${pb.vpc(p)}/firewall-rules`,
  vpcFirewallRulesNew: (p: V & { rule?: string }) => `${pb.vpc(p)}/firewall-rules-new${p.rule ? `/${enc(p.rule)}` : ''}`,
  vpcFirewallRuleEdit: (p: V & { rule: string }) => `${pb.vpc(p)}/firewall-rules/${enc(p.rule)}/edit`,
  vpcSubnets: (p: V) => `${pb.vpc(p)}/subnets`,
  vpcSubnetsNew: (p: V) => `${pb.vpc(p)}/subnets-new`,
  vpcSubnetEdit: (p: V & { subnet: string }) => `${pb.vpc(p)}/subnets/${enc(p.subnet)}/edit`,
  vpcRouters: (p: V) => `${pb.vpc(p)}/routers`,
  vpcRoutersNew: (p: V) => `${pb.vpc(p)}/routers-new`,
  vpcRouter: (p: R) => `${pb.vpc(p)}/routers/${enc(p.router)}`,
  vpcRouterEdit: (p: R) => `${pb.vpcRouter(p)}/edit`,
  vpcRouterRoutesNew: (p: R) => `${pb.vpcRouter(p)}/routes-new`,
  vpcRouterRouteEdit: (p: R & { route: string }) => `${pb.vpcRouter(p)}/routes/${enc(p.route)}/edit`,
  vpcInternetGateways: (p: V) => `${pb.vpc(p)}/internet-gateways`,
  vpcInternetGateway: (p: V & { gateway: string }) => `${pb.vpc(p)}/internet-gateways/${enc(p.gateway)}`,

  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: { sshKey: string }) => `/settings/ssh-keys/${enc(sshKey)}/edit`,
  accessTokens: () => '/settings/access-tokens',

  silos: () => '/system/silos',
  silosNew: () => '/system/silos-new',
  silo: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}`,
  siloIdps: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/idps`,
  siloIdpsNew: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/idps-new`,
  samlIdp: ({ silo, provider }: { silo: string; provider: string }) => `/system/silos/${enc(silo)}/idps/saml/${enc(provider)}`,
  siloIpPools: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/ip-pools`,
  siloQuotas: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/quotas`,
  siloFleetRoles: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/fleet-roles`,
  siloScimTokens: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}/scim-tokens`,
  systemIssues: () => '/system/issues',
  systemUtilization: () => '/system/utilization',
  inventory: () => '/system/inventory',
  sledInventory: () => '/system/inventory/sleds',
  diskInventory: () => '/system/inventory/disks',
  switchInventory: () => '/system/inventory/switches',
  sled: ({ sledId }: { sledId: string }) => `/system/inventory/sleds/${enc(sledId)}`,
  sledInstances: ({ sledId }: { sledId: string }) => `/system/inventory/sleds/${enc(sledId)}/instances`,
  ipPools: () => '/system/networking/ip-pools',
  ipPoolsNew: () => '/system/networking/ip-pools-new',
  ipPool: ({ pool }: { pool: string }) => `/system/networking/ip-pools/${enc(pool)}`,
  ipPoolEdit: ({ pool }: { pool: string }) => `/system/networking/ip-pools/${enc(pool)}/edit`,
  ipPoolRangesAdd: ({ pool }: { pool: string }) => `/system/networking/ip-pools/${enc(pool)}/ranges-add`,
}

export type PathBuilder = typeof pb
