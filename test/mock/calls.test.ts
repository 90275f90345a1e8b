// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * Walks every row of calls.tsv with a plausible request against a fresh mock
 * (signed in as fleet-admin): never unhandled, never a 5xx, the documented
 * success status, and success bodies that match nexus.json (no missing or
 * extra keys, right types).
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { mockFetch } from '../../web/mock/fetch'
import { fid } from '../../web/mock/fixtures/util'
import { createMockApi } from '../../web/mock/index'
import { checkSchema as check, type S } from '../../test-support/schema-check'

const pinned = new URL('../../api/', import.meta.url)
const nexus = JSON.parse(readFileSync(new URL('nexus.json', pinned), 'utf8'))
const rows = readFileSync(new URL('calls.tsv', pinned), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((l) => {
    const [, , operation_id, api_method, api_path] = l.split('\t')
    return { operation_id, method: api_method, path: api_path }
  })

const PEM_CERT = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'
const PEM_KEY = '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n'
const rack = fid('rack', 1)

/** Path parameter values, by name (a few depend on the operation). */
const PATH: Record<string, string> = {
  project: 'mock-project',
  instance: 'db1',
  disk: 'disk-2',
  snapshot: 'snapshot-1',
  image: 'image-1',
  floating_ip: 'floating-1',
  interface: 'nic0',
  gateway: 'default',
  address: 'gateway-address',
  pool: 'ip-pool-1',
  affinity_group: 'affinity-group',
  anti_affinity_group: 'anti-affinity-group',
  vpc: 'mock-vpc',
  subnet: 'mock-subnet',
  router: 'mock-custom-router',
  route: 'drop-local',
  receiver: 'ops-pager',
  subscription: 'disk.faulted',
  alert_id: fid('alert', 2),
  secret_id: fid('secret', 1),
  probe: 'probe-1',
  bundle_id: fid('bundle', 1),
  file: 'sled-1/dmesg.txt',
  disk_id: fid('physicalDisk', 1),
  rack_id: rack,
  sled_id: fid('sled', 1),
  switch_id: fid('switch', 1),
  port: 'qsfp0',
  switch_slot: 'switch0',
  silo: 'default-silo',
  user_id: fid('user', 1),
  group_id: fid('group', 1),
  token_id: fid('token', 1),
  ssh_key: 'm1-macbook-pro',
  certificate: 'default-cert',
  metric_name: 'cpus_provisioned',
  address_lot: 'initial-infra',
  announce_set: 'as65547-announce',
  system_version: '17.0.0',
  trust_root_id: fid('trustRoot', 1),
  user: 'db-init',
  provider: 'mock-idp',
  silo_name: 'default-silo',
  provider_name: 'mock-idp',
  subnet_mask: '32',
  announce: 'as65547-announce',
}
const PATH_BY_OP: Record<string, Record<string, string>> = {
  internet_gateway_ip_pool_delete: { pool: 'default' },
  networking_switch_port_settings_view: { port: 'default-uplink0' },
  networking_loopback_address_delete: { address: '192.0.2.30' },
  login_saml: { silo_name: 'maze-war' },
  user_token_list: { user_id: fid('user', 1) },
  local_idp_user_delete: { user_id: fid('user', 9) },
  local_idp_user_set_password: { user_id: fid('user', 9) },
  scim_token_view: { token_id: fid('scim', 1) },
  scim_token_delete: { token_id: fid('scim', 1) },
  instance_start: { instance: 'db2' },
  instance_delete: { instance: 'db2' },
  instance_disk_attach: { instance: 'db2' },
  instance_disk_detach: { instance: 'db2' },
  instance_update: { instance: 'db2' },
  instance_network_interface_create: {},
  disk_bulk_write_import_start: { disk: 'disk-import-ready' },
  disk_bulk_write_import: { disk: 'disk-importing-bulk' },
  disk_bulk_write_import_stop: { disk: 'disk-importing-bulk' },
  disk_finalize_import: { disk: 'disk-import-ready' },
  affinity_group_member_instance_add: { instance: 'db2', affinity_group: 'db-colocated' },
  anti_affinity_group_member_instance_add: { instance: 'db2' },
  image_demote: { image: 'ubuntu-24-04' },
  vpc_router_route_view: { route: 'drop-local' },
  system_ip_pool_delete: { pool: 'ip-pool-unlinked' },
  instance_ephemeral_ip_attach: { instance: 'db2' },
  floating_ip_detach: { floating_ip: 'floating-db1' },
  instance_network_interface_delete: {},
  vpc_delete: { vpc: 'other-vpc' },
  vpc_subnet_delete: { subnet: 'other-subnet' },
  alert_delivery_resend: { alert_id: fid('alert', 1) },
  system_ip_pool_silo_unlink: { pool: 'ip-pool-v6' },
  silo_delete: { silo: 'myriad' },
}

/** Query values by parameter name, applied when the operation takes that parameter. */
const QUERY: Record<string, string> = {
  project: 'mock-project',
  vpc: 'mock-vpc',
  router: 'mock-custom-router',
  gateway: 'default',
  instance: 'db1',
  silo: 'default-silo',
  receiver: 'ops-pager',
  rack_id: rack,
  switch_slot: 'switch0',
  asn: '65547',
  file_name: 'repo-18.0.0.zip',
  name_or_id: 'as65547',
  most_recent: '100',
  port_settings: 'default-uplink1',
}
const QUERY_BY_OP: Record<string, Record<string, string | undefined>> = {
  image_list: { project: undefined },
  image_promote: { project: 'mock-project' },
  instance_network_interface_view: { instance: 'db1' },
  scim_token_list: { silo: 'myriad' },
  scim_token_create: { silo: 'myriad' },
  scim_token_view: { silo: 'myriad' },
  scim_token_delete: { silo: 'myriad' },
  saml_identity_provider_view: { silo: 'maze-war' },
  saml_identity_provider_create: { silo: 'maze-war' },
  instance_network_interface_create: { instance: 'db2' },
  networking_switch_port_settings_list: { port_settings: undefined },
  silo_user_list: { silo: undefined },
  image_view: { project: 'mock-project' },
  instance_network_interface_delete: { instance: 'db2' },
  internet_gateway_delete: { cascade: 'true' },
  vpc_subnet_delete: { vpc: 'other-vpc' },
}

const rule = {
  name: 'r1',
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority: 1,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'mock-vpc' }],
  filters: { ports: ['80'] },
}

