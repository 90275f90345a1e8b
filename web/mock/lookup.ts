/**
 * `lookup` finds resources the way the server does (name within a parent selector, or id
 * alone: ./selectors.ts) and throws the server's 404.
 */
import type { Db } from './db'
import { badRequest, isUuid, notFound } from './errors'
import { find, mode, type Named, type Sel } from './selectors'

/**
 * Lookups for one request. `siloId` is the caller's silo, which scopes
 * projects and pools; `guard` runs on the project of every resource a lookup
 * returns (the adapter uses it for project role checks). As in Nexus, parents
 * are found without a role check and only the resource asked for is checked,
 * so what the caller may not read answers that resource's own 404
 * (`not found: instance with name "db1"`), and a missing one the same 404.
 */
export function makeLookup(db: Db, siloId: string, guard: (projectId: string, hidden: () => Error) => void = () => {}) {
  /** In the caller's silo and readable by it; `hidden` is the 404 an unreadable one answers. */
  const inSilo = (projectId: string, hidden: () => Error) => {
    if (db.projectSilos[projectId] !== siloId) return false
    guard(projectId, hidden)
    return true
  }

  /** A project of the caller's silo by name or id, not yet checked against the caller's roles. */
  const findProject = (project: string | null | undefined) => {
    if (!project) throw badRequest('missing project')
    // one pass, no copy: silos hold 10,000 projects in the large fleet
    const inSilo = (p: Named) => db.projectSilos[p.id] === siloId
    const p = isUuid(project)
      ? db.projects.find((p) => p.id === project && inSilo(p))
      : db.projects.find((p) => p.name === project && inSilo(p))
    if (!p) throw notFound('project', project)
    return p
  }

  const project = ({ project }: { project?: string | null }) => {
    const p = findProject(project)
    guard(p.id, () => notFound('project', project!))
    return p
  }

  type Found<T> = { row: T; projectId: string | null | undefined; key: string }

  /**
   * Where a kind hangs: the row's key holding its parent's id, the selector names of the parent
   * chain (nearest first: `['vpc', 'project']`), the parent found from a selector, and the project
   * a parent (found by id) is in.
   */
  type Level<K extends string> = {
    key: K
    chain: string[]
    parent: (sel: Sel) => Found<Named>
    projectOf: (parentId: string) => string | null | undefined
  }

  /**
   * The one by-id-or-by-name-within-parent lookup, not yet role-checked. By id the row stands
   * alone (naming a parent too is Nexus's 400) and must be in the caller's silo; by name its
   * parent is found first (a name without one is a 400), then the name among the parent's rows.
   */
  function findUnder<K extends string, T extends Named & Record<K, string>>(
    level: Level<K>,
    type: string,
    param: string,
    rows: T[],
    sel: Sel,
  ): Found<T> {
    const key = sel[param] ?? undefined
    const parents = Object.fromEntries(level.chain.map((k) => [k, sel[k]]))
    if (mode(type, key, parents, level.chain[0]) === 'id') {
      const row = find(type, key!, rows)
      const projectId = level.projectOf(row[level.key])
      if (!projectId || db.projectSilos[projectId] !== siloId) throw notFound(type, key!)
      return { row, projectId, key: key! }
    }
    const parent = level.parent(sel)
    const row = find(
      type,
      key!,
      rows.filter((r) => r[level.key] === parent.row.id),
    )
    return { row, projectId: parent.projectId, key: key! }
  }

  /** The role check of what a lookup found, with that resource's own 404. */
  const checked = <T>(type: string, found: Found<T>) => {
    if (found.projectId) guard(found.projectId, () => notFound(type, found.key))
    return found.row
  }

  const lookup = <K extends string, T extends Named & Record<K, string>>(
    level: Level<K>,
    type: string,
    param: string,
    rows: T[],
    sel: Sel,
  ) => checked(type, findUnder(level, type, param, rows, sel))

  const projectOfVpc = (vpcId: string) => db.vpcs.find((v) => v.id === vpcId)?.project_id
  const inProject: Level<'project_id'> = {
    key: 'project_id',
    chain: ['project'],
    parent: (sel) => {
      const p = findProject(sel.project)
      return { row: p, projectId: p.id, key: sel.project! }
    },
    projectOf: (id) => id,
  }
  const findVpc = (sel: Sel) => findUnder(inProject, 'vpc', 'vpc', db.vpcs, sel)
  const findInstance = (sel: Sel) => findUnder(inProject, 'instance', 'instance', db.instances, sel)
  const inVpc: Level<'vpc_id'> = { key: 'vpc_id', chain: ['vpc', 'project'], parent: findVpc, projectOf: projectOfVpc }
  const findRouter = (sel: Sel) => findUnder(inVpc, 'vpc-router', 'router', db.vpcRouters, sel)
  const findGateway = (sel: Sel) => findUnder(inVpc, 'internet-gateway', 'gateway', db.internetGateways, sel)
  const inRouter: Level<'vpc_router_id'> = {
    key: 'vpc_router_id',
    chain: ['router', 'vpc', 'project'],
    parent: findRouter,
    projectOf: (id) => projectOfVpc(db.vpcRouters.find((r) => r.id === id)!.vpc_id),
  }
  const inGateway: Level<'internet_gateway_id'> = {
    key: 'internet_gateway_id',
    chain: ['gateway', 'vpc', 'project'],
    parent: findGateway,
    projectOf: (id) => projectOfVpc(db.internetGateways.find((g) => g.id === id)!.vpc_id),
  }
  const inInstance: Level<'instance_id'> = {
    key: 'instance_id',
    chain: ['instance', 'project'],
    parent: findInstance,
    projectOf: (id) => db.instances.find((i) => i.id === id)!.project_id,
  }

  return {
    project,
    instance: (sel: Sel) => checked('instance', findInstance(sel)),
    disk: (sel: Sel) => lookup(inProject, 'disk', 'disk', db.disks, sel),
    snapshot: (sel: Sel) => lookup(inProject, 'snapshot', 'snapshot', db.snapshots, sel),
    floatingIp: (sel: Sel) => lookup(inProject, 'floating-ip', 'floating_ip', db.floatingIps, sel),
    affinityGroup: (sel: Sel) => lookup(inProject, 'affinity-group', 'affinity_group', db.affinityGroups, sel),
    antiAffinityGroup: (sel: Sel) =>
      lookup(inProject, 'anti-affinity-group', 'anti_affinity_group', db.antiAffinityGroups, sel),
    probe: (sel: Sel) => lookup(inProject, 'probe', 'probe', db.probes, sel),
    externalSubnet: (sel: Sel) => lookup(inProject, 'external-subnet', 'external_subnet', db.externalSubnets, sel),
    vpc: (sel: Sel) => checked('vpc', findVpc(sel)),
    subnet: (sel: Sel) => lookup(inVpc, 'vpc-subnet', 'subnet', db.vpcSubnets, sel),
    router: (sel: Sel) => checked('vpc-router', findRouter(sel)),
    gateway: (sel: Sel) => checked('internet-gateway', findGateway(sel)),
    route: (sel: Sel) => lookup(inRouter, 'router-route', 'route', db.routerRoutes, sel),
    /** Gateway children (ip pools / ip addresses) by name-or-id. */
    gatewayChild: <T extends Named & { internet_gateway_id: string }>(
      type: string,
      param: string,
      rows: T[],
      sel: Sel,
    ) => lookup(inGateway, type, param, rows, sel),
    networkInterface: (sel: Sel) =>
      lookup(inInstance, 'instance-network-interface', 'interface', db.networkInterfaces, sel),
    /** Images: with a project, a project image (or any image by id); without, a silo image. */
    image(sel: Sel) {
      const key = sel.image
      if (!key) throw badRequest('missing image')
      if (isUuid(key)) {
        const img = find('image', key, db.images)
        if (img.project_id && !inSilo(img.project_id, () => notFound('image', key))) throw notFound('image', key)
        return img
      }
      if (sel.project) {
        const p = project(sel)
        return find(
          'image',
          key,
          db.images.filter((i) => i.project_id === p.id),
        )
      }
      return find(
        'image',
        key,
        db.images.filter((i) => !i.project_id),
      )
    },
    sshKey(sel: Sel, userId: string) {
      return find(
        'ssh-key',
        sel.ssh_key ?? '',
        db.sshKeys.filter((k) => k.silo_user_id === userId),
      )
    },
    silo: (sel: Sel) => find('silo', sel.silo ?? '', db.silos),
    ipPool: (sel: Sel) => find('ip-pool', sel.pool ?? '', db.ipPools),
    /** A pool as the silo sees it: linked pools only. */
    siloIpPool(sel: Sel) {
      const pool = find('ip-pool', sel.pool ?? '', db.ipPools)
      const link = db.ipPoolSilos.find((l) => l.ip_pool_id === pool.id && l.silo_id === siloId)
      if (!link) throw notFound('ip-pool', sel.pool!)
      return { pool, link }
    },
    subnetPool: (sel: Sel) => find('subnet-pool', sel.pool ?? '', db.subnetPools),
    /** A subnet pool as the silo sees it: linked pools only. */
    siloSubnetPool(sel: Sel) {
      const pool = find('subnet-pool', sel.pool ?? '', db.subnetPools)
      const link = db.subnetPoolSilos.find((l) => l.subnet_pool_id === pool.id && l.silo_id === siloId)
      if (!link) throw notFound('subnet-pool', sel.pool!)
      return { pool, link }
    },
    certificate: (sel: Sel) =>
      find(
        'certificate',
        sel.certificate ?? '',
        db.certificates.filter((c) => c.silo_id === siloId),
      ),
    receiver: (sel: Sel) => find('alert-receiver', sel.receiver ?? '', db.webhookReceivers),
    addressLot: (sel: Sel) => find('address-lot', sel.address_lot ?? '', db.addressLots),
    announceSet: (sel: Sel) => find('bgp-announce-set', sel.announce_set ?? '', db.bgpAnnounceSets),
    bgpConfig: (sel: Sel) => find('bgp-config', sel.name_or_id ?? '', db.bgpConfigs),
    portSettings: (sel: Sel) => find('switch-port-settings', sel.port ?? '', db.portSettings),
    builtinUser: (sel: Sel) => find('user-builtin', sel.user ?? '', db.builtinUsers),
    samlProvider(sel: Sel, silo: string) {
      return find(
        'saml-identity-provider',
        sel.provider ?? '',
        db.samlProviders.filter((p) => p.silo_id === silo),
      )
    },
    /** Id-only resources: `byId('sled', db.sleds, id)`. */
    byId<T extends { id: string }>(type: string, rows: T[], id: string | undefined) {
      const row = id ? rows.find((r) => r.id === id) : undefined
      if (!row) throw notFound(type, id ?? '', 'id')
      return row
    },
  }
}

export type Lookup = ReturnType<typeof makeLookup>
