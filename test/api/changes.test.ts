import { suite } from 'uvu'
import * as assert from 'uvu/assert'

import {
  applyAll,
  ChangeConflictError,
  describeEdits,
  LostChangeError,
  readBack,
  rebase,
  sameValue,
  saveChanges,
  type Shape,
} from '../../web/api/changes'
import {
  allowListShape,
  announceSetShape,
  authSettingsShape,
  bgpConfigShape,
  commentShape,
  firewallRulesShape,
  instanceShape,
  networkingSettingsShape,
  namedFormShape,
  namedShape,
  nicShape,
  policyShape,
  receiverShape,
  routeShape,
  subnetShape,
  vpcShape,
  quotasShape,
  type AnnounceSetDoc,
  type NicDoc,
  type RuleSet,
} from '../../web/api/change-shapes'
import type {
  AllowList,
  Instance,
  RouterRouteCreate,
  SiloQuotas,
  VpcFirewallRuleUpdate,
} from '../../web/api/generated/types'
import type { Policy, RoleKey } from '../../web/api/roles'

/**
 * Each case: what the form loaded (base), what the server holds at save time (fresh), what this
 * user wants (desired); the result is the document written, or the parts in conflict.
 */
type Case<D> = {
  name: string
  shape: Shape<D>
  base: D
  fresh: D
  desired: D
  result?: D
  conflicts?: string[]
}

const Rebase = suite('rebase: this user’s change on a fresh copy')
const cases: Case<never>[] = []
const add = <D,>(c: Case<D>) => cases.push(c as unknown as Case<never>)

// --- policies: one part per identity
const grant = (identityId: string, roleName: RoleKey) => ({ identityId, identityType: 'silo_user' as const, roleName })
const policy = (...roleAssignments: ReturnType<typeof grant>[]): Policy => ({ roleAssignments })
const roles = policyShape((id) => id)
add({
  name: 'policy: two people grant roles to two identities; both stay',
  shape: roles,
  base: policy(grant('a', 'admin')),
  fresh: policy(grant('a', 'admin'), grant('b', 'viewer')),
  desired: policy(grant('a', 'admin'), grant('c', 'collaborator')),
  result: policy(grant('a', 'admin'), grant('b', 'viewer'), grant('c', 'collaborator')),
})
add({
  name: 'policy: a removal keeps a grant made meanwhile',
  shape: roles,
  base: policy(grant('a', 'admin'), grant('c', 'viewer')),
  fresh: policy(grant('a', 'admin'), grant('c', 'viewer'), grant('b', 'viewer')),
  desired: policy(grant('a', 'admin')),
  result: policy(grant('a', 'admin'), grant('b', 'viewer')),
})
add({
  name: 'policy: the same identity changed by both is a conflict',
  shape: roles,
  base: policy(grant('a', 'viewer')),
  fresh: policy(grant('a', 'admin')),
  desired: policy(grant('a', 'collaborator')),
  conflicts: ["a's role"],
})
add({
  name: 'policy: both made the same change: nothing to choose',
  shape: roles,
  base: policy(),
  fresh: policy(grant('a', 'viewer')),
  desired: policy(grant('a', 'viewer')),
  result: policy(grant('a', 'viewer')),
})
add({
  name: 'policy: a changed role keeps its place in the list',
  shape: roles,
  base: policy(grant('a', 'viewer'), grant('b', 'viewer')),
  fresh: policy(grant('a', 'viewer'), grant('b', 'viewer')),
  desired: policy(grant('b', 'viewer'), grant('a', 'admin')),
  result: policy(grant('a', 'admin'), grant('b', 'viewer')),
})

// --- instance update: one part per field
const instance = (o: Partial<Instance>) =>
  ({ ncpus: 2, memory: 4, bootDiskId: 'd1', autoRestartPolicy: null, timeModified: new Date(0), ...o }) as Instance
