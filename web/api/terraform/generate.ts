/**
 * "Copy as Terraform": the objects of a project as resources of Oxide's Terraform
 * provider (./provider-schema.ts), each with an `import` block so `terraform plan` takes the
 * existing object over instead of creating a second one. Pure: the data comes in read
 * (./load.ts), the HCL goes out.
 */
import type { Disk, Instance, RouterRoute, Vpc, VpcFirewallRuleUpdate } from '../generated/types'
import { TfFile } from './file'
import { label, type Value } from './hcl'
import type { ProjectData } from './model'
import { PROVIDER_COMMIT } from './provider-schema'
import { makeRefs, type Refs } from './refs'

/** What to write as resources: everything (a project export) or the objects with these ids. */
export type Selection = { all: true } | { ids: Set<string> }

const attachedTo = (disk: Disk) => ('instance' in disk.state ? disk.state.instance : undefined)

export function firewallRulesBody(vpcId: Value, rules: VpcFirewallRuleUpdate[]): Record<string, Value> {
  const entries = rules.map((r) => {
    const { hosts, ports, protocols } = r.filters
    return [
      r.name,
      {
        action: r.action,
        description: r.description,
        direction: r.direction,
        priority: r.priority,
        status: r.status,
        filters: {
          hosts: hosts?.map((h) => ({ type: h.type, value: h.value })),
          ports: ports ?? undefined,
          protocols: protocols?.map((p) =>
            (p.type === 'icmp' || p.type === 'icmp6') && p.value
              ? { type: p.type, icmp_type: p.value.icmpType, icmp_code: p.value.code ?? undefined }
              : { type: p.type },
          ),
        },
        targets: r.targets.map((t) => ({ type: t.type, value: t.value })),
      },
    ] as const
  })
  return { vpc_id: vpcId, rules: Object.fromEntries(entries) }
}

function routeBody(route: RouterRoute, routerId: Value): Record<string, Value> {
  const { destination, target } = route
  return {
    vpc_router_id: routerId,
    name: route.name,
    description: route.description,
    destination: { type: destination.type, value: destination.value },
    target: target.type === 'drop' ? { type: 'drop' } : { type: target.type, value: target.value },
  }
}

function diskBody(disk: Disk, refs: Refs): Record<string, Value> {
  const source = disk.imageId
    ? { source_image_id: refs.image(disk.imageId) }
    : disk.snapshotId
      ? { source_snapshot_id: refs.snapshot(disk.snapshotId) }
      : { block_size: disk.blockSize }
  return {
    project_id: refs.project(),
    name: disk.name,
    description: disk.description,
    size: disk.size,
    ...source,
    disk_type: disk.diskType === 'local' ? 'local' : undefined,
    read_only: disk.readOnly || undefined,
  }
}

function instanceBody(i: Instance, d: ProjectData, refs: Refs): Record<string, Value> {
  const disks = d.disks.filter((x) => attachedTo(x) === i.id)
  const nics = d.nics.get(i.id) ?? []
  const ips = d.externalIps.get(i.id) ?? []
  const ephemeral = ips.flatMap((ip) => (ip.kind === 'ephemeral' ? [{ pool_id: refs.pool(ip.ipPoolId) }] : []))
  const floating = ips.flatMap((ip) => (ip.kind === 'floating' ? [{ id: refs.floatingIp(ip.id) }] : []))
  const groups = d.antiAffinityOf.get(i.id) ?? []
  return {
    project_id: refs.project(),
    name: i.name,
    description: i.description,
    hostname: i.hostname,
    memory: i.memory,
    ncpus: i.ncpus,
    auto_restart_policy: i.autoRestartPolicy ?? undefined,
    cpu_platform: i.cpuPlatform ?? undefined,
    enable_jumbo_frames: i.enableJumboFrames || undefined,
    anti_affinity_groups: groups.length ? groups.map(refs.antiAffinityGroup) : undefined,
    boot_disk_id: i.bootDiskId ? refs.disk(i.bootDiskId) : undefined,
    disk_attachments: disks.length ? disks.map((x) => refs.disk(x.id)) : undefined,
    network_interfaces: nics.length
      ? nics.map((n) => ({
          name: n.name,
          description: n.description,
          subnet_id: refs.subnet(n.subnetId),
          vpc_id: refs.vpc(n.vpcId),
          ip_config:
            n.ipStack.type === 'v4'
              ? { v4: { ip: n.ipStack.value.ip } }
              : n.ipStack.type === 'v6'
                ? { v6: { ip: n.ipStack.value.ip } }
                : { v4: { ip: n.ipStack.value.v4.ip }, v6: { ip: n.ipStack.value.v6.ip } },
        }))
      : undefined,
    external_ips:
      ephemeral.length || floating.length
        ? { ephemeral: ephemeral.length ? ephemeral : undefined, floating: floating.length ? floating : undefined }
        : undefined,
  }
}

const vpcOf = (d: ProjectData, id: string): Vpc | undefined => d.vpcs.find((v) => v.id === id)

