/**
 * nexus/tests/integration_tests/unauthorized.rs::test_unauthorized, over the endpoint
 * table of endpoints.rs (VERIFY_ENDPOINTS), with the mock's fixtures in place of the
 * test's demo resources. For every method an endpoint allows: an anonymous request
 * answers 401 whether or not the resource exists; a user with no role (`no-roles`,
 * the test's unprivileged user) gets 403 from a `Public` endpoint and the lookup's
 * own 404 from a `Protected` one, as Nexus's `on_unauthorized` hides what the caller
 * may not read. A method the path does not have answers 405.
 */
import type { Case, Method } from '../case.ts'

const from = 'unauthorized.rs::test_unauthorized'
/** the table of endpoints test_unauthorized iterates */
const requestFrom = 'endpoints.rs'

type Endpoint = {
  path: string
  /** `Public`: 403 for the unprivileged user; otherwise what the 404 names, e.g. `project with name "p"` */
  hidden?: string
  /** endpoints.rs UnprivilegedAccess::ReadOnly: the unprivileged user may GET it (not checked here) */
  readOnly?: boolean
  methods: Partial<Record<Method, unknown>>
}

const P = 'project=mock-project'
const VPC = `${P}&vpc=mock-vpc`
const SLED = '0000001a-0000-4000-8000-000000000001'
const RACK = '00000019-0000-4000-8000-000000000001'
const named = (type: string, name: string) => `${type} with name "${name}"`
const project = named('project', 'mock-project')
const identity = (name: string) => ({ name, description: 'contract case' })

