/**
 * "Copy as Terraform" for a create form: the call the form would send, as the
 * provider resource that makes the same object. What the call names (its project, VPC, image,
 * disks...) already exists, so it becomes a data source looked up by name; a secret typed in the
 * form (user data) becomes a sensitive variable. `read` resolves an ID the form holds into the
 * name a data source needs (GET only: readOnce, a stub in tests).
 */
import type { ApiMethod, ParamsOf } from '../client'
import { readOnce } from '../hooks'
import type {
  DiskBackend,
  ExternalIpCreate,
  Image,
  InstanceDiskAttachment,
  InstanceNetworkInterfaceAttachment,
  PoolSelector,
  Vpc,
} from '../generated/types'
import { TfFile } from './file'
import { label, type Expr, type Value } from './hcl'
import { firewallRulesBody } from './generate'
import { PROVIDER_COMMIT } from './provider-schema'

export type Read = <M extends ApiMethod>(method: M, params: ParamsOf<M>) => Promise<unknown>

type Ctx = { f: TfFile; project: string; read: Read }

const projectRef = ({ f, project }: Ctx) => f.lookup('oxide_project', [project], { name: project })

async function imageRef(c: Ctx, id: string): Promise<Expr | string> {
  const image = (await c.read('imageView', { path: { image: id } }).catch(() => undefined)) as Image | undefined
  if (!image) {
    c.f.note(`Image ${id} could not be read, so it is referred to by ID.`)
    return id
  }
  const body = image.projectId ? { project_name: c.project, name: image.name } : { name: image.name }
  return c.f.lookup('oxide_image', image.projectId ? [image.name] : ['silo', image.name], body)
}

function snapshotId(c: Ctx, id: string) {
  c.f.note(`Snapshot ${id} is referred to by ID: the provider has no data source for snapshots.`)
  return id
}

async function diskSourceBody(c: Ctx, backend: DiskBackend): Promise<Record<string, Value>> {
  if (backend.type === 'local') return { disk_type: 'local' }
  const s = backend.diskSource
  if (s.type === 'image') return { source_image_id: await imageRef(c, s.imageId), read_only: s.readOnly || undefined }
  if (s.type === 'snapshot') return { source_snapshot_id: snapshotId(c, s.snapshotId), read_only: s.readOnly || undefined }
  if (s.type === 'importing_blocks')
    c.f.note('The disk is made blank: uploading an image into it is not something Terraform does.')
  return { block_size: s.blockSize }
}

/** A disk the instance creates becomes its own resource; an existing one is looked up. */
async function attachment(c: Ctx, a: InstanceDiskAttachment): Promise<Expr> {
  if (a.type === 'attach') return c.f.lookup('oxide_disk', [a.name], { project_name: c.project, name: a.name })
  const name = label(a.name)
  const body = { project_id: projectRef(c), name: a.name, description: a.description, size: a.size }
  c.f.add('oxide_disk', name, { ...body, ...(await diskSourceBody(c, a.diskBackend)) })
  return { expr: `oxide_disk.${name}.id` }
}

const poolRef = (c: Ctx, pool: string) => c.f.lookup('oxide_ip_pool', [pool], { name: pool })
const poolBody = (c: Ctx, p?: PoolSelector) =>
  p?.type === 'explicit' ? { pool_id: poolRef(c, p.pool) } : p?.ipVersion ? { ip_version: p.ipVersion } : {}

function externalIps(c: Ctx, ips: ExternalIpCreate[] = []): Value {
  const ephemeral = ips.flatMap((ip) => (ip.type === 'ephemeral' ? [poolBody(c, ip.poolSelector)] : []))
  const floating = ips.flatMap((ip) =>
    ip.type === 'floating'
      ? [{ id: c.f.lookup('oxide_floating_ip', [ip.floatingIp], { project_name: c.project, name: ip.floatingIp }) }]
      : [],
  )
  if (!ephemeral.length && !floating.length) return undefined
  return { ephemeral: ephemeral.length ? ephemeral : undefined, floating: floating.length ? floating : undefined }
}

