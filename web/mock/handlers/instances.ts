/** Instances: CRUD, run-state actions, disks, external IPs, serial console. */
import { allocateIp, poolFor } from '../alloc'
import { schedule, type Db } from '../db'
import { badRequest, conflict } from '../errors'
import { LIMITS, requireDiskState, requireInstanceState } from '../rules'
import { bootBytes } from '../serial'
import { checkQuota } from '../usage'
import type { Api, Snake } from '../wire'
import { accepted, me, patch, removeFrom, sibling, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { checkInstanceSizes, instanceCreate, JUMBO_FRAMES_OFF } from './instance-create'
import { leaveAll } from './multicast'
import { paginate } from './paginate'

type Instance = Snake<Api.Instance>

const instOf = (ctx: Ctx) => ctx.lookup.instance({ ...ctx.query, ...ctx.path })

/** Move to a transitional state now and to its end state a moment later. */
function transition(db: Db, inst: Instance, now: Api.InstanceState, then: Api.InstanceState) {
  inst.run_state = now
  inst.time_run_state_updated = new Date().toISOString()
  schedule(db, inst, then)
  if (then === 'running') db.instanceSleds[inst.id] ??= db.sleds[0].id
  else delete db.instanceSleds[inst.id]
}

function externalIps(db: Db, inst: Instance): Snake<Api.ExternalIp>[] {
  const rows = db.instanceIps.filter((r) => r.instance_id === inst.id)
  return [
    ...rows
      .filter((r) => r.kind === 'snat')
      .map(({ ip, ip_pool_id, first_port = 0, last_port = 16383 }) => ({
        kind: 'snat' as const,
        ip,
        ip_pool_id,
        first_port,
        last_port,
      })),
    ...rows
      .filter((r) => r.kind === 'ephemeral')
      .map(({ ip, ip_pool_id }) => ({ kind: 'ephemeral' as const, ip, ip_pool_id })),
    ...db.floatingIps.filter((f) => f.instance_id === inst.id).map((f) => ({ kind: 'floating' as const, ...f })),
  ]
}

const attachedTo = (inst: Instance) => (d: Snake<Api.Disk>) => 'instance' in d.state && d.state.instance === inst.id

/** List, view and delete; create (instance-create.ts) and update check far more than crud() knows. */
const instances = crud({
  type: 'instance',
  rows: (db) => db.instances,
  find: instOf,
  parent: (ctx) => ctx.lookup.project(ctx.query),
  parentOf: (i) => i.project_id,
  checkDelete: (_ctx, inst) => requireInstanceState('delete', inst),
  /** What the instance held goes back (disks, floating IPs, external subnets) or goes with it. */
  onDelete({ db }, inst) {
    for (const d of db.disks.filter(attachedTo(inst))) d.state = { state: 'detached' }
    for (const f of db.floatingIps.filter((f) => f.instance_id === inst.id)) f.instance_id = null
    for (const e of db.externalSubnets.filter((e) => e.instance_id === inst.id)) e.instance_id = null
    removeFrom(db.networkInterfaces, (n) => n.instance_id === inst.id)
    removeFrom(db.instanceIps, (r) => r.instance_id === inst.id)
    removeFrom(db.affinityMembers, (m) => m.instance_id === inst.id)
    removeFrom(db.antiAffinityMembers, (m) => m.instance_id === inst.id)
    leaveAll(db, inst.id)
    delete db.transitions[inst.id]
    delete db.instanceSleds[inst.id]
    delete db.instanceSshKeys[inst.id]
  },
})

export const instanceHandlers: Handlers = {
  instanceList: instances.list,

  instanceCreate,

  instanceView: instances.view,

  /** Resize and boot disk changes need a stopped instance (the rules: states). */
  instanceUpdate(ctx) {
    const inst = instOf(ctx)
    const body = ctx.body as Snake<Api.InstanceUpdate>
    const jumboOff = !ctx.db.networkingSettings.external_jumbo_frames_opt_in_enabled
    if (body.enable_jumbo_frames && !inst.enable_jumbo_frames && jumboOff) throw badRequest(JUMBO_FRAMES_OFF)
    // Nexus's order: sizes (app layer), then the boot disk, then the state for a resize (datastore)
    checkInstanceSizes(body.ncpus, body.memory)
    let boot: string | null = null
    if (body.boot_disk) {
      const disk = ctx.lookup.disk(sibling('disk', body.boot_disk, inst.project_id))
      if (!attachedTo(inst)(disk)) throw conflict('boot disk must be attached')
      boot = disk.id
    }
    if (boot !== (inst.boot_disk_id ?? null)) requireInstanceState('update the boot disk of', inst)
    // the datastore's update filter counts the CPU platform with the sizes: a running instance keeps all three
    const platformChanged = (body.cpu_platform ?? null) !== (inst.cpu_platform ?? null)
    if (body.ncpus !== inst.ncpus || body.memory !== inst.memory || platformChanged)
      requireInstanceState('resize', inst)
    inst.boot_disk_id = boot
    inst.auto_restart_policy = body.auto_restart_policy ?? null
    inst.auto_restart_enabled = body.auto_restart_policy !== 'never'
    inst.cpu_platform = body.cpu_platform ?? null
    return patch(inst, body, ['ncpus', 'memory', 'enable_jumbo_frames'])
  },

  instanceDelete: instances.remove,

  /** Starting a running (or starting) instance changes nothing, as in Nexus. */
  instanceStart(ctx) {
    const inst = instOf(ctx)
    requireInstanceState('start', inst)
    if (inst.run_state === 'running' || inst.run_state === 'starting') return accepted(inst)
    checkQuota(ctx.db, me(ctx).silo.id, { cpus: inst.ncpus, memory: inst.memory })
    transition(ctx.db, inst, 'starting', 'running')
    return accepted(inst)
  },

  /** Stopping a stopped instance changes nothing, as in Nexus. */
  instanceStop(ctx) {
    const inst = instOf(ctx)
    requireInstanceState('stop', inst)
    if (inst.run_state === 'stopped') return accepted(inst)
    transition(ctx.db, inst, 'stopping', 'stopped')
    return accepted(inst)
  },

  instanceReboot(ctx) {
    const inst = instOf(ctx)
    requireInstanceState('reboot', inst)
    transition(ctx.db, inst, 'rebooting', 'running')
    return accepted(inst)
  },

  instanceDiskList(ctx) {
    const inst = instOf(ctx)
    return paginate(ctx, ctx.db.disks.filter(attachedTo(inst)))
  },

  instanceDiskAttach(ctx) {
    const inst = instOf(ctx)
    requireInstanceState('attach a disk to', inst)
    const disk = ctx.lookup.disk(sibling('disk', ctx.body.disk, inst.project_id))
    if (disk.project_id !== inst.project_id) throw badRequest('disk must be in the same project as the instance')
    if (disk.state.state === 'attached' && disk.state.instance === inst.id) return accepted(disk)
    if (disk.state.state === 'attached')
      throw badRequest(`cannot attach disk "${disk.name}": disk is attached to another instance`)
    requireDiskState('attach', disk)
    if (ctx.db.disks.filter(attachedTo(inst)).length >= LIMITS.maxDisks) {
      throw badRequest(`cannot attach more than ${LIMITS.maxDisks} disks to instance`)
    }
    disk.state = { state: 'attached', instance: inst.id }
    return accepted(disk)
  },

  instanceDiskDetach(ctx) {
    const inst = instOf(ctx)
    requireInstanceState('detach a disk from', inst)
    const disk = ctx.lookup.disk(sibling('disk', ctx.body.disk, inst.project_id))
    // detaching a detached disk changes nothing (Nexus answers the disk, as disks.rs checks)
    if (disk.state.state === 'detached') return accepted(disk)
    if (!attachedTo(inst)(disk))
      throw badRequest(`cannot detach disk "${disk.name}": disk is attached to another instance`)
    if (inst.boot_disk_id === disk.id) throw conflict('boot disk cannot be detached')
    disk.state = { state: 'detached' }
    return accepted(disk)
  },

  instanceExternalIpList: (ctx) => ({ items: externalIps(ctx.db, instOf(ctx)), next_page: null }),

  instanceEphemeralIpAttach(ctx) {
    const inst = instOf(ctx)
    const pool = poolFor(ctx.db, ctx.lookup, me(ctx).silo.id, (ctx.body as Snake<Api.EphemeralIpCreate>).pool_selector)
    // one ephemeral address per IP version
    const v6 = pool.ip_version === 'v6'
    if (
      ctx.db.instanceIps.some((r) => r.instance_id === inst.id && r.kind === 'ephemeral' && r.ip.includes(':') === v6)
    ) {
      throw badRequest(`instance already has an ephemeral IP${pool.ip_version} address`)
    }
    const row = {
      instance_id: inst.id,
      kind: 'ephemeral' as const,
      ip: allocateIp(ctx.db, pool.id),
      ip_pool_id: pool.id,
    }
    ctx.db.instanceIps.push(row)
    return accepted({ kind: 'ephemeral', ip: row.ip, ip_pool_id: row.ip_pool_id })
  },

  instanceEphemeralIpDetach(ctx) {
    const inst = instOf(ctx)
    const v6 = ctx.query.ip_version === 'v6'
    const row = ctx.db.instanceIps.find(
      (r) =>
        r.instance_id === inst.id && r.kind === 'ephemeral' && (!ctx.query.ip_version || r.ip.includes(':') === v6),
    )
    if (!row) throw badRequest('instance does not have an ephemeral IP attached')
    removeFrom(ctx.db.instanceIps, (r) => r === row)
  },

  /** History of the console: exactly one of from_start / most_recent, at most max_bytes. */
  instanceSerialConsole(ctx) {
    const inst = instOf(ctx)
    requireInstanceState('open the serial console of', inst)
    const bytes = bootBytes(inst)
    const { from_start, most_recent, max_bytes } = ctx.query
    if ((from_start === undefined) === (most_recent === undefined)) {
      throw badRequest('Exactly one of from_start or most_recent must be specified')
    }
    const start =
      from_start !== undefined
        ? Math.min(Number(from_start), bytes.length)
        : Math.max(0, bytes.length - Number(most_recent))
    const end = max_bytes !== undefined ? Math.min(bytes.length, start + Number(max_bytes)) : bytes.length
    return { data: [...bytes.slice(start, end)], last_byte_offset: end }
  },

  /** Over plain HTTP the stream is refused: it needs the WebSocket upgrade. */
  instanceSerialConsoleStream(ctx) {
    const inst = instOf(ctx)
    requireInstanceState('open the serial console of', inst)
    throw badRequest('expected a WebSocket upgrade request')
  },

  instanceSshPublicKeyList(ctx) {
    const inst = instOf(ctx)
    const ids = new Set(ctx.db.instanceSshKeys[inst.id] ?? [])
    return paginate(
      ctx,
      ctx.db.sshKeys.filter((k) => ids.has(k.id)),
    )
  },

  instanceAffinityGroupList(ctx) {
    const inst = instOf(ctx)
    const ids = new Set(ctx.db.affinityMembers.filter((m) => m.instance_id === inst.id).map((m) => m.group_id))
    return paginate(
      ctx,
      ctx.db.affinityGroups.filter((g) => ids.has(g.id)),
    )
  },

  instanceAntiAffinityGroupList(ctx) {
    const inst = instOf(ctx)
    const ids = new Set(ctx.db.antiAffinityMembers.filter((m) => m.instance_id === inst.id).map((m) => m.group_id))
    return paginate(
      ctx,
      ctx.db.antiAffinityGroups.filter((g) => ids.has(g.id)),
    )
  },
}
