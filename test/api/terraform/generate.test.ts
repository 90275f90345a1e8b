// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

import { parse } from '@cdktf/hcl2json'
import { getResponse } from 'msw'
import { suite } from 'uvu'
import * as assert from 'uvu/assert'
import { readOnce } from '../../../web/api/hooks'
import { terraformForRequest } from '../../../web/api/terraform/from-request'
import { quote } from '../../../web/api/terraform/hcl'
import {
  diskTerraform,
  floatingIpTerraform,
  instanceTerraform,
  internetGatewayTerraform,
  projectTerraform,
  routerTerraform,
  snapshotTerraform,
  vpcTerraform,
} from '../../../web/api/terraform/load'
import { DATA_SOURCES, IMPORT_ID, RESOURCES, type AttrTable } from '../../../web/api/terraform/provider-schema'
import { createMockApi } from '../../../web/mock/index'

type Json = { [k: string]: unknown }

/** The client talks to a fresh mock (signed in as fleet-admin in preview mode). */
function useMock() {
  const mock = createMockApi({ mode: 'preview' })
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? new URL(input, 'http://localhost') : new URL(String(input), 'http://localhost')
    const res = await getResponse(mock.handlers, new Request(url, init))
    return res ?? new Response('no handler', { status: 599 })
  }) as typeof fetch
  return mock
}

/** Every attribute of every block in the parsed file must be one the provider's schema names. */
function checkNames(where: string, body: unknown, table: AttrTable) {
  const objects = Array.isArray(body) ? body : [body]
  for (const obj of objects) {
    if (typeof obj !== 'object' || obj === null) continue
    for (const [k, v] of Object.entries(obj as Json)) {
      const entry = table[k] ?? table['*']
      assert.ok(entry, `${where}: "${k}" is not an attribute of the provider's schema`)
      if (entry !== true && typeof v === 'object' && v !== null) checkNames(`${where}.${k}`, v, entry)
    }
  }
}