function nics(c: Ctx, n: InstanceNetworkInterfaceAttachment | undefined): Value {
  const project_name = c.project
  const inVpc = (vpc: string, subnet: string) => ({
    subnet_id: c.f.lookup('oxide_vpc_subnet', [vpc, subnet], { project_name, vpc_name: vpc, name: subnet }),
    vpc_id: c.f.lookup('oxide_vpc', [vpc], { project_name, name: vpc }),
  })
  // The API's default interface: net0 in the project's default VPC and subnet (the provider has no default)
  const auto = { ip: 'auto' }
  const byDefault = (ip_config: Value) => [
    { name: 'net0', description: 'Default network interface', ...inVpc('default', 'default'), ip_config },
  ]
  const type = n?.type ?? 'default_ipv4'
  if (type === 'none') return undefined
  if (type === 'default_ipv4') return byDefault({ v4: auto })
  if (type === 'default_ipv6') return byDefault({ v6: auto })
  if (type === 'default_dual_stack') return byDefault({ v4: auto, v6: auto })
  if (n?.type !== 'create') return undefined
  return n.params.map((p) => {
    const stack = p.ipConfig
    const ip = (a: { type: 'auto' } | { type: 'explicit'; value: string }) => ({ ip: a.type === 'auto' ? 'auto' : a.value })
    const ip_config = !stack
      ? { v4: auto }
      : stack.type === 'v4'
        ? { v4: ip(stack.value.ip) }
        : stack.type === 'v6'
          ? { v6: ip(stack.value.ip) }
          : { v4: ip(stack.value.v4.ip), v6: ip(stack.value.v6.ip) }
    return { name: p.name, description: p.description, ...inVpc(p.vpcName, p.subnetName), ip_config }
  })
}

type Writer = (c: Ctx, params: never) => Promise<string | void> | string | void