const endpoints: Endpoint[] = [
  { path: '/v1/system/policy', methods: { GET: undefined, PUT: { role_assignments: [] } } },
  { path: '/v1/system/ip-pools', methods: { GET: undefined, POST: { ...identity('demo-ip-pool') } } },
  {
    path: '/v1/system/ip-pools/ip-pool-1',
    hidden: named('ip-pool', 'ip-pool-1'),
    methods: { GET: undefined, PUT: { description: 'changed' }, DELETE: undefined },
  },
  { path: '/v1/system/ip-pools/ip-pool-1/ranges', hidden: named('ip-pool', 'ip-pool-1'), methods: { GET: undefined } },
  {
    path: '/v1/system/ip-pools/ip-pool-1/ranges/add',
    hidden: named('ip-pool', 'ip-pool-1'),
    methods: { POST: { first: '10.0.0.1', last: '10.0.0.2' } },
  },
  {
    path: '/v1/system/ip-pools/ip-pool-1/utilization',
    hidden: named('ip-pool', 'ip-pool-1'),
    methods: { GET: undefined },
  },
  { path: '/v1/system/ip-pools/ip-pool-1/silos', hidden: named('ip-pool', 'ip-pool-1'), methods: { GET: undefined } },
  { path: '/v1/system/silos', methods: { GET: undefined } },
  {
    path: '/v1/system/silos/maze-war',
    hidden: named('silo', 'maze-war'),
    methods: { GET: undefined, DELETE: undefined },
  },
  {
    path: '/v1/system/silos/maze-war/policy',
    hidden: named('silo', 'maze-war'),
    methods: { GET: undefined, PUT: { role_assignments: [] } },
  },
  {
    path: '/v1/system/silos/maze-war/quotas',
    hidden: named('silo', 'maze-war'),
    methods: { GET: undefined, PUT: { cpus: 10 } },
  },
  { path: '/v1/system/silo-quotas', methods: { GET: undefined } },
  { path: '/v1/system/utilization/silos', methods: { GET: undefined } },
  { path: '/v1/utilization', readOnly: true, methods: { GET: undefined } },
  { path: '/v1/policy', readOnly: true, methods: { GET: undefined, PUT: { role_assignments: [] } } },
  { path: '/v1/users', readOnly: true, methods: { GET: undefined } },
  { path: '/v1/groups', readOnly: true, methods: { GET: undefined } },
  { path: '/v1/projects', methods: { GET: undefined, POST: identity('demo-project') } },
  {
    path: '/v1/projects/mock-project',
    hidden: project,
    methods: { GET: undefined, PUT: { description: 'changed' }, DELETE: undefined },
  },
  {
    path: '/v1/projects/mock-project/policy',
    hidden: project,
    methods: { GET: undefined, PUT: { role_assignments: [] } },
  },
  {
    path: `/v1/vpcs?${P}`,
    hidden: project,
    methods: { GET: undefined, POST: { ...identity('demo-vpc'), dns_name: 'demo' } },
  },
  {
    path: `/v1/vpcs/mock-vpc?${P}`,
    hidden: named('vpc', 'mock-vpc'),
    methods: { GET: undefined, PUT: { description: 'changed' }, DELETE: undefined },
  },
  {
    path: `/v1/vpc-firewall-rules?${VPC}`,
    hidden: named('vpc', 'mock-vpc'),
    methods: { GET: undefined, PUT: { rules: [] } },
  },
  {
    path: `/v1/vpc-subnets?${VPC}`,
    hidden: named('vpc', 'mock-vpc'),
    methods: { GET: undefined, POST: { ...identity('demo-subnet'), ipv4_block: '10.1.9.0/24' } },
  },
  {
    path: `/v1/vpc-subnets/mock-subnet?${VPC}`,
    hidden: named('vpc-subnet', 'mock-subnet'),
    methods: { GET: undefined, PUT: { description: 'changed' }, DELETE: undefined },
  },
  {
    path: `/v1/vpc-routers?${VPC}`,
    hidden: named('vpc', 'mock-vpc'),
    methods: { GET: undefined, POST: identity('demo-router') },
  },
  {
    path: `/v1/vpc-routers/mock-custom-router?${VPC}`,
    hidden: named('vpc-router', 'mock-custom-router'),
    methods: { GET: undefined, PUT: { description: 'changed' }, DELETE: undefined },
  },
  {
    path: `/v1/vpc-router-routes/drop-local?${VPC}&router=mock-custom-router`,
    hidden: named('router-route', 'drop-local'),
    methods: { GET: undefined, DELETE: undefined },
  },
  {
    path: `/v1/internet-gateways/default?${VPC}`,
    hidden: named('internet-gateway', 'default'),
    methods: { GET: undefined, DELETE: undefined },
  },
  {
    path: `/v1/disks?${P}`,
    hidden: project,
    methods: {
      GET: undefined,
      POST: {
        ...identity('demo-disk'),
        size: 1073741824,
        disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 512 } },
      },
    },
  },
  { path: `/v1/disks/disk-1?${P}`, hidden: named('disk', 'disk-1'), methods: { GET: undefined, DELETE: undefined } },
  {
    path: `/v1/snapshots?${P}`,
    hidden: project,
    methods: { GET: undefined, POST: { ...identity('demo-snap'), disk: 'disk-1' } },
  },
  {
    path: `/v1/snapshots/snapshot-1?${P}`,
    hidden: named('snapshot', 'snapshot-1'),
    methods: { GET: undefined, DELETE: undefined },
  },
  { path: `/v1/instances?${P}`, hidden: project, methods: { GET: undefined } },
  { path: `/v1/instances/db1?${P}`, hidden: named('instance', 'db1'), methods: { GET: undefined, DELETE: undefined } },
  { path: `/v1/instances/db1/start?${P}`, hidden: named('instance', 'db1'), methods: { POST: undefined } },
  { path: `/v1/instances/db1/stop?${P}`, hidden: named('instance', 'db1'), methods: { POST: undefined } },
  { path: `/v1/instances/db1/reboot?${P}`, hidden: named('instance', 'db1'), methods: { POST: undefined } },
  { path: `/v1/instances/db1/disks?${P}`, hidden: named('instance', 'db1'), methods: { GET: undefined } },
  { path: `/v1/instances/db1/external-ips?${P}`, hidden: named('instance', 'db1'), methods: { GET: undefined } },
  {
    path: `/v1/network-interfaces/nic0?${P}&instance=db1`,
    hidden: named('instance-network-interface', 'nic0'),
    methods: { GET: undefined, PUT: { description: 'changed' }, DELETE: undefined },
  },
  {
    path: `/v1/floating-ips/floating-1?${P}`,
    hidden: named('floating-ip', 'floating-1'),
    methods: { GET: undefined, PUT: { description: 'changed' }, DELETE: undefined },
  },
  {
    path: `/v1/affinity-groups/affinity-group?${P}`,
    hidden: named('affinity-group', 'affinity-group'),
    methods: { GET: undefined, DELETE: undefined },
  },
  {
    path: `/v1/anti-affinity-groups/anti-affinity-group?${P}`,
    hidden: named('anti-affinity-group', 'anti-affinity-group'),
    methods: { GET: undefined, DELETE: undefined },
  },
  { path: '/v1/system/hardware/racks', methods: { GET: undefined } },
  { path: `/v1/system/hardware/racks/${RACK}`, hidden: `rack with id "${RACK}"`, methods: { GET: undefined } },
  { path: '/v1/system/hardware/sleds', methods: { GET: undefined } },
  { path: `/v1/system/hardware/sleds/${SLED}`, hidden: `sled with id "${SLED}"`, methods: { GET: undefined } },
  { path: '/v1/system/hardware/switches', methods: { GET: undefined } },
  { path: '/v1/system/hardware/disks', methods: { GET: undefined } },
  { path: '/v1/system/hardware/sleds-uninitialized', methods: { GET: undefined } },
  { path: '/v1/system/support-bundles', methods: { GET: undefined } },
  { path: '/v1/system/update/status', methods: { GET: undefined } },
  { path: '/v1/me', readOnly: true, methods: { GET: undefined } },
  { path: '/v1/me/groups', readOnly: true, methods: { GET: undefined } },
  { path: '/v1/certificates', methods: { GET: undefined } },
  { path: '/v1/system/networking/address-lot', methods: { GET: undefined } },
  {
    path: '/v1/system/networking/bgp-announce-set',
    methods: { GET: undefined, PUT: { ...identity('demo-set'), announcement: [] } },
  },
  { path: '/v1/system/networking/allow-list', methods: { GET: undefined, PUT: { allowed_ips: { allow: 'any' } } } },
  { path: '/v1/alert-receivers', methods: { GET: undefined } },
  { path: '/v1/alert-classes', methods: { GET: undefined } },
  { path: '/v1/system/audit-log', methods: { GET: undefined } },
]