const BODY: Record<string, unknown> = {
  device_auth_confirm: { user_code: 'BCDF-GHJK' },
  login_local: { username: 'fleet-admin', password: 'demo-password' },
  current_user_ssh_key_create: {
    name: 'new-key',
    description: '',
    public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK0 me@host',
  },
  policy_update: {
    role_assignments: [{ identity_id: fid('user', 2), identity_type: 'silo_user', role_name: 'admin' }],
  },
  auth_settings_update: { device_token_max_ttl_seconds: 3600 },
  certificate_create: { name: 'new-cert', description: '', cert: PEM_CERT, key: PEM_KEY, service: 'external_api' },
  timeseries_query: { query: 'get virtual_disk:bytes_read | filter timestamp >= @now() - 1h | align mean_within(1m)' },
  system_timeseries_query: { query: 'get hardware_component:temperature | filter timestamp >= @now() - 10m' },
  project_create: { name: 'new-project', description: 'made by the walk' },
  project_update: { description: 'changed' },
  project_policy_update: {
    role_assignments: [{ identity_id: fid('group', 2), identity_type: 'silo_group', role_name: 'viewer' }],
  },
  instance_create: {
    name: 'new-instance',
    description: '',
    hostname: 'new-instance',
    ncpus: 2,
    memory: 4 * 1024 ** 3,
    boot_disk: {
      type: 'create',
      name: 'new-boot',
      description: '',
      size: 10 * 1024 ** 3,
      disk_backend: { type: 'distributed', disk_source: { type: 'image', image_id: fid('image', 1) } },
    },
    disks: [{ type: 'attach', name: 'disk-2' }],
    network_interfaces: { type: 'default_ipv4' },
    external_ips: [
      { type: 'ephemeral', pool_selector: { type: 'auto' } },
      { type: 'floating', floating_ip: 'floating-1' },
    ],
    anti_affinity_groups: ['anti-affinity-group'],
  },
  instance_update: {
    ncpus: 8,
    memory: 32 * 1024 ** 3,
    boot_disk: 'db2-boot',
    auto_restart_policy: 'best_effort',
    cpu_platform: 'amd_milan',
    enable_jumbo_frames: false,
  },
  instance_disk_attach: { disk: 'disk-2' },
  instance_disk_detach: { disk: 'db2-boot' },
  instance_ephemeral_ip_attach: { pool_selector: { type: 'explicit', pool: 'ip-pool-2' } },
  disk_create: {
    name: 'new-disk',
    description: '',
    size: 10 * 1024 ** 3,
    disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
  },
  disk_bulk_write_import: { offset: 0, base64_encoded_data: 'AAAA' },
  disk_finalize_import: { snapshot_name: 'final-snap' },
  snapshot_create: { name: 'new-snap', description: '', disk: 'disk-2' },
  image_create: {
    name: 'new-image',
    description: '',
    os: 'debian',
    version: '13',
    source: { type: 'snapshot', id: fid('snapshot', 1) },
  },
  floating_ip_create: { name: 'new-fip', description: '' },
  floating_ip_update: { description: 'renamed' },
  floating_ip_attach: { kind: 'instance', parent: 'web-1' },
  instance_network_interface_create: {
    name: 'nic9',
    description: '',
    vpc_name: 'mock-vpc',
    subnet_name: 'mock-subnet-2',
  },
  instance_network_interface_update: { description: 'primary nic' },
  internet_gateway_create: { name: 'new-gw', description: '' },
  internet_gateway_ip_address_create: { name: 'new-addr', description: '', address: '198.51.100.99' },
  internet_gateway_ip_pool_create: { name: 'pool-2', description: '', ip_pool: 'ip-pool-2' },
  affinity_group_create: { name: 'new-group', description: '', policy: 'allow', failure_domain: 'sled' },
  anti_affinity_group_create: { name: 'new-group', description: '', policy: 'fail', failure_domain: 'sled' },
  affinity_group_update: { description: 'x' },
  anti_affinity_group_update: { description: 'x' },
  vpc_create: { name: 'new-vpc', description: '', dns_name: 'new-vpc' },
  vpc_update: { description: 'x' },
  vpc_subnet_create: { name: 'new-subnet', description: '', ipv4_block: '10.1.9.0/24' },
  vpc_subnet_update: { description: 'x', custom_router: 'mock-custom-router' },
  vpc_router_create: { name: 'new-router', description: '' },
  vpc_router_update: { description: 'x' },
  vpc_router_route_update: {
    description: 'x',
    destination: { type: 'ip_net', value: '192.168.2.0/24' },
    target: { type: 'drop' },
  },
  vpc_firewall_rules_update: { rules: [rule] },
  alert_receiver_subscription_add: { subscription: 'instance.*' },
  webhook_receiver_create: {
    name: 'new-hook',
    description: '',
    endpoint: 'https://example.com/hook',
    secrets: ['s3cret'],
    subscriptions: ['**'],
  },
  webhook_receiver_update: { description: 'x' },
  webhook_secrets_add: { secret: 'another' },
  probe_create: { name: 'new-probe', description: '', sled: fid('sled', 1) },
  support_bundle_create: { user_comment: 'walk' },
  support_bundle_update: { user_comment: 'edited' },
  rack_membership_add_sleds: { sled_ids: [{ part_number: '913-0000019', serial_number: 'BRM42229001' }] },
  sled_set_provision_policy: { state: 'non_provisionable' },
  networking_switch_port_lldp_config_update: { id: fid('lldp', 9), enabled: true, link_name: 'qsfp0' },
  networking_switch_port_apply_settings: { port_settings: 'default-uplink1' },
  local_idp_user_create: { external_id: 'new-user', password: { mode: 'password', value: 'hunter2hunter2' } },
  local_idp_user_set_password: { mode: 'password', value: 'hunter3hunter3' },
  saml_identity_provider_create: {
    name: 'new-idp',
    description: '',
    acs_url: 'https://x/acs',
    slo_url: 'https://x/slo',
    idp_entity_id: 'x',
    sp_client_id: 'y',
    technical_contact_email: 'a@b.c',
    idp_metadata_source: { type: 'url', url: 'https://x/metadata' },
  },
  system_ip_pool_create: { name: 'new-pool', description: '' },
  system_ip_pool_update: { description: 'x' },
  system_ip_pool_range_add: { first: '192.0.2.100', last: '192.0.2.110' },
  system_ip_pool_range_remove: { first: '198.51.101.1', last: '198.51.101.20' },
  system_ip_pool_silo_link: { silo: 'maze-war', is_default: false },
  system_ip_pool_silo_update: { is_default: true },
  networking_address_lot_create: {
    name: 'new-lot',
    description: '',
    kind: 'pool',
    blocks: [{ first_address: '203.0.113.0', last_address: '203.0.113.255' }],
  },
  networking_allow_list_update: { allowed_ips: { allow: 'list', ips: ['192.0.2.0/24'] } },
  networking_bfd_disable: { remote: '192.0.2.1', switch_slot: 'switch0' },
  networking_bfd_enable: {
    remote: '192.0.2.9',
    mode: 'single_hop',
    detection_threshold: 3,
    required_rx: 300000,
    switch_slot: 'switch1',
  },
  networking_bgp_config_create: {
    name: 'new-bgp',
    description: '',
    asn: 65001,
    bgp_announce_set_id: 'as65547-announce',
  },
  networking_bgp_announce_set_update: {
    name: 'new-set',
    description: '',
    announcement: [{ address_lot_block: 'bgp-announce', network: '198.51.100.0/24' }],
  },
  networking_inbound_icmp_update: { enabled: false },
  networking_loopback_address_create: {
    address: '192.0.2.20',
    mask: 32,
    anycast: false,
    address_lot: 'initial-infra',
    rack_id: rack,
    switch_slot: 'switch1',
  },
  networking_switch_port_settings_create: {
    name: 'new-settings',
    description: '',
    port_config: { geometry: 'qsfp28x1' },
    links: [{ link_name: 'phy0', mtu: 1500, autoneg: false, speed: 'speed100_g', lldp: { enabled: false } }],
    addresses: [{ link_name: 'phy0', addresses: [{ address: '192.0.2.21/24', address_lot: 'initial-infra' }] }],
  },
  system_policy_update: {
    role_assignments: [{ identity_id: fid('user', 1), identity_type: 'silo_user', role_name: 'admin' }],
  },
  silo_create: {
    name: 'new-silo',
    description: '',
    discoverable: true,
    identity_mode: 'local_only',
    quotas: { cpus: 10, memory: 1024 ** 3, storage: 1024 ** 4 },
    tls_certificates: [],
    admin_group_name: 'new-admins',
  },
  silo_policy_update: { role_assignments: [] },
  silo_quotas_update: { cpus: 100 },
  target_release_update: { system_version: '17.1.0' },
  system_update_trust_root_create: { signed: { _type: 'root', version: 2 }, signatures: [] },
}
const FORM: Record<string, Record<string, string>> = {
  device_auth_request: { client_id: '00000000-1111-4222-8333-444444444444' },
  device_access_token: {
    grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    device_code: 'x',
    client_id: '00000000-1111-4222-8333-444444444444',
  },
}