/** One writer per create call the console's forms send; the resource's label is the new object's name. */
const WRITERS: Partial<Record<ApiMethod, Writer>> = {
  projectCreate: (c, { body }: ParamsOf<'projectCreate'>) => {
    c.f.add('oxide_project', label(body.name), { name: body.name, description: body.description })
  },
  async instanceCreate(c, { body: b }: ParamsOf<'instanceCreate'>) {
    const boot = b.bootDisk ? await attachment(c, b.bootDisk) : undefined
    const others = []
    for (const d of b.disks ?? []) others.push(await attachment(c, d))
    const keys = (b.sshPublicKeys ?? []).map((k) => c.f.lookup('oxide_ssh_key', [k], { name: k }))
    const groups = (b.antiAffinityGroups ?? []).map((g) =>
      c.f.lookup('oxide_anti_affinity_group', [g], { project_name: c.project, name: g }),
    )
    if (b.multicastGroups?.length) c.f.note('Multicast groups are left out: the provider has no attribute for them.')
    c.f.add('oxide_instance', label(b.name), {
      project_id: projectRef(c),
      name: b.name,
      description: b.description,
      hostname: b.hostname,
      memory: b.memory,
      ncpus: b.ncpus,
      start_on_create: b.start === false ? false : undefined,
      auto_restart_policy: b.autoRestartPolicy ?? undefined,
      cpu_platform: b.cpuPlatform ?? undefined,
      enable_jumbo_frames: b.enableJumboFrames || undefined,
      anti_affinity_groups: groups.length ? groups : undefined,
      boot_disk_id: boot,
      disk_attachments: boot || others.length ? [...(boot ? [boot] : []), ...others] : undefined,
      ssh_public_keys: b.sshPublicKeys ? keys : undefined,
      network_interfaces: nics(c, b.networkInterfaces),
      external_ips: externalIps(c, b.externalIps),
      // user data can carry passwords and tokens: it never goes into the file
      user_data: b.userData
        ? c.f.secret(`${label(b.name)}_user_data`, `Base64 user data of instance ${b.name}`)
        : undefined,
    })
  },
  async diskCreate(c, { body: b }: ParamsOf<'diskCreate'>) {
    const body = { project_id: projectRef(c), name: b.name, description: b.description, size: b.size }
    c.f.add('oxide_disk', label(b.name), { ...body, ...(await diskSourceBody(c, b.diskBackend)) })
  },
  snapshotCreate: (c, { body: b }: ParamsOf<'snapshotCreate'>) => {
    const disk_id = c.f.lookup('oxide_disk', [b.disk], { project_name: c.project, name: b.disk })
    c.f.add('oxide_snapshot', label(b.name), { project_id: projectRef(c), name: b.name, description: b.description, disk_id })
  },
  imageCreate: (c, { body: b }: ParamsOf<'imageCreate'>) => {
    const body = { project_id: projectRef(c), name: b.name, description: b.description, os: b.os, version: b.version }
    c.f.add('oxide_image', label(b.name), { ...body, source_snapshot_id: snapshotId(c, b.source.id) })
  },
  vpcCreate: (c, { body: b }: ParamsOf<'vpcCreate'>) => {
    const body = { project_id: projectRef(c), name: b.name, description: b.description, dns_name: b.dnsName }
    c.f.add('oxide_vpc', label(b.name), { ...body, ipv6_prefix: b.ipv6Prefix ?? undefined })
  },
  vpcSubnetCreate: (c, { query, body: b }: ParamsOf<'vpcSubnetCreate'>) => {
    const vpc = query.vpc ?? ''
    const vpc_id = c.f.lookup('oxide_vpc', [vpc], { project_name: c.project, name: vpc })
    if (b.customRouter) c.f.note('The custom router is left out: the provider\'s subnet has no attribute for it.')
    const body = { vpc_id, name: b.name, description: b.description, ipv4_block: b.ipv4Block }
    c.f.add('oxide_vpc_subnet', label(vpc, b.name), { ...body, ipv6_block: b.ipv6Block ?? undefined })
  },
  vpcRouterCreate: (c, { query, body: b }: ParamsOf<'vpcRouterCreate'>) => {
    const vpc = query.vpc ?? ''
    const vpc_id = c.f.lookup('oxide_vpc', [vpc], { project_name: c.project, name: vpc })
    c.f.add('oxide_vpc_router', label(vpc, b.name), { vpc_id, name: b.name, description: b.description })
  },
  vpcRouterRouteCreate: (c, { query, body: b }: ParamsOf<'vpcRouterRouteCreate'>) => {
    const [vpc, router] = [query.vpc ?? '', query.router]
    const vpc_router_id = c.f.lookup('oxide_vpc_router', [vpc, router], { project_name: c.project, vpc_name: vpc, name: router })
    const target = b.target.type === 'drop' ? { type: 'drop' } : { type: b.target.type, value: b.target.value }
    const destination = { type: b.destination.type, value: b.destination.value }
    c.f.add('oxide_vpc_router_route', label(vpc, router, b.name), { vpc_router_id, name: b.name, description: b.description, destination, target })
  },
  internetGatewayCreate: (c, { query, body: b }: ParamsOf<'internetGatewayCreate'>) => {
    const vpc = query.vpc ?? ''
    const vpc_id = c.f.lookup('oxide_vpc', [vpc], { project_name: c.project, name: vpc })
    c.f.add('oxide_vpc_internet_gateway', label(vpc, b.name), { vpc_id, name: b.name, description: b.description })
  },
  floatingIpCreate: (c, { body: b }: ParamsOf<'floatingIpCreate'>) => {
    const a = b.addressAllocator
    const where =
      a?.type === 'explicit'
        ? { ip: a.ip }
        : a?.poolSelector?.type === 'explicit'
          ? { ip_pool_id: poolRef(c, a.poolSelector.pool) }
          : { ip_version: a?.poolSelector?.ipVersion ?? undefined }
    c.f.add('oxide_floating_ip', label(b.name), { project_id: projectRef(c), name: b.name, description: b.description, ...where })
  },
  antiAffinityGroupCreate: (c, { body: b }: ParamsOf<'antiAffinityGroupCreate'>) => {
    const body = { project_id: projectRef(c), name: b.name, description: b.description, policy: b.policy }
    c.f.add('oxide_anti_affinity_group', label(b.name), body)
  },
  siloCreate: (c, { body: b }: ParamsOf<'siloCreate'>) => {
    const silo = label(b.name)
    c.f.add('oxide_silo', silo, {
      name: b.name,
      description: b.description,
      discoverable: b.discoverable,
      identity_mode: b.identityMode,
      admin_group_name: b.adminGroupName ?? undefined,
      mapped_fleet_roles: b.mappedFleetRoles,
      quotas: { cpus: b.quotas.cpus, memory: b.quotas.memory, storage: b.quotas.storage },
      // a certificate's private key never goes into the file: each is a sensitive variable
      tls_certificates: b.tlsCertificates.map((t) => ({
        name: t.name,
        description: t.description,
        service: t.service,
        cert: t.cert,
        key: c.f.secret(`${silo}_${label(t.name)}_key`, `PEM private key of certificate ${t.name} of silo ${b.name}`),
      })),
    })
  },
  currentUserSshKeyCreate: (c, { body: b }: ParamsOf<'currentUserSshKeyCreate'>) => {
    // a public key is no secret: it goes in as typed
    c.f.add('oxide_ssh_key', label(b.name), { name: b.name, description: b.description, public_key: b.publicKey })
  },
  systemIpPoolCreate: (c, { body: b }: ParamsOf<'systemIpPoolCreate'>) => {
    if (b.ipVersion || b.poolType || b.assignment)
      c.f.note("The pool's IP version, type and assignment are left out: the provider's IP pool has no attribute for them.")
    c.f.add('oxide_ip_pool', label(b.name), { name: b.name, description: b.description })
  },
  systemSubnetPoolCreate: (c, { body: b }: ParamsOf<'systemSubnetPoolCreate'>) => {
    c.f.add('oxide_subnet_pool', label(b.name), { name: b.name, description: b.description, ip_version: b.ipVersion })
  },
  // the firewall rule forms write the VPC's whole rule set, which the provider manages as one resource
  async vpcFirewallRulesUpdate(c, { query, body }: ParamsOf<'vpcFirewallRulesUpdate'>) {
    const vpc = query.vpc
    const vpc_id = c.f.lookup('oxide_vpc', [vpc], { project_name: c.project, name: vpc })
    const existing = (await c.read('vpcView', { path: { vpc }, query: { project: c.project } }).catch(() => undefined)) as Vpc | undefined
    c.f.add('oxide_vpc_firewall_rules', label(vpc), firewallRulesBody(vpc_id, body.rules ?? []), { importId: existing?.id })
  },
}

/** The HCL for the object `method` with `params` would create, or undefined for a call the provider cannot express. */
export async function terraformForRequest<M extends ApiMethod>(
  method: M,
  params: ParamsOf<M> | undefined,
  read: Read = readOnce,
): Promise<string | undefined> {
  const writer = WRITERS[method]
  if (!writer || !params) return undefined
  const query = (params as { query?: { project?: string } }).query
  const c: Ctx = { f: new TfFile(), project: query?.project ?? '', read }
  await writer(c, params as never)
  return c.f.render([
    `What this form would create, for Oxide's Terraform provider (attribute names as of its commit ${PROVIDER_COMMIT.slice(0, 12)}).`,
    ...(c.f.notes.length ? ['', ...c.f.notes] : []),
  ])
}