/** Parses with HashiCorp's HCL parser, checks every name against the provider, returns the JSON. */
async function parsed(text: string) {
  const json = (await parse('main.tf', text)) as {
    resource?: Record<string, Record<string, Json[]>>
    data?: Record<string, Record<string, Json[]>>
    import?: Json[]
    variable?: Record<string, Json[]>
  }
  for (const [type, named] of Object.entries(json.resource ?? {})) {
    const table = (RESOURCES as Record<string, AttrTable>)[type]
    assert.ok(table, `${type} is not a resource of the provider`)
    for (const [name, [body]] of Object.entries(named)) checkNames(`${type}.${name}`, body, table)
  }
  for (const [type, named] of Object.entries(json.data ?? {})) {
    const table = (DATA_SOURCES as Record<string, AttrTable>)[type]
    assert.ok(table, `${type} is not a data source of the provider`)
    for (const [name, [body]] of Object.entries(named)) checkNames(`data.${type}.${name}`, body, table)
  }
  return json
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** No attribute that refers to another object (`*_id`, `disk_attachments`...) holds a raw UUID. */
function assertNoRawIds(json: unknown, path = '') {
  if (Array.isArray(json)) return json.forEach((x, i) => assertNoRawIds(x, `${path}[${i}]`))
  if (typeof json !== 'object' || json === null) return
  for (const [k, v] of Object.entries(json as Json)) {
    if (path.endsWith('import') || k === 'id') continue
    if (typeof v === 'string') assert.not.match(v, UUID, `${path}.${k} is a raw ID`)
    else assertNoRawIds(v, `${path}.${k}`)
  }
}

const hcl = suite('HCL writer')

hcl('strings are quoted so Terraform reads them literally', () => {
  assert.is(quote('a "b" \\ ${x} %{y}\n'), '"a \\"b\\" \\\\ $${x} %%{y}\\n"')
})

hcl.run()

const project = suite('project export')

project('exports mock-project whole: parses, names only provider attributes, imports every object', async () => {
  const mock = useMock()
  const text = await projectTerraform('mock-project')
  const json = await parsed(text)
  const r = json.resource!
  assert.ok(r.oxide_project['mock-project'])
  for (const name of ['db1', 'db2']) assert.ok(r.oxide_instance[name], `instance ${name}`)
  for (const name of ['disk-1', 'disk-2']) assert.ok(r.oxide_disk[name], `disk ${name}`)
  assert.ok(r.oxide_snapshot['snapshot-1'])
  assert.ok(r.oxide_vpc['mock-vpc'])
  assert.ok(r.oxide_vpc_subnet['mock-vpc_mock-subnet'])
  assert.ok(r.oxide_vpc_firewall_rules['mock-vpc'])
  assert.ok(r.oxide_floating_ip['floating-1'])
  // references, not IDs
  const db1 = r.oxide_instance.db1[0]
  assert.is(db1.project_id, '${oxide_project.mock-project.id}')
  assert.ok((db1.disk_attachments as string[]).includes('${oxide_disk.disk-1.id}'))
  assert.is(r.oxide_vpc_firewall_rules['mock-vpc'][0].vpc_id, '${oxide_vpc.mock-vpc.id}')
  assertNoRawIds({ resource: r })
  // one import per resource; the rule set by its VPC's id
  const imports = json.import!
  const count = Object.values(r).reduce((n, named) => n + Object.keys(named).length, 0)
  assert.is(imports.length, count)
  const vpcId = mock.db.vpcs.find((v: { name: string }) => v.name === 'mock-vpc')!.id
  assert.ok(imports.some((i) => i.to === '${oxide_vpc_firewall_rules.mock-vpc}' && i.id === vpcId))
  assert.is(IMPORT_ID.oxide_vpc_firewall_rules, 'vpc_id')
  // what the provider cannot manage is named, with a count
  assert.match(text, /affinity groups: \d+ \(the provider has no resource for them\)/)
  assert.match(text, /project access policy: 1/)
})

project.run()

const pages = suite('resource pages')

pages('an instance exports with its disks; its VPC and subnet are looked up by name', async () => {
  useMock()
  const json = await parsed(await instanceTerraform('mock-project', 'db1'))
  assert.equal(Object.keys(json.resource!.oxide_instance), ['db1'])
  assert.ok(json.resource!.oxide_disk['disk-1'])
  assert.is(json.data!.oxide_project['mock-project'][0].name, 'mock-project')
  const nic = (json.resource!.oxide_instance.db1[0].network_interfaces as Json[])[0]
  assert.match(String(nic.vpc_id), /^\$\{data\.oxide_vpc\./)
  assert.match(String(nic.subnet_id), /^\$\{data\.oxide_vpc_subnet\./)
  assertNoRawIds({ resource: json.resource })
})

pages('a disk, a snapshot and a VPC each export alone', async () => {
  useMock()
  assert.ok((await parsed(await diskTerraform('mock-project', 'disk-2'))).resource!.oxide_disk['disk-2'])
  const snap = await parsed(await snapshotTerraform('mock-project', 'snapshot-1'))
  assert.ok(snap.resource!.oxide_snapshot['snapshot-1'])
  const vpc = await parsed(await vpcTerraform('mock-project', 'mock-vpc'))
  assert.ok(vpc.resource!.oxide_vpc['mock-vpc'])
  assert.ok(vpc.resource!.oxide_vpc_firewall_rules['mock-vpc'])
})

pages('a floating IP exports alone, its pool looked up by name, and says its attachment is the instance’s', async () => {
  useMock()
  const text = await floatingIpTerraform('mock-project', 'floating-db1')
  const json = await parsed(text)
  const [ip] = json.resource!.oxide_floating_ip['floating-db1']
  assert.is(ip.name, 'floating-db1')
  assert.match(String(ip.project_id), /^\$\{data\.oxide_project\./)
  assert.match(String(ip.ip_pool_id), /^\$\{data\.oxide_ip_pool\./)
  assert.equal(Object.keys(json.resource!), ['oxide_floating_ip'])
  assert.is(json.import!.length, 1)
  assert.match(text, "its attachment to an instance: 1 (the provider attaches a floating IP from the instance's external_ips)")
  assertNoRawIds({ resource: json.resource })
})

pages('a router exports with its routes, its VPC looked up by name', async () => {
  useMock()
  const json = await parsed(await routerTerraform('mock-project', 'mock-vpc', 'mock-custom-router'))
  const [router] = Object.values(json.resource!.oxide_vpc_router)
  assert.equal(Object.keys(json.resource!.oxide_vpc_router).length, 1)
  assert.is(router[0].name, 'mock-custom-router')
  assert.match(String(router[0].vpc_id), /^\$\{data\.oxide_vpc\./)
  const routes = Object.values(json.resource!.oxide_vpc_router_route).map(([r]) => r)
  assert.ok(routes.length >= 1)
  for (const r of routes) assert.match(String(r.vpc_router_id), /^\$\{oxide_vpc_router\./)
  assert.is(json.import!.length, 1 + routes.length)
  assertNoRawIds({ resource: json.resource })
})

pages('an internet gateway exports alone and counts the pools and addresses the provider cannot hold', async () => {
  useMock()
  const text = await internetGatewayTerraform('mock-project', 'mock-vpc', 'default')
  const json = await parsed(text)
  const [gateway] = Object.values(json.resource!.oxide_vpc_internet_gateway)
  assert.is(gateway[0].name, 'default')
  assert.match(String(gateway[0].vpc_id), /^\$\{data\.oxide_vpc\./)
  assert.match(text, 'internet gateway IP pools: 1 (the provider has no resource for them)')
  assert.match(text, 'internet gateway IP addresses: 1 (the provider has no resource for them)')
  assertNoRawIds({ resource: json.resource })
})

pages.run()

const forms = suite('create forms')

const GiB = 1024 ** 3

forms('an instance create: a new boot disk is a resource, the rest data sources, user data a variable', async () => {
  useMock()
  const text = await terraformForRequest(
    'instanceCreate',
    {
      query: { project: 'mock-project' },
      body: {
        name: 'web-1',
        description: 'front',
        hostname: 'web-1',
        memory: 2 * GiB,
        ncpus: 2,
        start: false,
        bootDisk: {
          type: 'create',
          name: 'web-1-boot',
          description: '',
          size: 10 * GiB,
          diskBackend: { type: 'distributed', diskSource: { type: 'blank', blockSize: 4096 } },
        },
        disks: [{ type: 'attach', name: 'disk-2' }],
        networkInterfaces: { type: 'default_ipv4' },
        externalIps: [{ type: 'floating', floatingIp: 'floating-1' }],
        userData: btoa('#cloud-config\npassword: hunter2'),
      },
    },
    readOnce,
  )
  assert.ok(text)
  assert.not.match(text!, 'hunter2')
  assert.not.match(text!, btoa('#cloud-config\npassword: hunter2'))
  const json = await parsed(text!)
  const web = json.resource!.oxide_instance['web-1'][0]
  assert.is(web.boot_disk_id, '${oxide_disk.web-1-boot.id}')
  assert.equal(web.disk_attachments, ['${oxide_disk.web-1-boot.id}', '${data.oxide_disk.disk-2.id}'])
  assert.is(web.user_data, '${var.web-1_user_data}')
  assert.is(json.variable!['web-1_user_data'][0].sensitive, true)
  assert.is(web.start_on_create, false)
  assert.is(web.memory, 2 * GiB)
  assert.equal(json.import, undefined)
})

forms('every create call a form sends parses and names only provider attributes', async () => {
  useMock()
  const project = { project: 'mock-project' }
  const calls: [string, unknown][] = [
    ['projectCreate', { body: { name: 'p1', description: 'x' } }],
    ['currentUserSshKeyCreate', { body: { name: 'k1', description: '', publicKey: 'ssh-ed25519 AAAAC3Nz k@h' } }],
    ['systemIpPoolCreate', { body: { name: 'pool9', description: '', ipVersion: 'v4' } }],
    [
      'siloCreate',
      {
        body: {
          name: 's9',
          description: '',
          discoverable: true,
          identityMode: 'local_only',
          quotas: { cpus: 8, memory: GiB, storage: GiB },
          mappedFleetRoles: { admin: ['admin'] },
          tlsCertificates: [{ name: 'c1', description: '', cert: 'PEM CERT', key: 'TOP-SECRET-KEY', service: 'external_api' }],
        },
      },
    ],
    ['systemSubnetPoolCreate', { body: { name: 'sp9', description: '', ipVersion: 'v6' } }],
    ['diskCreate', { query: project, body: { name: 'd1', description: '', size: GiB, diskBackend: { type: 'local' } } }],
    ['snapshotCreate', { query: project, body: { name: 's1', description: '', disk: 'disk-1' } }],
    ['vpcCreate', { query: project, body: { name: 'v1', description: '', dnsName: 'v1' } }],
    ['vpcSubnetCreate', { query: { ...project, vpc: 'mock-vpc' }, body: { name: 'sn', description: '', ipv4Block: '10.1.0.0/24' } }],
    ['vpcRouterCreate', { query: { ...project, vpc: 'mock-vpc' }, body: { name: 'r1', description: '' } }],
    [
      'vpcRouterRouteCreate',
      {
        query: { ...project, vpc: 'mock-vpc', router: 'r1' },
        body: { name: 'rt', description: '', destination: { type: 'ip_net', value: '0.0.0.0/0' }, target: { type: 'drop' } },
      },
    ],
    ['internetGatewayCreate', { query: { ...project, vpc: 'mock-vpc' }, body: { name: 'gw', description: '' } }],
    ['floatingIpCreate', { query: project, body: { name: 'f2', description: '', addressAllocator: { type: 'auto', poolSelector: { type: 'explicit', pool: 'ip-pool-1' } } } }],
    ['antiAffinityGroupCreate', { query: project, body: { name: 'g', description: '', policy: 'allow', failureDomain: 'sled' } }],
    [
      'vpcFirewallRulesUpdate',
      {
        query: { ...project, vpc: 'mock-vpc' },
        body: {
          rules: [
            {
              name: 'allow-ssh',
              description: '',
              action: 'allow',
              direction: 'inbound',
              priority: 10,
              status: 'enabled',
              filters: { ports: ['22'], protocols: [{ type: 'tcp' }, { type: 'icmp', value: { icmpType: 8, code: '0' } }] },
              targets: [{ type: 'vpc', value: 'mock-vpc' }],
            },
          ],
        },
      },
    ],
  ]
  for (const [method, params] of calls) {
    const text = await terraformForRequest(method as 'projectCreate', params as never, readOnce)
    assert.ok(text, method)
    assert.not.match(text!, 'TOP-SECRET-KEY', `${method}: no private key in the file`)
    const json = await parsed(text!)
    assert.ok(json.resource, `${method} writes a resource`)
    assertNoRawIds({ resource: json.resource })
  }
  assert.is(await terraformForRequest('instanceStop', { path: { instance: 'db1' }, query: project }, readOnce), undefined)
})

forms.run()
