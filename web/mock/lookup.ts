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

  /** A project child by name-or-id, not yet role-checked. */
  function findChild<T extends Named & { project_id?: string | null }>(
    type: string,
    param: string,
    rows: T[],
    sel: Sel,
  ): Found<T> {
    const key = sel[param] ?? undefined
    const { [param]: _, ...parents } = sel
    if (mode(type, key!, { project: parents.project }, 'project') === 'id') {
      const row = find(type, key!, rows)
      if (row.project_id && db.projectSilos[row.project_id] !== siloId) throw notFound(type, key!)
      return { row, projectId: row.project_id, key: key! }
    }
    const p = findProject(parents.project)
    const row = find(
      type,
      key!,
      rows.filter((r) => r.project_id === p.id),
    )
    return { row, projectId: p.id, key: key! }
  }

  /** The role check of what a lookup found, with that resource's own 404. */
  const checked = <T>(type: string, found: Found<T>) => {
    if (found.projectId) guard(found.projectId, () => notFound(type, found.key))
    return found.row
  }

  /** A project child by name-or-id: `child('instance', 'instance', db.instances, sel)`. */
  const child = <T extends Named & { project_id?: string | null }>(type: string, param: string, rows: T[], sel: Sel) =>
    checked(type, findChild(type, param, rows, sel))

  const findVpc = (sel: Sel) => findChild('vpc', 'vpc', db.vpcs, { vpc: sel.vpc, project: sel.project })
  const vpc = (sel: Sel) => checked('vpc', findVpc(sel))
  const projectOfVpc = (vpcId: string) => db.vpcs.find((v) => v.id === vpcId)?.project_id

  /** A VPC child (subnet, router, gateway) by name-or-id, not yet role-checked. */
  function findVpcChild<T extends Named & { vpc_id: string }>(
    type: string,
    param: string,
    rows: T[],
    sel: Sel,
  ): Found<T> {
    const key = sel[param] ?? undefined
    if (mode(type, key, { vpc: sel.vpc, project: sel.project }, 'vpc') === 'id') {
      const row = find(type, key!, rows)
      const projectId = projectOfVpc(row.vpc_id)
      if (!projectId || db.projectSilos[projectId] !== siloId) throw notFound(type, key!)
      return { row, projectId, key: key! }
    }
    const v = findVpc(sel).row
    const row = find(
      type,
      key!,
      rows.filter((r) => r.vpc_id === v.id),
    )
    return { row, projectId: v.project_id, key: key! }
  }

  /** Children found by id still have to be in the caller's silo. */
  function vpcById(id: string, type: string, key: string) {
    const v = db.vpcs.find((v) => v.id === id)
    if (!v || !inSilo(v.project_id, () => notFound(type, key))) throw notFound(type, key)
    return v
  }

  const findInstance = (sel: Sel) =>
    findChild('instance', 'instance', db.instances, { instance: sel.instance, project: sel.project })
  const instance = (sel: Sel) => checked('instance', findInstance(sel))
  const findRouter = (sel: Sel) => findVpcChild('vpc-router', 'router', db.vpcRouters, sel)
  const router = (sel: Sel) => checked('vpc-router', findRouter(sel))
  const findGateway = (sel: Sel) => findVpcChild('internet-gateway', 'gateway', db.internetGateways, sel)
  const gateway = (sel: Sel) => checked('internet-gateway', findGateway(sel))

  return {
    project,
    instance,
    disk: (sel: Sel) => child('disk', 'disk', db.disks, { disk: sel.disk, project: sel.project }),
    snapshot: (sel: Sel) =>
      child('snapshot', 'snapshot', db.snapshots, { snapshot: sel.snapshot, project: sel.project }),
    floatingIp: (sel: Sel) =>
      child('floating-ip', 'floating_ip', db.floatingIps, { floating_ip: sel.floating_ip, project: sel.project }),
    affinityGroup: (sel: Sel) =>
      child('affinity-group', 'affinity_group', db.affinityGroups, {
        affinity_group: sel.affinity_group,
        project: sel.project,
      }),
    antiAffinityGroup: (sel: Sel) =>
      child('anti-affinity-group', 'anti_affinity_group', db.antiAffinityGroups, {
        anti_affinity_group: sel.anti_affinity_group,
        project: sel.project,
      }),
    probe: (sel: Sel) => child('probe', 'probe', db.probes, { probe: sel.probe, project: sel.project }),
    externalSubnet: (sel: Sel) =>
      child('external-subnet', 'external_subnet', db.externalSubnets, {
        external_subnet: sel.external_subnet,
        project: sel.project,
      }),
    vpc,
    subnet: (sel: Sel) => checked('vpc-subnet', findVpcChild('vpc-subnet', 'subnet', db.vpcSubnets, sel)),
    router,
    gateway,
    route(sel: Sel) {
      const key = sel.route ?? undefined
      const type = 'router-route'
      if (mode(type, key, { router: sel.router, vpc: sel.vpc, project: sel.project }, 'router') === 'id') {
        const r = find(type, key!, db.routerRoutes)
        const rt = db.vpcRouters.find((x) => x.id === r.vpc_router_id)!
        vpcById(rt.vpc_id, type, key!)
        return r
      }
      const rt = findRouter(sel)
      const row = find(
        type,
        key!,
        db.routerRoutes.filter((r) => r.vpc_router_id === rt.row.id),
      )
      return checked(type, { row, projectId: rt.projectId, key: key! })
    },
    /** Gateway children (ip pools / ip addresses) by name-or-id. */
    gatewayChild<T extends Named & { internet_gateway_id: string }>(
      type: string,
      param: string,
      rows: T[],
      sel: Sel,
    ): T {
      const key = sel[param] ?? undefined
      if (mode(type, key, { gateway: sel.gateway, vpc: sel.vpc, project: sel.project }, 'gateway') === 'id') {
        const row = find(type, key!, rows)
        const gw = db.internetGateways.find((g) => g.id === row.internet_gateway_id)!
        vpcById(gw.vpc_id, type, key!)
        return row
      }
      const gw = findGateway(sel)
      const row = find(
        type,
        key!,
        rows.filter((r) => r.internet_gateway_id === gw.row.id),
      )
      return checked(type, { row, projectId: gw.projectId, key: key! })
    },
    networkInterface(sel: Sel) {
      const key = sel.interface ?? undefined
      const type = 'instance-network-interface'
      if (mode(type, key, { instance: sel.instance, project: sel.project }, 'instance') === 'id') {
        const nic = find(type, key!, db.networkInterfaces)
        const inst = db.instances.find((i) => i.id === nic.instance_id)!
        if (!inSilo(inst.project_id, () => notFound(type, key!))) throw notFound(type, key!)
        return nic
      }
      const inst = findInstance(sel)
      const row = find(
        type,
        key!,
        db.networkInterfaces.filter((n) => n.instance_id === inst.row.id),
      )
      return checked(type, { row, projectId: inst.projectId, key: key! })
    },
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
