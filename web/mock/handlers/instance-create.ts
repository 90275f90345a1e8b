/**
 * POST /v1/instances: checks everything first (as the server's saga would
 * unwind), then creates the instance with its disks, NICs, IPs, memberships.
 */
import { HttpResponse } from 'msw'
import { allocateIp, poolFor } from '../alloc'
import { newId, schedule, timestamps, type Db } from '../db'
import { badRequest, invalidValue } from '../errors'
import { LIMITS } from '../rules'
import type { Api, Snake } from '../wire'
import { errIfExists, me, sentinel, type Ctx } from './ctx'
import { checkDiskSize, makeDisk } from './disks'
import { commitJoin, planJoin } from './multicast'
import { addDefaultNic, addNic, defaultVpcSubnet } from './nics'

const GiB = 1024 ** 3

/** nexus.json InstanceCreate.enable_jumbo_frames: only while the fleet-wide opt-in is on. */
export const JUMBO_FRAMES_OFF =
  'jumbo frames cannot be enabled: the fleet-wide external jumbo frames opt-in is disabled'

/** Nexus's check_instance_cpu_memory_sizes (nexus/src/app/instance.rs), with its words. */
export function checkInstanceSizes(ncpus: number, memory: number) {
  if (ncpus > LIMITS.maxCpus) throw badRequest(`cannot have more than ${LIMITS.maxCpus} vCPUs per instance`)
  if (memory < LIMITS.minMemoryGiB * GiB)
    throw invalidValue('size', `memory must be at least ${LIMITS.minMemoryGiB} GiB`)
  if (memory % GiB) throw invalidValue('size', 'memory must be divisible by 1 GiB')
  if (memory > LIMITS.maxMemoryGiB * GiB)
    throw invalidValue('size', `memory must be less than or equal to ${LIMITS.maxMemoryGiB} GiB`)
}

type PoolSelector = Snake<Api.PoolSelector> | null | undefined

/** Nexus's validate_ephemeral_ip_pair: two ephemeral IPs need one of each version, said up front. */
function checkEphemeralPair(db: Db, [a, b]: PoolSelector[]) {
  const version = (s: PoolSelector) =>
    s?.type === 'explicit' ? db.ipPools.find((p) => p.name === s.pool || p.id === s.pool)?.ip_version : undefined
  if (!a || !b || (a.type === 'auto' && !a.ip_version) || (b.type === 'auto' && !b.ip_version))
    throw badRequest('when requesting two ephemeral IPs, IP version or explicit pool name must be specified on each')
  if (a.type === 'auto' && b.type === 'auto') {
    if (a.ip_version === b.ip_version)
      throw badRequest(`cannot request two ephemeral IPs of the same version (${a.ip_version})`)
  } else if (a.type === 'explicit' && b.type === 'explicit') {
    if (a.pool === b.pool) throw badRequest('cannot request two ephemeral IPs from the same pool')
    const v = version(a)
    if (v && v === version(b))
      throw badRequest(`cannot request two ephemeral IPs of the same version (${v}): both pools are ${v}`)
  } else {
    const [explicit, auto] = a.type === 'explicit' ? [a, b] : [b, a]
    const v = version(explicit)
    if (auto.type === 'auto' && v && v === auto.ip_version)
      throw badRequest(
        `cannot request two ephemeral IPs of the same version (${v}): explicit pool and auto selection both specify ${v}`,
      )
  }
}