add({
  name: 'instance: a resize keeps a boot disk set meanwhile',
  shape: instanceShape,
  base: instance({}),
  fresh: instance({ bootDiskId: 'd2', timeModified: new Date(5) }),
  desired: instance({ ncpus: 4 }),
  result: instance({ ncpus: 4, bootDiskId: 'd2', timeModified: new Date(5) }),
})
add({
  name: 'instance: CPUs changed by both is a conflict',
  shape: instanceShape,
  base: instance({}),
  fresh: instance({ ncpus: 8 }),
  desired: instance({ ncpus: 4 }),
  conflicts: ['CPUs'],
})

// --- quotas, auth settings, networking settings: one part per field
const quotas = (o: Partial<SiloQuotas>): SiloQuotas => ({ siloId: 's', cpus: 10, memory: 100, storage: 1000, ...o })
add({
  name: 'quotas: CPUs and storage changed by two people',
  shape: quotasShape,
  base: quotas({}),
  fresh: quotas({ storage: 2000 }),
  desired: quotas({ cpus: 20 }),
  result: quotas({ cpus: 20, storage: 2000 }),
})
add({
  name: 'quotas: the same quota changed by both',
  shape: quotasShape,
  base: quotas({}),
  fresh: quotas({ memory: 300 }),
  desired: quotas({ memory: 200 }),
  conflicts: ['Memory'],
})
add({
  name: 'auth settings: the lifetime changed by both',
  shape: authSettingsShape,
  base: { siloId: 's', deviceTokenMaxTtlSeconds: 3600 },
  fresh: { siloId: 's', deviceTokenMaxTtlSeconds: null },
  desired: { siloId: 's', deviceTokenMaxTtlSeconds: 7200 },
  conflicts: ['Device token max lifetime'],
})
add({
  name: 'auth settings: unchanged by anyone else',
  shape: authSettingsShape,
  base: { siloId: 's', deviceTokenMaxTtlSeconds: 3600 },
  fresh: { siloId: 's', deviceTokenMaxTtlSeconds: 3600 },
  desired: { siloId: 's', deviceTokenMaxTtlSeconds: 7200 },
  result: { siloId: 's', deviceTokenMaxTtlSeconds: 7200 },
})
add({
  name: 'networking settings: the opt-in turned off meanwhile',
  shape: networkingSettingsShape,
  base: { externalJumboFramesOptInEnabled: false },
  fresh: { externalJumboFramesOptInEnabled: true },
  desired: { externalJumboFramesOptInEnabled: false },
  result: { externalJumboFramesOptInEnabled: true },
})

// --- allow list: the mode one part, each network another
const list = (...ips: string[]): AllowList => ({
  allowedIps: { allow: 'list', ips },
  timeCreated: new Date(0),
  timeModified: new Date(0),
})
const any: AllowList = { allowedIps: { allow: 'any' }, timeCreated: new Date(0), timeModified: new Date(0) }
add({
  name: 'allow list: two people add different networks',
  shape: allowListShape,
  base: list('10.0.0.0/8'),
  fresh: list('10.0.0.0/8', '192.0.2.0/24'),
  desired: list('10.0.0.0/8', '198.51.100.0/24'),
  result: list('10.0.0.0/8', '192.0.2.0/24', '198.51.100.0/24'),
})
add({
  name: 'allow list: restricting an open list',
  shape: allowListShape,
  base: any,
  fresh: any,
  desired: list('10.0.0.0/8'),
  result: list('10.0.0.0/8'),
})
add({
  name: 'allow list: one opens to any while another adds a network',
  shape: allowListShape,
  base: list('10.0.0.0/8'),
  fresh: any,
  desired: list('10.0.0.0/8', '192.0.2.0/24'),
  conflicts: ['Allowed sources'],
})

