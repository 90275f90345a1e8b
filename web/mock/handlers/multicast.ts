/**
 * Multicast groups and their members, as Nexus does them (nexus/src/app/multicast):
 * - groups are fleet-wide: any signed-in user lists and reads them, by name, id or multicast IP;
 * - there is no create call: joining by a new name or multicast IP creates the group, its address from a
 *   multicast pool linked to the caller's silo (by IP: the pool whose range holds it); joining by id needs
 *   an existing group;
 * - joining and leaving change the instance, so they need write access to its project;
 * - SSM addresses (232/8, ff3x::/32) need source IPs, which must be of the group's IP version;
 * - leaving is idempotent, and the last member leaving deletes the group.
 */
import { HttpResponse } from 'msw'
import { newId, timestamps, type Db } from '../db'
import { badRequest, isUuid, notFound } from '../errors'
import type { MulticastGroupRow, MulticastMemberRow } from '../fixtures/multicast'
import { firstFree, inRange, ipToBig, isV6 } from '../ip'
import type { Api, Snake } from '../wire'
import { me, removeFrom, type Ctx, type Handlers } from './ctx'
import { paginate } from './paginate'

const V4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const NAME = /^[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/
/** The server's limit on a member's source IPs (after removing duplicates). */
const MAX_SOURCE_IPS = 64

function isIp(s: string) {
  if (V4.test(s)) return true
  if (!/^[0-9a-fA-F:]+$/.test(s) || !s.includes(':') || (s.match(/::/g) ?? []).length > 1) return false
  const groups = s.split('::').flatMap((p) => (p ? p.split(':') : []))
  return (
    groups.every((g) => g.length >= 1 && g.length <= 4) && (s.includes('::') ? groups.length < 8 : groups.length === 8)
  )
}

/** 232.0.0.0/8 and ff3x::/32: source-specific multicast. */
const isSsm = (ip: string) => (isV6(ip) ? /^ff3[0-9a-f]:/i.test(ip) : ip.split('.')[0] === '232')
const isMulticast = (ip: string) =>
  isV6(ip) ? /^ff/i.test(ip) : Number(ip.split('.')[0]) >= 224 && Number(ip.split('.')[0]) <= 239

const membersOf = (db: Db, groupId: string) => db.multicastMembers.filter((m) => m.multicast_group_id === groupId)

/** The wire view: the union of the members' sources, and whether any member takes any source. */
function groupView(db: Db, g: MulticastGroupRow): Snake<Api.MulticastGroup> {
  const members = membersOf(db, g.id)
  return {
    ...g,
    source_ips: [...new Set(members.flatMap((m) => m.source_ips))],
    has_any_source_member: members.some((m) => m.source_ips.length === 0),
  }
}

/**
 * A member is in the dataplane while its instance runs (Joined), on its way while it starts (Joining),
 * and out of it otherwise (Left), as the multicast reconciler moves members with their instance.
 */
function memberState(db: Db, instanceId: string) {
  const state = db.instances.find((i) => i.id === instanceId)?.run_state
  return state === 'running' ? 'Joined' : state === 'starting' || state === 'creating' ? 'Joining' : 'Left'
}

function memberView(db: Db, m: MulticastMemberRow): Snake<Api.MulticastGroupMember> {
  const g = db.multicastGroups.find((x) => x.id === m.multicast_group_id)!
  return {
    ...m,
    name: `member-${m.id}`,
    description: `multicast group member ${m.id}`,
    multicast_ip: g.multicast_ip,
    state: memberState(db, m.instance_id),
  }
}

/** By id, multicast IP or name; undefined when there is none (a name or IP may still create one). */
function findGroup(db: Db, key: string) {
  if (isUuid(key)) return db.multicastGroups.find((g) => g.id === key)
  if (isIp(key))
    return db.multicastGroups.find(
      (g) => ipToBig(g.multicast_ip) === ipToBig(key) && isV6(key) === isV6(g.multicast_ip),
    )
  return db.multicastGroups.find((g) => g.name === key)
}

function groupOf(ctx: Ctx) {
  const key = ctx.path.multicast_group
  const g = findGroup(ctx.db, key)
  if (!g) throw notFound('multicast-group', key)
  return g
}

/** Multicast pools linked to the caller's silo, default first, of one IP version when given. */
function siloMulticastPools(ctx: Ctx, version?: Api.IpVersion | null) {
  const silo = me(ctx).silo.id
  return ctx.db.ipPoolSilos
    .filter((l) => l.silo_id === silo)
    .map((l) => ({ link: l, pool: ctx.db.ipPools.find((p) => p.id === l.ip_pool_id)! }))
    .filter(({ pool }) => pool.pool_type === 'multicast' && (!version || pool.ip_version === version))
    .sort((a, b) => Number(b.link.is_default) - Number(a.link.is_default))
    .map(({ pool }) => pool)
}

const rangesOf = (db: Db, poolId: string) => db.ipPoolRanges.filter((r) => r.ip_pool_id === poolId).map((r) => r.range)

function checkSources(groupIp: string, sources: string[]) {
  for (const s of sources) {
    if (!isIp(s)) throw badRequest(`invalid source IP "${s}"`)
    if (isV6(s) !== isV6(groupIp))
      throw badRequest(`source IP ${s} is not of the same IP version as multicast group address ${groupIp}`)
  }
  if (isSsm(groupIp) && sources.length === 0) throw badRequest('SSM multicast addresses require at least one source IP')
}

export type JoinSpec = { group: string; source_ips?: string[] | null; ip_version?: Api.IpVersion | null }

/**
 * Checks a join and returns what to do, without changing anything: the instance create checks every
 * group before creating anything (its saga unwinds), the join endpoint runs it at once.
 */
export function planJoin(ctx: Ctx, spec: JoinSpec, pending: MulticastGroupRow[] = []) {
  const key = spec.group
  const sources = [...new Set(spec.source_ips ?? [])]
  if (sources.length > MAX_SOURCE_IPS) throw badRequest(`at most ${MAX_SOURCE_IPS} source IPs are allowed`)
  const existing = findGroup(ctx.db, key) ?? pending.find((g) => g.name === key || g.multicast_ip === key)
  if (existing) {
    checkSources(existing.multicast_ip, sources)
    return { group: existing, sources, created: false }
  }
  if (isUuid(key)) throw notFound('multicast-group', key)
  let ip: string
  let poolId: string
  let name: string
  let description: string
  if (isIp(key)) {
    if (!isMulticast(key)) throw badRequest(`${key} is not a multicast address`)
    checkSources(key, sources)
    const pool = siloMulticastPools(ctx).find((p) => rangesOf(ctx.db, p.id).some((r) => inRange(key, r)))
    if (!pool) throw badRequest("multicast IP not in any pool's address range")
    ;[ip, poolId] = [key, pool.id]
    name = `mcast-${key.replace(/[.:]+/g, '-').replace(/^-|-$/g, '').toLowerCase()}`
    description = `Implicitly created multicast group for ${key}`
  } else {
    if (!NAME.test(key)) throw badRequest(`"${key}" is not a multicast group name, id or IP address`)
    const version = spec.ip_version ?? (sources[0] && isV6(sources[0]) ? 'v6' : 'v4')
    const used = new Set([...ctx.db.multicastGroups, ...pending].map((g) => g.multicast_ip))
    const pools = siloMulticastPools(ctx, version)
    if (!pools.length)
      throw badRequest(`no ${version === 'v6' ? 'IPv6' : 'IPv4'} multicast IP pool is linked to the silo`)
    const found = pools.map((p) => ({ p, ip: firstFree(rangesOf(ctx.db, p.id), used) })).find((x) => x.ip)
    if (!found) throw badRequest('No multicast IP addresses available')
    ;[ip, poolId] = [found.ip!, found.p.id]
    checkSources(ip, sources)
    name = key
    description = 'Implicitly created for instance attachment'
  }
  const group: MulticastGroupRow = {
    id: newId(),
    name,
    description,
    multicast_ip: ip,
    ip_pool_id: poolId,
    state: 'Active',
    ...timestamps(),
  }
  return { group, sources, created: true }
}

/** Applies a planned join: the group when new, then the instance's membership (updated when it exists). */
export function commitJoin(db: Db, plan: ReturnType<typeof planJoin>, instance: Snake<Api.Instance>) {
  if (plan.created && !db.multicastGroups.includes(plan.group)) db.multicastGroups.push(plan.group)
  const existing = db.multicastMembers.find(
    (m) => m.multicast_group_id === plan.group.id && m.instance_id === instance.id,
  )
  if (existing) {
    Object.assign(existing, { source_ips: plan.sources, time_modified: new Date().toISOString() })
    return existing
  }
  const member: MulticastMemberRow = {
    id: newId(),
    multicast_group_id: plan.group.id,
    instance_id: instance.id,
    source_ips: plan.sources,
    state: memberState(db, instance.id),
    ...timestamps(),
  }
  db.multicastMembers.push(member)
  return member
}

/** The last member leaving deletes the group (Nexus marks it for removal; the reconciler finishes). */
function dropEmpty(db: Db, groupId: string) {
  if (!membersOf(db, groupId).length) removeFrom(db.multicastGroups, (g) => g.id === groupId)
}

/** A deleted instance leaves all its groups. */
export function leaveAll(db: Db, instanceId: string) {
  const groups = db.multicastMembers.filter((m) => m.instance_id === instanceId).map((m) => m.multicast_group_id)
  removeFrom(db.multicastMembers, (m) => m.instance_id === instanceId)
  for (const g of groups) dropEmpty(db, g)
}

const instanceOf = (ctx: Ctx) => ctx.lookup.instance({ instance: ctx.path.instance, project: ctx.query.project })

export const multicastHandlers: Handlers = {
  multicastGroupList(ctx) {
    const page = paginate(ctx, ctx.db.multicastGroups)
    return { items: page.items.map((g) => groupView(ctx.db, g)), next_page: page.next_page }
  },
  multicastGroupView: (ctx) => groupView(ctx.db, groupOf(ctx)),
  multicastGroupMemberList(ctx) {
    const page = paginate(ctx, membersOf(ctx.db, groupOf(ctx).id), 'id_ascending')
    return { items: page.items.map((m) => memberView(ctx.db, m)), next_page: page.next_page }
  },
  instanceMulticastGroupList(ctx) {
    const inst = instanceOf(ctx)
    const rows = ctx.db.multicastMembers.filter((m) => m.instance_id === inst.id)
    const page = paginate(ctx, rows, 'id_ascending')
    return { items: page.items.map((m) => memberView(ctx.db, m)), next_page: page.next_page }
  },
  instanceMulticastGroupJoin(ctx) {
    const inst = instanceOf(ctx)
    const body = (ctx.body ?? {}) as Snake<Api.InstanceMulticastGroupJoin>
    const plan = planJoin(ctx, { group: ctx.path.multicast_group, ...body })
    return HttpResponse.json(memberView(ctx.db, commitJoin(ctx.db, plan, inst)), { status: 201 })
  },
  instanceMulticastGroupLeave(ctx) {
    const inst = instanceOf(ctx)
    const group = groupOf(ctx)
    removeFrom(ctx.db.multicastMembers, (m) => m.multicast_group_id === group.id && m.instance_id === inst.id)
    dropEmpty(ctx.db, group.id)
  },
}
