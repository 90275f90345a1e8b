/**
 * The attribute names of Oxide's Terraform provider that the console writes, read from its
 * resource and data source schemas (oxidecomputer/terraform-provider-oxide
 * ff15f48c61a87bedfe7c13a16e4cf6cf23b2c16d, 2026-08-21, internal/provider/<kind>/resource.go
 * and datasource.go). Only the arguments (Required/Optional), never the Computed-only ones,
 * since those cannot be written. The unit tests check every generated attribute against it.
 *
 * A nested object is another table; `'*'` stands for the keys of a map (firewall rules by name);
 * a list of objects is described by its element.
 */
export type AttrTable = { [name: string]: true | AttrTable }

const timeouts: AttrTable = { create: true, read: true, update: true, delete: true }

export const PROVIDER_COMMIT = 'ff15f48c61a87bedfe7c13a16e4cf6cf23b2c16d'

export const RESOURCES = {
  oxide_project: { name: true, description: true, timeouts },
  oxide_instance: {
    project_id: true,
    name: true,
    description: true,
    hostname: true,
    memory: true,
    ncpus: true,
    auto_restart_policy: true,
    cpu_platform: true,
    enable_jumbo_frames: true,
    anti_affinity_groups: true,
    boot_disk_id: true,
    start_on_create: true,
    disk_attachments: true,
    ssh_public_keys: true,
    network_interfaces: {
      name: true,
      description: true,
      subnet_id: true,
      vpc_id: true,
      ip_config: { v4: { ip: true }, v6: { ip: true } },
    },
    external_ips: { ephemeral: { pool_id: true, ip_version: true }, floating: { id: true } },
    user_data: true,
    timeouts,
  },
  oxide_disk: {
    project_id: true,
    name: true,
    description: true,
    size: true,
    source_image_id: true,
    source_snapshot_id: true,
    block_size: true,
    disk_type: true,
    read_only: true,
    timeouts,
  },
  oxide_snapshot: { project_id: true, name: true, description: true, disk_id: true, timeouts },
  oxide_image: {
    project_id: true,
    name: true,
    description: true,
    os: true,
    version: true,
    source_snapshot_id: true,
    timeouts,
  },
  oxide_vpc: { project_id: true, name: true, description: true, dns_name: true, ipv6_prefix: true, timeouts },
  oxide_vpc_subnet: { vpc_id: true, name: true, description: true, ipv4_block: true, ipv6_block: true, timeouts },
  oxide_vpc_firewall_rules: {
    vpc_id: true,
    rules: {
      '*': {
        action: true,
        description: true,
        direction: true,
        priority: true,
        status: true,
        filters: {
          hosts: { type: true, value: true },
          protocols: { type: true, icmp_type: true, icmp_code: true },
          ports: true,
        },
        targets: { type: true, value: true },
      },
    },
    timeouts,
  },
  oxide_vpc_router: { vpc_id: true, name: true, description: true, timeouts },
  oxide_vpc_router_route: {
    vpc_router_id: true,
    name: true,
    description: true,
    destination: { type: true, value: true },
    target: { type: true, value: true },
    timeouts,
  },
  oxide_vpc_internet_gateway: { vpc_id: true, name: true, description: true, cascade_delete: true, timeouts },
  oxide_floating_ip: {
    project_id: true,
    name: true,
    description: true,
    ip: true,
    ip_pool_id: true,
    ip_version: true,
    timeouts,
  },
  oxide_anti_affinity_group: { project_id: true, name: true, description: true, policy: true, timeouts },
} satisfies Record<string, AttrTable>

export type ResourceType = keyof typeof RESOURCES

/** The attribute an `import` block's id fills: the object's own id, or the VPC's for its rule set. */
export const IMPORT_ID: Record<ResourceType, 'id' | 'vpc_id'> = {
  oxide_project: 'id',
  oxide_instance: 'id',
  oxide_disk: 'id',
  oxide_snapshot: 'id',
  oxide_image: 'id',
  oxide_vpc: 'id',
  oxide_vpc_subnet: 'id',
  oxide_vpc_firewall_rules: 'vpc_id',
  oxide_vpc_router: 'id',
  oxide_vpc_router_route: 'id',
  oxide_vpc_internet_gateway: 'id',
  oxide_floating_ip: 'id',
  oxide_anti_affinity_group: 'id',
}

/** Data sources used to refer to what an export does not contain (looked up by name). */
export const DATA_SOURCES = {
  oxide_project: { name: true },
  oxide_vpc: { project_name: true, name: true },
  oxide_vpc_subnet: { project_name: true, vpc_name: true, name: true },
  oxide_image: { project_name: true, name: true },
  oxide_disk: { project_name: true, name: true },
  oxide_floating_ip: { project_name: true, name: true },
  oxide_ip_pool: { name: true },
  oxide_anti_affinity_group: { project_name: true, name: true },
  oxide_ssh_key: { name: true },
  oxide_vpc_router: { project_name: true, vpc_name: true, name: true },
} satisfies Record<string, AttrTable>

export type DataSourceType = keyof typeof DATA_SOURCES