export function instanceCreate(ctx: Ctx) {
  const project = ctx.lookup.project(ctx.query)
  const body = ctx.body as Snake<Api.InstanceCreate>
  const { db } = ctx
  errIfExists(
    db.instances.filter((i) => i.project_id === project.id),
    body.name,
    'instance',
  )
  sentinel.create(body.name)
  checkInstanceSizes(body.ncpus, body.memory)

  // disks: boot disk first; names unique in the project and in the request
  const attachments = [...(body.boot_disk ? [body.boot_disk] : []), ...(body.disks ?? [])]
  if (attachments.length > LIMITS.maxDisks)
    throw badRequest(`cannot attach more than ${LIMITS.maxDisks} disks to instance`)
  const seen = new Set<string>()
  const attachExisting = attachments.map((a) => {
    if (seen.has(a.name)) throw badRequest(`disk "${a.name}" is given more than once`)
    seen.add(a.name)
    if (a.type === 'create') {
      errIfExists(
        db.disks.filter((d) => d.project_id === project.id),
        a.name,
        'disk',
      )
      checkDiskSize(a.size, 512)
      return null
    }
    const disk = ctx.lookup.disk({ disk: a.name, project: project.id })
    if (disk.state.state !== 'detached')
      throw badRequest(`disk "${disk.name}" is not detached (state ${disk.state.state})`)
    return disk
  })

  const ips = body.external_ips ?? []
  const floating = ips.flatMap((ip) => {
    if (ip.type !== 'floating') return []
    const f = ctx.lookup.floatingIp({ floating_ip: ip.floating_ip, project: project.id })
    if (f.instance_id) throw badRequest(`floating IP ${f.name} is already attached to an instance`)
    return [f]
  })
  const ephemeral = ips.flatMap((ip) => (ip.type === 'ephemeral' ? [ip.pool_selector] : []))
  if (ephemeral.length > 2) throw badRequest('An instance may not have more than 2 ephemeral IP addresses')
  if (ephemeral.length === 2) checkEphemeralPair(db, ephemeral)
  // one ephemeral address per IP version (an instance may be dual-stack outside too)
  const ephemeralPools = ips.flatMap((ip) =>
    ip.type === 'ephemeral' ? [poolFor(db, ctx.lookup, me(ctx).silo.id, ip.pool_selector)] : [],
  )
  for (const v of ['v4', 'v6'] as const) {
    if (ephemeralPools.filter((p) => p.ip_version === v).length > 1)
      throw badRequest(`An instance may not have more than 1 ephemeral IP${v} address`)
  }
  const groups = (body.anti_affinity_groups ?? []).map((g) =>
    ctx.lookup.antiAffinityGroup({ anti_affinity_group: g, project: project.id }),
  )
  const keys =
    body.ssh_public_keys === undefined
      ? db.sshKeys.filter((k) => k.silo_user_id === me(ctx).user.id)
      : (body.ssh_public_keys ?? []).map((k) => ctx.lookup.sshKey({ ssh_key: k }, me(ctx).user.id))
  const nics = body.network_interfaces ?? { type: 'default_ipv4' as const }
  if (nics.type === 'create') {
    for (const p of nics.params) ctx.lookup.subnet({ subnet: p.subnet_name, vpc: p.vpc_name, project: project.id })
  } else if (nics.type !== 'none') {
    defaultVpcSubnet(ctx, project.id)
  }

  if (body.enable_jumbo_frames && !db.networkingSettings.external_jumbo_frames_opt_in_enabled)
    throw badRequest(JUMBO_FRAMES_OFF)
  // multicast groups to join: checked now (a new name or IP creates its group only with the instance)
  const joins: ReturnType<typeof planJoin>[] = []
  for (const spec of body.multicast_groups ?? [])
    joins.push(
      planJoin(
        ctx,
        spec,
        joins.filter((j) => j.created).map((j) => j.group),
      ),
    )

  // all checked: create
  const id = newId()
  const start = body.start ?? true
  const now = new Date().toISOString()
  const inst: Snake<Api.Instance> = {
    id,
    project_id: project.id,
    name: body.name,
    description: body.description,
    hostname: body.hostname,
    ncpus: body.ncpus,
    memory: body.memory,
    // Nexus answers once its create saga is done: stopped, or starting when asked to start
    run_state: start ? 'starting' : 'stopped',
    boot_disk_id: null,
    auto_restart_policy: body.auto_restart_policy ?? null,
    auto_restart_enabled: body.auto_restart_policy !== 'never',
    auto_restart_cooldown_expiration: null,
    time_last_auto_restarted: null,
    cpu_platform: body.cpu_platform ?? null,
    enable_jumbo_frames: body.enable_jumbo_frames ?? false,
    time_run_state_updated: now,
    ...timestamps(),
  }
  db.instances.push(inst)
  attachments.forEach((a, i) => {
    const existing = attachExisting[i]
    const disk =
      existing ??
      (a.type === 'create' &&
        makeDisk(
          ctx,
          project.id,
          { name: a.name, description: a.description, size: a.size, disk_backend: a.disk_backend },
          { state: 'attached', instance: id },
        ))
    if (!disk) return
    if (existing) existing.state = { state: 'attached', instance: id }
    else db.disks.push(disk)
    if (i === 0 && body.boot_disk) inst.boot_disk_id = disk.id
  })
  if (nics.type === 'create') nics.params.forEach((p, i) => addNic(ctx, inst, p, i === 0))
  else if (nics.type !== 'none') addDefaultNic(ctx, inst, nics.type)
  for (const pool of ephemeralPools)
    db.instanceIps.push({ instance_id: id, kind: 'ephemeral', ip: allocateIp(db, pool.id), ip_pool_id: pool.id })
  for (const f of floating) f.instance_id = id
  for (const g of groups) db.antiAffinityMembers.push({ group_id: g.id, instance_id: id })
  db.instanceSshKeys[id] = keys.map((k) => k.id)
  for (const j of joins) commitJoin(db, j, inst)
  // a started instance runs after 1-3 s of wall time, read lazily (db.advanceTransitions)
  if (start) {
    schedule(db, inst, 'running')
    db.instanceSleds[id] ??= db.sleds[0].id
  }
  return HttpResponse.json(inst, { status: 201 })
}