// --- announce sets: description, lot, one part per network
const set = (o: Partial<AnnounceSetDoc>): AnnounceSetDoc => ({
  name: 'as1',
  description: '',
  lot: 'lot1',
  networks: ['10.0.0.0/24'],
  ...o,
})
add({
  name: 'announce set: two people announce different networks',
  shape: announceSetShape,
  base: set({}),
  fresh: set({ networks: ['10.0.0.0/24', '10.0.1.0/24'] }),
  desired: set({ networks: ['10.0.0.0/24', '10.0.2.0/24'], description: 'mine' }),
  result: set({ networks: ['10.0.0.0/24', '10.0.1.0/24', '10.0.2.0/24'], description: 'mine' }),
})
add({
  name: 'announce set: the description changed by both',
  shape: announceSetShape,
  base: set({}),
  fresh: set({ description: 'theirs' }),
  desired: set({ description: 'mine' }),
  conflicts: ['Description'],
})

// --- a network interface: name, description, one part per transit IP
const nic = (o: Partial<NicDoc>): NicDoc => ({ name: 'nic0', description: '', transitIps: ['10.9.0.0/16'], ...o })
add({
  name: 'network interface: two people add different transit IPs, one also renames it',
  shape: nicShape,
  base: nic({}),
  fresh: nic({ transitIps: ['10.9.0.0/16', '10.8.0.0/16'] }),
  desired: nic({ name: 'nic-a', transitIps: ['10.9.0.0/16', '10.7.0.0/16'] }),
  result: nic({ name: 'nic-a', transitIps: ['10.9.0.0/16', '10.8.0.0/16', '10.7.0.0/16'] }),
})
add({
  name: 'network interface: one removes a transit IP the other keeps, and the other adds one',
  shape: nicShape,
  base: nic({}),
  fresh: nic({ transitIps: ['10.9.0.0/16', '10.8.0.0/16'] }),
  desired: nic({ transitIps: [] }),
  result: nic({ transitIps: ['10.8.0.0/16'] }),
})
add({
  name: 'network interface: both rename it',
  shape: nicShape,
  base: nic({}),
  fresh: nic({ name: 'theirs' }),
  desired: nic({ name: 'mine' }),
  conflicts: ['Name'],
})

// --- named objects (a project, a router) and VPCs: each field one part
add({
  name: 'project: one renames it while the other writes its description',
  shape: namedShape,
  base: { name: 'p', description: '' },
  fresh: { name: 'p', description: 'theirs' },
  desired: { name: 'p2', description: '' },
  result: { name: 'p2', description: 'theirs' },
})
add({
  name: 'VPC: both change the DNS name',
  shape: vpcShape,
  base: { name: 'v', description: '', dnsName: 'v' },
  fresh: { name: 'v', description: '', dnsName: 'theirs' },
  desired: { name: 'v', description: 'mine', dnsName: 'mine' },
  conflicts: ['DNS name'],
})

// --- pools, addresses, subnets, groups: a form's name and description, the name as sent
add({
  name: 'floating IP: one renames it while the other writes its description',
  shape: namedFormShape,
  base: { name: 'ip1', description: '' },
  fresh: { name: 'ip1', description: 'theirs' },
  desired: { name: ' ip2 ', description: '' },
  result: { name: 'ip2', description: 'theirs' },
})
add({
  name: 'IP pool: a trailing space typed after the name changes nothing of the other’s rename',
  shape: namedFormShape,
  base: { name: 'pool', description: '' },
  fresh: { name: 'pool-b', description: '' },
  desired: { name: 'pool ', description: 'mine' },
  result: { name: 'pool-b', description: 'mine' },
})
add({
  name: 'subnet pool: both write the description',
  shape: namedFormShape,
  base: { name: 'sp', description: '' },
  fresh: { name: 'sp', description: 'theirs' },
  desired: { name: 'sp', description: 'mine' },
  conflicts: ['Description'],
})

// --- a VPC subnet: name, description, custom router (by ID) one part each
const subnets = subnetShape((id) => `router ${id}`)
add({
  name: 'VPC subnet: one attaches a custom router while the other writes its description',
  shape: subnets,
  base: { name: 's', description: '', customRouter: '' },
  fresh: { name: 's', description: '', customRouter: 'r1' },
  desired: { name: 's', description: 'mine', customRouter: '' },
  result: { name: 's', description: 'mine', customRouter: 'r1' },
})
add({
  name: 'VPC subnet: both pick a different custom router',
  shape: subnets,
  base: { name: 's', description: '', customRouter: '' },
  fresh: { name: 's', description: '', customRouter: 'r1' },
  desired: { name: 's', description: '', customRouter: 'r2' },
  conflicts: ['Custom router'],
})

