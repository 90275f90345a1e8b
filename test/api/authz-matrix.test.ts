// msw 3 needs Promise.withResolvers (Node 22+); Node 20 gets this polyfill before any call
const P = Promise as unknown as { withResolvers?: unknown }
P.withResolvers ??= <T>() => {
  let resolve!: (v: T) => void, reject!: (e: unknown) => void
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)))
  return { promise, resolve, reject }
}

/**
 * The server's own authorization matrix (test/fixtures/authz-roles.txt: every built-in role
 * against every resource and action, as the control plane's policy test prints it) is the
 * yardstick of two things here, row by row:
 *  (a) the mock: the same role, signed in, asking for the same action over HTTP, gets the
 *      answer the server gives (allowed; 403 refused; 404 when it may not even read it);
 *  (b) the console's rule (web/api/permissions.ts), which enables and disables write controls.
 */
import { readFileSync } from 'node:fs'
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { actions, allows, type Action, type Held, type ResourceKind } from '../../web/api/permissions'
import type { RoleKey } from '../../web/api/roles'
import { createMockApi, type MockApi } from '../../web/mock/index'
import type { Db } from '../../web/mock/db'

type Cell = '✔' | '✘' | '∅'
type Column = 'Q' | 'R' | 'LC' | 'RP' | 'M' | 'MP' | 'CC' | 'D'
type Row = { resource: string; user: string; column: Column; cell: Cell }

const COLUMNS: Column[] = ['Q', 'R', 'LC', 'RP', 'M', 'MP', 'CC', 'D']
const ACTION_OF: Record<Exclude<Column, 'Q'>, Action> = {
  R: 'read',
  LC: 'list_children',
  RP: 'read_policy',
  M: 'modify',
  MP: 'modify_policy',
  CC: 'create_child',
  D: 'delete',
}

function parseMatrix(text: string): Row[] {
  const rows: Row[] = []
  let resource = ''
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || !line.trim()) continue
    const head = /^resource: (.*)$/.exec(line)
    if (head) {
      resource = head[1]
      continue
    }
    const [user, ...cells] = line.trim().split(/\s+/)
    if (user === 'USER') continue
    assert.is(cells.length, COLUMNS.length, `a row of ${resource}: ${line}`)
    cells.forEach((cell, i) => rows.push({ resource, user, column: COLUMNS[i], cell: cell as Cell }))
  }
  return rows
}

const matrix = parseMatrix(readFileSync(new URL('../fixtures/authz-roles.txt', import.meta.url), 'utf8'))

// -- who the matrix's users are ------------------------------------------------------------------

type Grant = { scope: 'fleet' | 'silo' | 'project'; role: RoleKey }
const ROLE_OF: Record<string, RoleKey> = {
  admin: 'admin',
  collaborator: 'collaborator',
  'limited-collaborator': 'limited_collaborator',
  viewer: 'viewer',
}
/** 'silo1-proj1-limited-collaborator' -> limited_collaborator on project silo1-proj1; 'silo1-user-self' -> nothing. */
function grantOf(user: string): Grant | undefined {
  const m = /^(fleet|silo1|silo1-proj1)-(admin|collaborator|limited-collaborator|viewer)$/.exec(user)
  if (!m) return undefined
  return { scope: m[1] === 'fleet' ? 'fleet' : m[1] === 'silo1' ? 'silo' : 'project', role: ROLE_OF[m[2]] }
}

// -- what each resource of the matrix is, for the console's rule ---------------------------------

type Place = { kind: ResourceKind; silo?: 'silo1' | 'silo2'; project?: 'silo1-proj1' | 'other'; selfOwned?: boolean }