/** Writes the selected objects of `d` as one Terraform file. `title` heads it. */
export function generateTerraform(d: ProjectData, selection: Selection, title: string): string {
  const f = new TfFile()
  const refs = makeRefs(f, d)
  const chosen = (id: string) => 'all' in selection || selection.ids.has(id)
  const vpcLabel = (vpcId: string) => vpcOf(d, vpcId)?.name ?? vpcId
  // addresses first, so a resource may refer to one written after it (a snapshot's disk)
  const plan = {
    vpcs: d.vpcs.filter((x) => chosen(x.id)),
    subnets: d.subnets.filter((x) => chosen(x.id)),
    routers: d.routers.filter((x) => chosen(x.id) && x.kind === 'custom'),
    routes: d.routes.filter((x) => chosen(x.id) && x.kind === 'custom'),
    gateways: d.gateways.filter((x) => chosen(x.id)),
    floatingIps: d.floatingIps.filter((x) => chosen(x.id)),
    groups: d.antiAffinityGroups.filter((x) => chosen(x.id)),
    disks: d.disks.filter((x) => chosen(x.id)),
    snapshots: d.snapshots.filter((x) => chosen(x.id)),
    instances: d.instances.filter((x) => chosen(x.id)),
  }
  const routerOf = (id: string) => d.routers.find((r) => r.id === id)
  const names = {
    subnet: (s: { vpcId: string; name: string }) => label(vpcLabel(s.vpcId), s.name),
    router: (r: { vpcId: string; name: string }) => label(vpcLabel(r.vpcId), r.name),
  }
  if (chosen(d.project.id)) f.reserve(d.project.id, 'oxide_project', label(d.project.name))
  for (const x of plan.vpcs) f.reserve(x.id, 'oxide_vpc', label(x.name))
  for (const x of plan.subnets) f.reserve(x.id, 'oxide_vpc_subnet', names.subnet(x))
  for (const x of plan.routers) f.reserve(x.id, 'oxide_vpc_router', names.router(x))
  for (const x of plan.floatingIps) f.reserve(x.id, 'oxide_floating_ip', label(x.name))
  for (const x of plan.groups) f.reserve(x.id, 'oxide_anti_affinity_group', label(x.name))
  for (const x of plan.disks) f.reserve(x.id, 'oxide_disk', label(x.name))
  for (const x of plan.snapshots) f.reserve(x.id, 'oxide_snapshot', label(x.name))

  const p = d.project
  if (chosen(p.id)) f.add('oxide_project', label(p.name), { name: p.name, description: p.description }, { id: p.id })
  for (const v of plan.vpcs) {
    const body = { project_id: refs.project(), name: v.name, description: v.description, dns_name: v.dnsName }
    f.add('oxide_vpc', label(v.name), { ...body, ipv6_prefix: v.ipv6Prefix }, { id: v.id })
    const rules = d.firewallRules.get(v.id)
    if (rules) f.add('oxide_vpc_firewall_rules', label(v.name), firewallRulesBody(refs.vpc(v.id), rules), { importId: v.id })
  }
  for (const s of plan.subnets) {
    const body = { vpc_id: refs.vpc(s.vpcId), name: s.name, description: s.description, ipv4_block: s.ipv4Block }
    const note = s.customRouterId
      ? `Its custom router (${routerOf(s.customRouterId)?.name ?? s.customRouterId}) is not set here: the provider's subnet has no attribute for it.`
      : undefined
    f.add('oxide_vpc_subnet', names.subnet(s), { ...body, ipv6_block: s.ipv6Block }, { id: s.id, note })
  }
  for (const r of plan.routers)
    f.add('oxide_vpc_router', names.router(r), { vpc_id: refs.vpc(r.vpcId), name: r.name, description: r.description }, { id: r.id })
  for (const r of plan.routes) {
    const router = routerOf(r.vpcRouterId)
    const name = router ? label(vpcLabel(router.vpcId), router.name, r.name) : label(r.name)
    f.add('oxide_vpc_router_route', name, routeBody(r, refs.router(r.vpcRouterId)), { id: r.id })
  }
  for (const g of plan.gateways)
    f.add('oxide_vpc_internet_gateway', names.router(g), { vpc_id: refs.vpc(g.vpcId), name: g.name, description: g.description }, { id: g.id })
  for (const ip of plan.floatingIps) {
    const body = { project_id: refs.project(), name: ip.name, description: ip.description, ip_pool_id: refs.pool(ip.ipPoolId) }
    f.add('oxide_floating_ip', label(ip.name), body, { id: ip.id })
  }
  for (const g of plan.groups)
    f.add('oxide_anti_affinity_group', label(g.name), { project_id: refs.project(), name: g.name, description: g.description, policy: g.policy }, { id: g.id })
  for (const disk of plan.disks) f.add('oxide_disk', label(disk.name), diskBody(disk, refs), { id: disk.id })
  for (const s of plan.snapshots) {
    const body = { project_id: refs.project(), name: s.name, description: s.description, disk_id: refs.disk(s.diskId) }
    f.add('oxide_snapshot', label(s.name), body, { id: s.id })
  }
  for (const i of plan.instances) f.add('oxide_instance', label(i.name), instanceBody(i, d, refs), { id: i.id })

  const skipped = d.unsupported.filter((u) => u.count > 0)
  return f.render([
    title,
    `For Oxide's Terraform provider (oxidecomputer/oxide; attribute names as of its commit ${PROVIDER_COMMIT.slice(0, 12)}).`,
    ...(skipped.length
      ? ['', 'Not exported:', ...skipped.map((u) => `  ${u.kind}: ${u.count} (${u.why})`)]
      : []),
    ...(f.notes.length ? ['', ...f.notes] : []),
  ])
}