// --- a webhook receiver: name, description, endpoint, as sent (trimmed)
const hook = { name: 'h', description: '', endpoint: 'https://example.com/a' }
add({
  name: 'webhook receiver: one renames it while the other changes the endpoint',
  shape: receiverShape,
  base: hook,
  fresh: { ...hook, name: 'h2' },
  desired: { ...hook, endpoint: ' https://example.com/b ' },
  result: { ...hook, name: 'h2', endpoint: 'https://example.com/b' },
})
add({
  name: 'webhook receiver: both change the endpoint',
  shape: receiverShape,
  base: hook,
  fresh: { ...hook, endpoint: 'https://example.com/c' },
  desired: { ...hook, endpoint: 'https://example.com/b' },
  conflicts: ['Endpoint'],
})

// --- a BGP configuration: each field one part; the announce set is never read back ('' keeps it)
const bgp = { name: 'as1', description: '', maxPaths: 1, announceSet: '' }
add({
  name: 'BGP configuration: one raises maximum paths while the other renames it and picks a set',
  shape: bgpConfigShape,
  base: bgp,
  fresh: { ...bgp, maxPaths: 4 },
  desired: { ...bgp, name: 'as1-b', announceSet: 'set-2' },
  result: { ...bgp, name: 'as1-b', maxPaths: 4, announceSet: 'set-2' },
})
add({
  name: 'BGP configuration: both change maximum paths',
  shape: bgpConfigShape,
  base: bgp,
  fresh: { ...bgp, maxPaths: 4 },
  desired: { ...bgp, maxPaths: 8 },
  conflicts: ['Maximum paths'],
})

// --- a support bundle's comment, as sent (trimmed)
add({
  name: 'support bundle comment: a space typed after it is no change to the other’s comment',
  shape: commentShape,
  base: { comment: 'old' },
  fresh: { comment: 'theirs' },
  desired: { comment: 'old ' },
  result: { comment: 'theirs' },
})
add({
  name: 'support bundle comment: both rewrite it',
  shape: commentShape,
  base: { comment: 'old' },
  fresh: { comment: 'theirs' },
  desired: { comment: 'mine' },
  conflicts: ['Comment'],
})

// --- a route: each field one part (the update takes destination and target whole)
const route = (o: Partial<RouterRouteCreate>): RouterRouteCreate => ({
  name: 'r1',
  description: '',
  destination: { type: 'ip_net', value: '10.0.0.0/24' },
  target: { type: 'drop' },
  ...o,
})
add({
  name: 'route: one changes the destination, the other the description',
  shape: routeShape,
  base: route({}),
  fresh: route({ destination: { type: 'ip_net', value: '10.1.0.0/24' } }),
  desired: route({ description: 'mine' }),
  result: route({ destination: { type: 'ip_net', value: '10.1.0.0/24' }, description: 'mine' }),
})
add({
  name: 'route: both change the target',
  shape: routeShape,
  base: route({}),
  fresh: route({ target: { type: 'internet_gateway', value: 'default' } }),
  desired: route({ target: { type: 'ip', value: '10.0.0.5' } }),
  conflicts: ['Target'],
})