function placeOf(resource: string): Place {
  const name = resource.replace(/ id "[^"]*"/, '')
  const silo = /"silo2/.test(resource) ? 'silo2' : 'silo1'
  const project = /"silo1-proj1/.test(resource) ? 'silo1-proj1' : 'other'
  const kinds: [RegExp, ResourceKind][] = [
    [/^Fleet$/, 'fleet'],
    [/^authz::IpPoolList$/, 'ipPoolList'],
    [/^authz::SubnetPoolList$/, 'subnetPoolList'],
    [/^authz::AuditLog$/, 'auditLog'],
    [/^IpPool$/, 'ipPool'],
    [/^SubnetPool$/, 'subnetPool'],
    [/^(Rack|Sled|PhysicalDisk|SupportBundle)$/, 'fleetResource'],
    [/^Silo "[^"]+": certificate list$/, 'certificateList'],
    [/^Silo "[^"]+": silo image list$/, 'siloImageList'],
    [/^Silo "[^"]+": identity provider list$/, 'identityProviderList'],
    [/^Silo "[^"]+": user list$/, 'siloUserList'],
    [/^Silo "[^"]+": group list$/, 'siloGroupList'],
    [/^Silo "[^"]+"$/, 'silo'],
    [/^Certificate /, 'certificate'],
    [/^(Saml)?IdentityProvider /, 'identityProvider'],
    [/^SiloUser "[^"]+": session list$/, 'siloUserSessionList'],
    [/^SiloUser "[^"]+": token list$/, 'siloUserTokenList'],
    [/^SiloUser /, 'siloUser'],
    [/^SshKey /, 'sshKey'],
    [/^SiloGroup /, 'siloGroup'],
    [/^SiloImage /, 'siloImage'],
    [/^Project "[^"]+": vpc list$/, 'vpcList'],
    [/^Project /, 'project'],
    [/^(Disk|Instance|InstanceNetworkInterface|Snapshot|ProjectImage|FloatingIp|AffinityGroup|AntiAffinityGroup) /, 'projectCompute'],
    [/^(Vpc|VpcSubnet|VpcRouter|RouterRoute|InternetGateway) /, 'projectNetworking'],
  ]
  const kind = kinds.find(([re]) => re.test(name))?.[1]
  if (!kind) throw new Error(`no resource kind for ${resource}`)
  const fleetWide = ['fleet', 'ipPoolList', 'subnetPoolList', 'auditLog', 'ipPool', 'subnetPool', 'fleetResource'].includes(kind)
  return { kind, silo: fleetWide ? undefined : silo, project, selfOwned: /"silo1-user/.test(resource) }
}

/** The roles a matrix user holds where they bear on the resource (every user is a user of silo1). */
function heldBy(user: string, place: Place): Held {
  const grant = grantOf(user)
  return {
    fleet: grant?.scope === 'fleet' ? grant.role : undefined,
    silo: grant?.scope === 'silo' && place.silo === 'silo1' ? grant.role : undefined,
    project: grant?.scope === 'project' && place.silo === 'silo1' && place.project === 'silo1-proj1' ? grant.role : undefined,
    inSilo: place.silo !== 'silo2',
    self: user === 'silo1-user-self' && place.selfOwned,
  }
}

test('the matrix holds every role against every resource the console touches', () => {
  const users = new Set(matrix.map((r) => r.user))
  assert.is(users.size, 12)
  const resources = new Set(matrix.map((r) => r.resource))
  assert.ok(resources.size >= 40, `${resources.size} resources`)
})

test('(b) the console’s rule allows exactly what the server allows', () => {
  const wrong: string[] = []
  let checked = 0
  for (const row of matrix) {
    if (row.column === 'Q') continue
    const place = placeOf(row.resource)
    const got = allows(place.kind, ACTION_OF[row.column], heldBy(row.user, place))
    checked++
    if (got !== (row.cell === '✔')) wrong.push(`${row.user} ${row.column} ${row.resource}: server ${row.cell}, console ${got ? '✔' : '✘'}`)
  }
  assert.ok(checked >= 300, `${checked} rows`)
  assert.equal(wrong, [], `${wrong.length} of ${checked} rows differ:\n${wrong.slice(0, 40).join('\n')}`)
  assert.is(actions.length, 7)
})

// -- (a) the mock, over HTTP ----------------------------------------------------------------------

type Call = {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE'
  path: string | ((w: World) => string)
  body?: unknown | ((w: World) => unknown)
  /** only for these matrix users: the request also touches something only they may read (a project's image) */
  only?: (user: string) => boolean
}

type World = { api: MockApi; db: Db; ids: Record<string, string>; tokens: Record<string, string> }

const USERS = [
  'fleet-admin',
  'fleet-collaborator',
  'fleet-viewer',
  'silo1-admin',
  'silo1-collaborator',
  'silo1-limited-collaborator',
  'silo1-viewer',
  'silo1-user-self',
  'silo1-proj1-admin',
  'silo1-proj1-collaborator',
  'silo1-proj1-limited-collaborator',
  'silo1-proj1-viewer',
]

/**
 * The mock's fixtures with the matrix's twelve users in the default silo (silo1), each holding one
 * role: on the fleet, on the silo, or on mock-project (silo1-proj1). other-project stands for
 * silo1-proj2, maze-war for silo2, and a SAML provider is added to the default silo.
 */
function world(api = createMockApi({ mode: 'server' })): World {
  api.reset()
  const db = api.db
  const s1 = db.silos.find((s) => s.name === 'default-silo')!.id
  const proj1 = db.projects.find((p) => p.name === 'mock-project')!.id
  // the server's test silo maps no silo role to a fleet role
  db.silos.find((s) => s.id === s1)!.mapped_fleet_roles = {}
  const ids: Record<string, string> = {}
  const tokens: Record<string, string> = {}
  // only the matrix's users hold roles: the fixtures' grants would otherwise reach them through nothing, but keep it plain
  USERS.forEach((name, i) => {
    const id = `0000abcd-0000-4000-8000-${String(i + 1).padStart(12, '0')}`
    const now = new Date().toISOString()
    db.users.push({ id, display_name: name, silo_id: s1, time_created: now, time_modified: now })
    db.accessTokens.push({ id: `0000abce-0000-4000-8000-${String(i + 1).padStart(12, '0')}`, user_id: id, token: `matrix-${name}`, time_created: now, time_expires: null })
    // local users of the local-only silo, as the server's test users are users of their silo
    db.localCredentials.push({ user_id: id, silo_id: s1, username: name, password: 'demo-password' })
    ids[name] = id
    tokens[name] = `matrix-${name}`
    const grant = grantOf(name)
    const assignment = grant && { identity_id: id, identity_type: 'silo_user' as const, role_name: grant.role }
    if (grant?.scope === 'fleet') db.fleetPolicy.role_assignments.push(assignment as never)
    if (grant?.scope === 'silo') db.siloPolicies[s1].role_assignments.push(assignment as never)
    if (grant?.scope === 'project') db.projectPolicies[proj1].role_assignments.push(assignment as never)
  })
  const self = ids['silo1-user-self']
  db.sshKeys.push({ ...db.sshKeys[0], id: '0000abcf-0000-4000-8000-000000000001', name: 'self-key', silo_user_id: self })
  db.samlProviders.push({ ...db.samlProviders[0], id: '0000abd0-0000-4000-8000-000000000001', name: 'silo1-idp', silo_id: s1 })
  return { api, db, ids, tokens }
}

const q = (project = 'mock-project') => `project=${project}`
const blankDisk = (name: string) => ({
  name,
  description: '',
  size: 1024 ** 3,
  disk_backend: { type: 'distributed', disk_source: { type: 'blank', block_size: 4096 } },
})
const inProj1 = (user: string) => /^silo1-(admin|collaborator|limited-collaborator|viewer|proj1-.*)$/.test(user)
/** The silo's policy as the db holds it, sent back unchanged: only the permission check can refuse it. */
const sameSiloPolicy = (w: World) => ({ role_assignments: w.db.siloPolicies[w.db.silos[0].id].role_assignments })

/** The project's policy as the db holds it, sent back unchanged: only the permission check can refuse it. */
const samePolicyOf = (name: string) => (w: World) => ({
  role_assignments: w.db.projectPolicies[w.db.projects.find((p) => p.name === name)!.id].role_assignments,
})

let seq = 0
const fresh = (prefix: string) => `${prefix}-${++seq}`

/** The request that asks for each action on each resource of the matrix, where the API has one. */
const CALLS: Record<string, Partial<Record<Exclude<Column, 'Q'>, Call[]>>> = {
  Fleet: {
    LC: [{ method: 'GET', path: '/v1/system/silos' }],
    RP: [{ method: 'GET', path: '/v1/system/policy' }],
    MP: [{ method: 'PUT', path: '/v1/system/policy', body: (w: World) => ({ role_assignments: w.db.fleetPolicy.role_assignments }) }],
    CC: [
      {
        method: 'POST',
        path: '/v1/system/silos',
        body: () => ({
          name: fresh('matrix-silo'),
          description: '',
          discoverable: true,
          identity_mode: 'local_only',
          quotas: { cpus: 1, memory: 1024 ** 3, storage: 1024 ** 3 },
          tls_certificates: [],
        }),
      },
    ],
  },
  'authz::IpPoolList': {
    LC: [{ method: 'GET', path: '/v1/system/ip-pools' }],
    CC: [{ method: 'POST', path: '/v1/system/ip-pools', body: () => ({ name: fresh('matrix-pool'), description: '' }) }],
  },
  'authz::SubnetPoolList': {
    LC: [{ method: 'GET', path: '/v1/system/subnet-pools' }],
  },
  IpPool: {
    R: [{ method: 'GET', path: '/v1/system/ip-pools/ip-pool-1' }],
    LC: [{ method: 'GET', path: '/v1/system/ip-pools/ip-pool-1/ranges' }],
    M: [{ method: 'PUT', path: '/v1/system/ip-pools/ip-pool-1', body: { description: 'changed' } }],
    D: [{ method: 'DELETE', path: '/v1/system/ip-pools/ip-pool-unlinked' }],
  },
  SubnetPool: {
    R: [{ method: 'GET', path: '/v1/system/subnet-pools/subnet-pool-1' }],
    M: [{ method: 'PUT', path: '/v1/system/subnet-pools/subnet-pool-1', body: { description: 'changed' } }],
    D: [{ method: 'DELETE', path: '/v1/system/subnet-pools/subnet-pool-unlinked' }],
  },
  Rack: { R: [{ method: 'GET', path: (w) => `/v1/system/hardware/racks/${w.db.racks[0].id}` }] },
  Sled: {
    R: [{ method: 'GET', path: (w) => `/v1/system/hardware/sleds/${w.db.sleds[0].id}` }],
    LC: [{ method: 'GET', path: (w) => `/v1/system/hardware/sleds/${w.db.sleds[0].id}/instances` }],
    M: [
      {
        method: 'PUT',
        path: (w) => `/v1/system/hardware/sleds/${w.db.sleds[0].id}/provision-policy`,
        body: { state: 'provisionable' },
      },
    ],
  },
  PhysicalDisk: { R: [{ method: 'GET', path: (w) => `/v1/system/hardware/disks/${w.db.physicalDisks[0].id}` }] },
  SupportBundle: {
    R: [{ method: 'GET', path: (w) => `/v1/system/support-bundles/${w.db.supportBundles[0].id}` }],
    D: [{ method: 'DELETE', path: (w) => `/v1/system/support-bundles/${w.db.supportBundles[0].id}` }],
  },
  'Silo "silo1"': {
    R: [
      { method: 'GET', path: '/v1/system/silos/default-silo' },
      { method: 'GET', path: '/v1/system/silos/default-silo/quotas' },
    ],
    LC: [{ method: 'GET', path: '/v1/projects' }],
    M: [{ method: 'PUT', path: '/v1/system/silos/default-silo/quotas', body: { cpus: 64 } }],
    RP: [
      { method: 'GET', path: '/v1/policy' },
      { method: 'GET', path: '/v1/system/silos/default-silo/policy' },
    ],
    MP: [
      { method: 'PUT', path: '/v1/policy', body: sameSiloPolicy },
      { method: 'PUT', path: '/v1/system/silos/default-silo/policy', body: sameSiloPolicy },
    ],
    CC: [{ method: 'POST', path: '/v1/projects', body: () => ({ name: fresh('matrix-project'), description: '' }) }],
    D: [{ method: 'DELETE', path: '/v1/system/silos/default-silo' }],
  },
  'Silo "silo1": certificate list': {
    LC: [{ method: 'GET', path: '/v1/certificates' }],
    // a certificate the server cannot parse: refused for its content only once the caller may add one
    CC: [
      {
        method: 'POST',
        path: '/v1/certificates',
        body: () => ({ name: fresh('matrix-cert'), description: '', cert: 'not pem', key: 'not pem', service: 'external_api' }),
      },
    ],
  },
  'Certificate "silo1-certificate"': {
    R: [{ method: 'GET', path: '/v1/certificates/default-cert' }],
    D: [{ method: 'DELETE', path: '/v1/certificates/cert-2026' }],
  },
  'Silo "silo1": silo image list': {
    LC: [{ method: 'GET', path: '/v1/images' }],
    CC: [{ method: 'POST', path: `/v1/images/image-1/promote?${q()}`, only: inProj1 }],
  },
  'Silo "silo1": identity provider list': {
    LC: [{ method: 'GET', path: '/v1/system/identity-providers?silo=default-silo' }],
    // the default silo is local-only: a provider is refused for that only once the caller may add one
    CC: [
      {
        method: 'POST',
        path: '/v1/system/identity-providers/saml?silo=default-silo',
        body: () => ({
          name: fresh('matrix-idp'),
          description: '',
          acs_url: 'https://example.com/acs',
          slo_url: 'https://example.com/slo',
          idp_entity_id: 'idp',
          idp_metadata_source: { type: 'url', url: 'https://example.com/metadata' },
          sp_client_id: 'sp',
          technical_contact_email: 'ops@example.com',
        }),
      },
    ],
  },
  'SamlIdentityProvider "silo1-saml-identity-provider"': {
    R: [{ method: 'GET', path: '/v1/system/identity-providers/saml/silo1-idp?silo=default-silo' }],
  },
  'Silo "silo1": user list': {
    LC: [
      { method: 'GET', path: '/v1/users' },
      { method: 'GET', path: '/v1/system/users?silo=default-silo' },
    ],
    CC: [
      {
        method: 'POST',
        path: '/v1/system/identity-providers/local/users?silo=default-silo',
        body: () => ({ external_id: fresh('matrix-user'), password: { mode: 'login_disallowed' } }),
      },
    ],
  },
  'Silo "silo1": group list': { LC: [{ method: 'GET', path: '/v1/groups' }] },
  'SiloUser "silo1-user"': {
    R: [{ method: 'GET', path: (w) => `/v1/users/${w.ids['silo1-user-self']}` }],
    M: [
      {
        method: 'POST',
        path: (w) => `/v1/system/identity-providers/local/users/${w.ids['silo1-user-self']}/set-password?silo=default-silo`,
        body: { mode: 'login_disallowed' },
      },
    ],
    D: [
      {
        method: 'DELETE',
        path: (w) => `/v1/system/identity-providers/local/users/${w.ids['silo1-user-self']}?silo=default-silo`,
      },
    ],
    CC: [
      {
        method: 'POST',
        path: '/v1/me/ssh-keys',
        body: () => ({ name: fresh('matrix-key'), description: '', public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMatrix self' }),
        only: (u) => u === 'silo1-user-self',
      },
    ],
  },
  'SshKey "silo1-user-ssh-key"': {
    R: [{ method: 'GET', path: '/v1/me/ssh-keys/self-key', only: (u) => u === 'silo1-user-self' }],
    D: [{ method: 'DELETE', path: '/v1/me/ssh-keys/self-key', only: (u) => u === 'silo1-user-self' }],
  },
  'SiloGroup "silo1-group"': { R: [{ method: 'GET', path: (w) => `/v1/groups/${w.db.groups[0].id}` }] },
  'SiloImage "silo1-silo-image"': {
    R: [{ method: 'GET', path: '/v1/images/ubuntu-24-04' }],
    M: [{ method: 'POST', path: `/v1/images/debian-12/demote?${q()}`, only: inProj1 }],
    D: [{ method: 'DELETE', path: '/v1/images/alpine-3-21' }],
  },
  'SiloUser "silo1-user": session list': {
    LC: [{ method: 'GET', path: (w) => `/v1/users/${w.ids['silo1-user-self']}/sessions` }],
    M: [{ method: 'POST', path: (w) => `/v1/users/${w.ids['silo1-user-self']}/logout` }],
  },
  'SiloUser "silo1-user": token list': {
    LC: [{ method: 'GET', path: (w) => `/v1/users/${w.ids['silo1-user-self']}/access-tokens` }],
  },
  'Project "silo1-proj1"': project('mock-project'),
  'Project "silo1-proj2"': project('other-project'),
  'Project "silo2-proj1"': { R: [{ method: 'GET', path: '/v1/projects/maze-project' }] },
  'Disk "silo1-proj1-disk1"': {
    R: [{ method: 'GET', path: `/v1/disks/disk-2?${q()}` }],
    M: [{ method: 'POST', path: `/v1/disks/disk-import-ready/finalize?${q()}`, body: {} }],
    D: [{ method: 'DELETE', path: `/v1/disks/disk-2?${q()}` }],
  },
  'Disk "silo1-proj2-disk1"': {
    R: [{ method: 'GET', path: `/v1/disks/archive?${q('other-project')}` }],
    D: [{ method: 'DELETE', path: `/v1/disks/archive?${q('other-project')}` }],
  },
  'AffinityGroup "silo1-proj1-affinity-group1"': {
    R: [{ method: 'GET', path: `/v1/affinity-groups/affinity-group?${q()}` }],
    LC: [{ method: 'GET', path: `/v1/affinity-groups/affinity-group/members?${q()}` }],
    M: [{ method: 'PUT', path: `/v1/affinity-groups/affinity-group?${q()}`, body: { description: 'changed' } }],
    D: [{ method: 'DELETE', path: `/v1/affinity-groups/affinity-group?${q()}` }],
  },
  'AntiAffinityGroup "silo1-proj1-anti-affinity-group1"': {
    R: [{ method: 'GET', path: `/v1/anti-affinity-groups/anti-affinity-group?${q()}` }],
    M: [{ method: 'PUT', path: `/v1/anti-affinity-groups/anti-affinity-group?${q()}`, body: { description: 'changed' } }],
    D: [{ method: 'DELETE', path: `/v1/anti-affinity-groups/anti-affinity-group?${q()}` }],
  },
  'Instance "silo1-proj1-instance1"': {
    R: [{ method: 'GET', path: `/v1/instances/db2?${q()}` }],
    LC: [{ method: 'GET', path: `/v1/instances/db2/disks?${q()}` }],
    M: [{ method: 'POST', path: `/v1/instances/db1/stop?${q()}` }],
    CC: [
      {
        method: 'POST',
        path: `/v1/network-interfaces?${q()}&instance=db2`,
        body: () => ({ name: fresh('matrix-nic'), description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet' }),
      },
    ],
    D: [{ method: 'DELETE', path: `/v1/instances/db2?${q()}` }],
  },
  'Instance "silo1-proj2-instance1"': {
    R: [{ method: 'GET', path: `/v1/instances/ci-runner-2?${q('other-project')}` }],
    D: [{ method: 'DELETE', path: `/v1/instances/ci-runner-2?${q('other-project')}` }],
  },
  'InstanceNetworkInterface "silo1-proj1-instance1-nic1"': {
    R: [{ method: 'GET', path: `/v1/network-interfaces/nic0?${q()}&instance=db2` }],
    M: [{ method: 'PUT', path: `/v1/network-interfaces/nic0?${q()}&instance=db2`, body: { description: 'changed' } }],
    D: [{ method: 'DELETE', path: `/v1/network-interfaces/nic0?${q()}&instance=db2` }],
  },
  'Snapshot "silo1-proj1-disk1-snapshot1"': {
    R: [{ method: 'GET', path: `/v1/snapshots/snapshot-1?${q()}` }],
    D: [{ method: 'DELETE', path: `/v1/snapshots/snapshot-2?${q()}` }],
  },
  'ProjectImage "silo1-proj1-image1"': {
    R: [{ method: 'GET', path: `/v1/images/image-1?${q()}` }],
    D: [{ method: 'DELETE', path: `/v1/images/image-2?${q()}` }],
  },
  'FloatingIp "silo1-proj1-fip1"': {
    R: [{ method: 'GET', path: `/v1/floating-ips/floating-1?${q()}` }],
    M: [{ method: 'PUT', path: `/v1/floating-ips/floating-1?${q()}`, body: { description: 'changed' } }],
    D: [{ method: 'DELETE', path: `/v1/floating-ips/floating-1?${q()}` }],
  },
  // the project is looked up first: who may not read it gets its 404 before the list is checked
  'Project "silo1-proj1": vpc list': {
    LC: [{ method: 'GET', path: `/v1/vpcs?${q()}`, only: inProj1 }],
    CC: [
      {
        method: 'POST',
        path: `/v1/vpcs?${q()}`,
        body: () => ({ name: fresh('matrix-vpc'), description: '', dns_name: fresh('matrix-vpc') }),
        only: inProj1,
      },
    ],
  },
  'Vpc "silo1-proj1-vpc1"': {
    R: [
      { method: 'GET', path: `/v1/vpcs/mock-vpc?${q()}` },
      { method: 'GET', path: `/v1/vpc-firewall-rules?${q()}&vpc=mock-vpc` },
    ],
    LC: [{ method: 'GET', path: `/v1/vpc-subnets?${q()}&vpc=mock-vpc` }],
    M: [
      { method: 'PUT', path: `/v1/vpcs/mock-vpc?${q()}`, body: { description: 'changed' } },
      { method: 'PUT', path: `/v1/vpc-firewall-rules?${q()}&vpc=mock-vpc`, body: { rules: [] } },
    ],
    CC: [
      {
        method: 'POST',
        path: `/v1/vpc-subnets?${q()}&vpc=mock-vpc`,
        body: () => ({ name: fresh('matrix-subnet'), description: '', ipv4_block: `10.${100 + (seq % 100)}.0.0/24` }),
      },
      { method: 'POST', path: `/v1/vpc-routers?${q()}&vpc=mock-vpc`, body: () => ({ name: fresh('matrix-router'), description: '' }) },
      { method: 'POST', path: `/v1/internet-gateways?${q()}&vpc=mock-vpc`, body: () => ({ name: fresh('matrix-igw'), description: '' }) },
    ],
    D: [{ method: 'DELETE', path: `/v1/vpcs/other-vpc?${q()}` }],
  },
  'Vpc "silo1-proj2-vpc1"': {
    R: [{ method: 'GET', path: `/v1/vpcs/default?${q('other-project')}` }],
    M: [{ method: 'PUT', path: `/v1/vpcs/default?${q('other-project')}`, body: { description: 'changed' } }],
  },
  'VpcSubnet "silo1-proj1-vpc1-subnet1"': {
    R: [{ method: 'GET', path: `/v1/vpc-subnets/mock-subnet?${q()}&vpc=mock-vpc` }],
    LC: [{ method: 'GET', path: `/v1/vpc-subnets/mock-subnet/network-interfaces?${q()}&vpc=mock-vpc` }],
    M: [{ method: 'PUT', path: `/v1/vpc-subnets/mock-subnet?${q()}&vpc=mock-vpc`, body: { description: 'changed' } }],
    D: [{ method: 'DELETE', path: `/v1/vpc-subnets/mock-subnet-2?${q()}&vpc=mock-vpc` }],
  },
  'VpcRouter "silo1-proj1-vpc1-router1"': {
    R: [{ method: 'GET', path: `/v1/vpc-routers/mock-custom-router?${q()}&vpc=mock-vpc` }],
    LC: [{ method: 'GET', path: `/v1/vpc-router-routes?${q()}&vpc=mock-vpc&router=mock-custom-router` }],
    M: [{ method: 'PUT', path: `/v1/vpc-routers/mock-custom-router?${q()}&vpc=mock-vpc`, body: { description: 'changed' } }],
    CC: [
      {
        method: 'POST',
        path: `/v1/vpc-router-routes?${q()}&vpc=mock-vpc&router=mock-custom-router`,
        body: () => ({
          name: fresh('matrix-route'),
          description: '',
          destination: { type: 'ip_net', value: '192.168.77.0/24' },
          target: { type: 'drop' },
        }),
      },
    ],
    D: [{ method: 'DELETE', path: `/v1/vpc-routers/mock-custom-router?${q()}&vpc=mock-vpc` }],
  },
  'RouterRoute "silo1-proj1-vpc1-router1-route1"': {
    R: [{ method: 'GET', path: `/v1/vpc-router-routes/drop-local?${q()}&vpc=mock-vpc&router=mock-custom-router` }],
    M: [
      {
        method: 'PUT',
        path: `/v1/vpc-router-routes/drop-local?${q()}&vpc=mock-vpc&router=mock-custom-router`,
        body: { description: 'changed', destination: { type: 'ip_net', value: '192.168.78.0/24' }, target: { type: 'drop' } },
      },
    ],
    D: [{ method: 'DELETE', path: `/v1/vpc-router-routes/drop-local?${q()}&vpc=mock-vpc&router=mock-custom-router` }],
  },
  'InternetGateway "silo1-proj1-igw1"': {
    R: [{ method: 'GET', path: `/v1/internet-gateways/default?${q()}&vpc=mock-vpc` }],
    LC: [{ method: 'GET', path: `/v1/internet-gateway-ip-pools?${q()}&vpc=mock-vpc&gateway=default` }],
    CC: [
      {
        method: 'POST',
        path: `/v1/internet-gateway-ip-pools?${q()}&vpc=mock-vpc&gateway=default`,
        body: () => ({ name: fresh('matrix-gw-pool'), description: '', ip_pool: 'ip-pool-2' }),
      },
    ],
    D: [{ method: 'DELETE', path: `/v1/internet-gateways/egress-v6?${q()}&vpc=mock-vpc&cascade=true` }],
  },
  'Silo "silo2"': {
    R: [{ method: 'GET', path: '/v1/system/silos/maze-war' }],
    RP: [{ method: 'GET', path: '/v1/system/silos/maze-war/policy' }],
    M: [{ method: 'PUT', path: '/v1/system/silos/maze-war/quotas', body: { cpus: 64 } }],
    MP: [
      {
        method: 'PUT',
        path: '/v1/system/silos/maze-war/policy',
        body: (w: World) => ({ role_assignments: w.db.siloPolicies[w.db.silos[1].id].role_assignments }),
      },
    ],
    D: [{ method: 'DELETE', path: '/v1/system/silos/maze-war' }],
  },
}

/** A project's row: view, list, policy, rename, re-grant, create a disk in it, delete it. */
function project(name: string): Partial<Record<Exclude<Column, 'Q'>, Call[]>> {
  return {
    R: [{ method: 'GET', path: `/v1/projects/${name}` }],
    LC: [{ method: 'GET', path: `/v1/instances?${q(name)}` }],
    RP: [{ method: 'GET', path: `/v1/projects/${name}/policy` }],
    M: [{ method: 'PUT', path: `/v1/projects/${name}`, body: { description: 'changed' } }],
    MP: [{ method: 'PUT', path: `/v1/projects/${name}/policy`, body: samePolicyOf(name) }],
    CC: [{ method: 'POST', path: `/v1/disks?${q(name)}`, body: () => blankDisk(fresh('matrix-disk')) }],
    D: [{ method: 'DELETE', path: `/v1/projects/${name}` }],
  }
}


async function call(w: World, token: string, c: Call & { body?: unknown }): Promise<Response> {
  const path = typeof c.path === 'function' ? c.path(w) : c.path
  const body = typeof c.body === 'function' ? (c.body as (w: World) => unknown)(w) : c.body
  const headers: Record<string, string> = { authorization: `Bearer ${token}` }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await w.api.respond(
    new Request(`http://localhost${path}`, { method: c.method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  )
  if (!res) throw new Error(`no mock route for ${c.method} ${path}`)
  return res
}

/** What the server's cell means for an HTTP answer: refused 403, hidden 404, else the check passed. */
function cellOf(status: number): Cell | undefined {
  if (status === 403) return '✘'
  if (status === 404) return '∅'
  if (status < 500 && status !== 401) return '✔'
  return undefined
}

test('(a) the mock answers every mapped row as the server decides', async () => {
  const wrong: string[] = []
  let checked = 0
  const byResource = new Map<string, Row[]>()
  for (const row of matrix) byResource.set(row.resource, [...(byResource.get(row.resource) ?? []), row])
  const keyOf = (resource: string) => Object.keys(CALLS).find((k) => resource === k || resource.replace(/ id "[^"]*"/, '') === k)
  for (const user of USERS) {
    let w = world()
    for (const [resource, rows] of byResource) {
      const key = keyOf(resource)
      if (!key) continue
      for (const row of rows.filter((r) => r.user === user && r.column !== 'Q')) {
        for (const c of CALLS[key][row.column as Exclude<Column, 'Q'>] ?? []) {
          if (c.only && !c.only(user)) continue
          const res = await call(w, w.tokens[user], c)
          const got = cellOf(res.status)
          checked++
          if (got !== row.cell) {
            const path = typeof c.path === 'function' ? c.path(w) : c.path
            const detail = res.status >= 400 ? ` ${(await res.clone().json().catch(() => ({}))).message ?? ''}` : ''
            wrong.push(`${user} ${row.column} ${resource} (${c.method} ${path}): server ${row.cell}, mock ${res.status}${detail}`)
          }
          // a change that went through leaves the fixtures as they were for the next row
          if (c.method !== 'GET' && res.status < 300) w = world(w.api)
        }
      }
    }
  }
  assert.ok(checked >= 300, `${checked} rows`)
  assert.equal(wrong, [], `${wrong.length} of ${checked} rows differ:\n${wrong.join('\n')}`)
})

test.run()