function spec(method: string, path: string) {
  const op = nexus.paths[path][method.toLowerCase()]
  const ok = Object.entries(op.responses).find(([code]) => code.startsWith('2')) as [string, S] | undefined
  return {
    op,
    status: ok ? Number(ok[0]) : undefined,
    schema: ok?.[1].content?.['application/json']?.schema as S | undefined,
  }
}

test('every calls.tsv row answers: handled, no 5xx, documented status and shape', async () => {
  const problems: string[] = []
  let ok = 0
  const api = createMockApi({ mode: 'preview' })
  for (const row of rows) {
    api.reset() // every row starts from the fixtures
    const fetch = mockFetch(api)
    const { op, status, schema } = spec(row.method, row.path)
    const params: { name: string; in: string }[] = op.parameters ?? []
    const path = row.path.replace(/\{(\w+)\}/g, (_, k) =>
      encodeURIComponent(PATH_BY_OP[row.operation_id]?.[k] ?? PATH[k]),
    )
    const q = new URLSearchParams()
    const overrides = QUERY_BY_OP[row.operation_id] ?? {}
    for (const p of params.filter((p) => p.in === 'query')) {
      const v = p.name in overrides ? overrides[p.name] : QUERY[p.name]
      if (v !== undefined) q.set(p.name, v)
    }
    // names in the path need the parent selectors in the query, ids must not have them
    const init: RequestInit & { json?: unknown } = { method: row.method }
    if (FORM[row.operation_id]) {
      init.body = new URLSearchParams(FORM[row.operation_id])
      init.headers = { 'content-type': 'application/x-www-form-urlencoded' }
    } else if (op.requestBody?.content?.['application/octet-stream']) {
      init.body = new Uint8Array([80, 75, 3, 4, 1, 2, 3])
    } else if (op.requestBody) {
      init.json = BODY[row.operation_id] ?? {}
    }
    const url = path + (q.size ? `?${q}` : '')
    const res = await fetch(url, init)
    const label = `${row.operation_id} ${row.method} ${url}`
    if (res.status === 599) problems.push(`${label}: unhandled`)
    else if (res.status >= 500) problems.push(`${label}: ${res.status} ${await res.text()}`)
    else if (res.status < 300) {
      ok++
      if (status && res.status !== status && !(row.operation_id === 'login_saml'))
        problems.push(`${label}: status ${res.status}, nexus says ${status}`)
      if (schema && row.method !== 'HEAD') {
        const errs: string[] = []
        check(schema, await res.json(), '$', errs)
        if (errs.length) problems.push(`${label}: ${errs.slice(0, 3).join('; ')}`)
      }
    } else {
      const body = await res.json().catch(() => ({}))
      if (![400, 403, 404, 409].includes(res.status) && row.operation_id !== 'login_saml')
        problems.push(`${label}: ${res.status} ${JSON.stringify(body)}`)
      else if (
        res.status !== 400 ||
        !['device_auth_confirm', 'device_access_token', 'instance_serial_console_stream'].includes(row.operation_id)
      ) {
        problems.push(`(not 2xx) ${label}: ${res.status} ${body.message}`)
      }
    }
  }
  const hard = problems.filter((p) => !p.startsWith('(not 2xx)'))
  const soft = problems.filter((p) => p.startsWith('(not 2xx)'))
  if (soft.length) console.log(`${soft.length} rows answered 4xx:\n  ${soft.join('\n  ')}`)
  assert.equal(hard, [], hard.join('\n'))
  assert.ok(ok / rows.length > 0.9, `only ${ok} of ${rows.length} rows succeeded`)
})

test.run()