// --- firewall rules: one part per rule name
const rule = (name: string, o: Partial<VpcFirewallRuleUpdate> = {}): VpcFirewallRuleUpdate => ({
  name,
  description: '',
  action: 'allow',
  direction: 'inbound',
  priority: 100,
  status: 'enabled',
  targets: [{ type: 'vpc', value: 'v' }],
  filters: { ports: ['22'], protocols: null, hosts: null },
  ...o,
})
const rules = (...r: RuleSet['rules']): RuleSet => ({ rules: r })
add({
  name: 'firewall: two people add different rules',
  shape: firewallRulesShape,
  base: rules(rule('a')),
  fresh: rules(rule('a'), rule('b')),
  desired: rules(rule('a'), rule('c')),
  result: rules(rule('a'), rule('b'), rule('c')),
})
add({
  name: 'firewall: an edit of a rule someone else deleted',
  shape: firewallRulesShape,
  base: rules(rule('a'), rule('b')),
  fresh: rules(rule('b')),
  desired: rules(rule('a', { priority: 5 }), rule('b')),
  conflicts: ['Rule a'],
})
add({
  name: 'firewall: a rule as read (ids, dates) equals its written form',
  shape: firewallRulesShape,
  base: rules({ ...rule('a'), timeModified: new Date(1) }),
  fresh: rules({ ...rule('a'), timeModified: new Date(1) }, rule('b')),
  desired: rules(rule('a', { status: 'disabled' })),
  result: rules(rule('a', { status: 'disabled' }), rule('b')),
})

for (const c of cases) {
  Rebase(c.name, () => {
    const edits = c.shape(c.base, c.desired)
    const out = rebase(c.fresh, edits)
    assert.equal(
      out.conflicts.map((x) => x.label),
      c.conflicts ?? [],
      'conflicts',
    )
    if (c.result) assert.ok(sameValue(out.doc, c.result), `doc: ${JSON.stringify(out.doc)}`)
  })
}

Rebase('a conflict shows the three values as they read, and when the API dated the change', () => {
  const stamp = new Date('2026-11-26T03:00:00Z')
  const base = rules(rule('a'))
  const fresh = rules({ ...rule('a', { priority: 7 }), timeModified: stamp })
  const [c] = rebase(fresh, firewallRulesShape(base, rules(rule('a', { priority: 9 })))).conflicts
  assert.match(c.was, 'priority 100')
  assert.match(c.theirs, 'priority 7')
  assert.match(c.mine, 'priority 9')
  assert.equal(c.changedAt, stamp)
})

Rebase('apply mine: every edit lands, someone else’s value in the same part replaced', () => {
  const edits = roles(policy(grant('a', 'viewer')), policy(grant('a', 'collaborator')))
  const out = applyAll(policy(grant('a', 'admin'), grant('b', 'viewer')), edits)
  assert.ok(sameValue(out, policy(grant('a', 'collaborator'), grant('b', 'viewer'))))
})

Rebase('saveChanges writes the rebased document, and nothing on a conflict', async () => {
  const written: Policy[] = []
  const write = async (p: Policy) => written.push(p)
  const edits = roles(policy(), policy(grant('c', 'viewer')))
  let server = policy(grant('b', 'admin'))
  const read = async () => server
  const put = async (p: Policy) => {
    server = p
    return write(p)
  }
  await saveChanges(read, put, edits, roles)
  assert.equal(written, [policy(grant('b', 'admin'), grant('c', 'viewer'))])
  const clash = roles(policy(grant('b', 'admin')), policy())
  try {
    await saveChanges(async () => policy(grant('b', 'viewer')), write, clash, roles)
    assert.unreachable('should have thrown')
  } catch (e) {
    assert.instance(e, ChangeConflictError)
    assert.match((e as Error).message, "b's role is now viewer (you wanted no role)")
  }
  assert.is(written.length, 1)
})

Rebase("saveChanges: a write whose read-back lacks this user's change throws both values, never succeeds", async () => {
  let server = policy(grant('b', 'admin'))
  const edits = roles(policy(grant('b', 'admin')), policy(grant('b', 'admin'), grant('c', 'viewer')))
  // the other admin's write, built on the policy before this one, lands just after it
  const put = async (p: Policy) => {
    server = { roleAssignments: [...p.roleAssignments.filter((a) => a.identityId !== 'c'), grant('d', 'viewer')] }
    return 'written'
  }
  try {
    await saveChanges(async () => server, put, edits, roles)
    assert.unreachable('should have thrown')
  } catch (e) {
    assert.instance(e, LostChangeError)
    assert.equal(
      (e as LostChangeError).lost.map((l) => [l.label, l.wrote, l.now]),
      [
        ["c's role", 'viewer', 'no role'],
        ["d's role", 'no role', 'viewer'],
      ],
    )
    assert.match((e as Error).message, "c's role is now no role (you wrote viewer)")
  }
})