/** Methods each path lacks, asked once per path for the 405 (dropshot's own error: no error_code). */
const probeMethods: Method[] = ['PUT', 'DELETE']

function casesOf(e: Endpoint): Case[] {
  const out: Case[] = []
  for (const [method, body] of Object.entries(e.methods) as [Method, unknown][]) {
    const request = { method, path: e.path, ...(body === undefined ? {} : { body }) }
    out.push({
      from,
      requestFrom,
      as: 'anonymous',
      ...request,
      status: 401,
      message: 'credentials missing or invalid',
      errorCode: 'Unauthorized',
    })
    if (e.readOnly && method === 'GET') continue
    out.push(
      e.hidden
        ? {
            from,
            requestFrom,
            as: 'no-roles',
            ...request,
            status: 404,
            // the test checks the 404's message only this far: which lookup failed is Nexus's and varies
            messageStartsWith: 'not found: ',
            messageContains: [e.hidden.includes(' with id "') ? ' with id "' : ' with name "'],
            errorCode: 'ObjectNotFound',
            fixtures: true,
          }
        : {
            from,
            requestFrom,
            as: 'no-roles',
            ...request,
            status: 403,
            message: 'Forbidden',
            errorCode: 'Forbidden',
            fixtures: true,
          },
    )
  }
  const missing = probeMethods.find((m) => !(m in e.methods))
  if (missing && !e.path.includes('?')) {
    out.push({
      from,
      requestFrom,
      as: 'fleet-admin',
      method: missing,
      path: e.path,
      status: 405,
      message: 'Method Not Allowed',
      errorCode: null,
    })
  }
  return out
}

export const unauthorizedCases: Case[] = endpoints.flatMap(casesOf)