const ReadBack = suite('readBack: a write against the read that follows it')
ReadBack('as written: nothing lost', () => {
  const doc = rules(rule('a'), rule('b'))
  assert.equal(readBack(firewallRulesShape, doc, doc), [])
})
ReadBack('rules answered in another order, with ids, dates and null options: nothing lost', () => {
  const written = rules(rule('a', { filters: { ports: ['22'] } }), rule('b'))
  const answered = rules(
    { ...rule('b'), timeModified: new Date(2) },
    { ...rule('a', { filters: { ports: ['22'], protocols: null, hosts: null } }), timeModified: new Date(2) },
  )
  assert.equal(readBack(firewallRulesShape, written, answered), [])
})
ReadBack("one identity's roles answered in another order: nothing lost", () => {
  const written = policy(grant('a', 'admin'), grant('a', 'viewer'))
  assert.equal(readBack(roles, written, policy(grant('a', 'viewer'), grant('a', 'admin'))), [])
})
ReadBack('networks the API writes back in its own spelling: nothing lost', () => {
  const nic: NicDoc = { name: 'nic0', description: '', transitIps: ['10.10.0.0/24'] }
  const typed = { ...nic, transitIps: ['10.10.0.0/24', 'FD00:0:0::/64'] }
  const written = rebase(nic, nicShape(nic, typed)).doc
  assert.equal(readBack(nicShape, written, { ...nic, transitIps: ['10.10.0.0/24', 'fd00::/64'] }), [])
  assert.equal(readBack(allowListShape, list('fd00:0::1/128'), list('fd00::1/128')), [])
})
ReadBack('an endpoint the API writes back in its own spelling: nothing lost', () => {
  const opened = { name: 'r', description: '', endpoint: 'https://old.example/hook' }
  const written = rebase(opened, receiverShape(opened, { ...opened, endpoint: ' https://new.example ' })).doc
  assert.equal(readBack(receiverShape, written, { ...opened, endpoint: 'https://new.example/' }), [])
})
ReadBack('parts the API never reads back are not taken for a loss', () => {
  const bgp = { name: 'c', description: '', maxPaths: 1, announceSet: 'set-b' }
  assert.equal(readBack(bgpConfigShape, bgp, { ...bgp, announceSet: '' }), [])
  const set: AnnounceSetDoc = { name: 's', description: '', lot: 'lot-b', networks: ['10.0.0.0/24'] }
  assert.equal(readBack(announceSetShape, set, { ...set, lot: 'lot-a' }), [])
})
ReadBack('a part changed by someone else is shown with what was written and what is there now', () => {
  const written = rules(rule('a'), rule('b'))
  const stamp = new Date('2026-11-26T03:00:00Z')
  const [lost, ...more] = readBack(firewallRulesShape, written, rules(rule('a'), { ...rule('b', { priority: 7 }), timeModified: stamp }))
  assert.equal(more, [])
  assert.is(lost.label, 'Rule b')
  assert.match(lost.wrote, 'priority 100')
  assert.match(lost.now, 'priority 7')
  assert.equal(lost.changedAt, stamp)
})

const Describe = suite('describeEdits: what a save will add, remove and change')
Describe('a policy edit as lines', () => {
  const lines = describeEdits(
    roles(policy(grant('a', 'viewer'), grant('b', 'admin')), policy(grant('a', 'admin'), grant('c', 'viewer'))),
  )
  assert.equal(lines, [
    { kind: 'change', label: "a's role", from: 'viewer', to: 'admin' },
    { kind: 'remove', label: "b's role", from: 'admin' },
    { kind: 'add', label: "c's role", to: 'viewer' },
  ])
})
Describe('nothing changed, nothing listed', () => {
  assert.equal(describeEdits(quotasShape(quotas({}), quotas({}))), [])
})

Rebase.run()
ReadBack.run()
Describe.run()
