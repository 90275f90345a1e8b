/** /v1/system/hardware: racks, sleds (+instances, disks, provision policy, membership), switches and ports. */
import { HttpResponse } from 'msw'
import { newId, timestamps, type Db } from '../db'
import { badRequest, notFound } from '../errors'
import type { Api, Snake } from '../wire'
import type { Ctx, Handlers } from './ctx'
import { adoptDue } from './disk-adoption'
import { paginate } from './paginate'

const sledOf = (ctx: Ctx) => ctx.lookup.byId('sled', ctx.db.sleds, ctx.path.sled_id)
const rackOf = (ctx: Ctx, id = ctx.path.rack_id) => ctx.lookup.byId('rack', ctx.db.racks, id)

/** A switch port is named by (rack, switch slot, port name). */
function portOf(ctx: Ctx, sel: Record<string, string | undefined> = { ...ctx.query, ...ctx.path }) {
  rackOf(ctx, sel.rack_id)
  const port = ctx.db.switchPorts.find(
    (p) => p.rack_id === sel.rack_id && p.switch_slot === sel.switch_slot && p.port_name === sel.port,
  )
  if (!port) throw notFound('switch-port', sel.port ?? '')
  return port
}

/** Mock pace of a membership change: each new member acknowledges this long after the previous one. */
const MEMBER_ACK_MS = 6000

/** The sleds a change started with, in order (members acknowledge one by one). */
const started = new WeakMap<object, Snake<Api.BaseboardId>[]>()

/**
 * The uninitialized sleds a change is adding, held until it ends. Nexus's add only proposes a trust quorum
 * configuration; a sled is in the rack's sled list once it has joined, so here once the change commits. An
 * aborted change puts them back among the uninitialized, and no listed sled ever leaves the list under a
 * reader who is going through it.
 */
const joining = new WeakMap<object, Snake<Api.UninitializedSled>[]>()

/** Moves an in-progress change along with the clock: members acknowledge one by one, then it commits. */
function advance(db: Db, status: Snake<Api.RackMembershipStatus>, now = Date.now()) {
  const initial = started.get(status)
  if (status.state !== 'in_progress' || !initial) return status
  const acked = Math.floor((now - new Date(status.time_created).getTime()) / MEMBER_ACK_MS)
  status.unacknowledged_members = initial.slice(acked)
  if (status.unacknowledged_members.length === 0) {
    status.state = 'committed'
    status.time_committed = new Date(now).toISOString()
    for (const u of joining.get(status) ?? []) db.sleds.push(joinedSled(u))
    joining.delete(status)
  }
  return status
}

/** Every change moved along: read before the sleds, so a committed change's sleds are listed. */
function advanceAll(db: Db) {
  for (const m of db.rackMemberships) advance(db, m)
}

const joinedSled = (u: Snake<Api.UninitializedSled>): Db['sleds'][number] => ({
  id: newId(),
  rack_id: u.rack_id,
  slot: u.cubby,
  baseboard: u.baseboard,
  policy: { kind: 'in_service', provision_policy: 'provisionable' },
  state: 'active',
  usable_hardware_threads: 128,
  usable_physical_ram: 1024 ** 4 - 24 * 1024 ** 3,
  ...timestamps(),
})

export const hardwareHandlers: Handlers = {
  rackList: (ctx) => paginate(ctx, ctx.db.racks, 'id_ascending'),
  rackView: (ctx) => rackOf(ctx),

  sledList: (ctx) => {
    advanceAll(ctx.db)
    return paginate(ctx, ctx.db.sleds, 'id_ascending')
  },
  sledView: (ctx) => {
    advanceAll(ctx.db)
    return sledOf(ctx)
  },
  sledPhysicalDiskList(ctx) {
    const sled = sledOf(ctx)
    adoptDue(ctx.db)
    return paginate(
      ctx,
      ctx.db.physicalDisks.filter((d) => d.sled_id === sled.id),
      'id_ascending',
    )
  },

  sledInstanceList(ctx) {
    const sled = sledOf(ctx)
    const { db } = ctx
    // by ID once per request: the large fleet runs thousands of instances over thousands of projects
    const projects = new Map(db.projects.map((p) => [p.id, p]))
    const silos = new Map(db.silos.map((s) => [s.id, s]))
    const rows: Snake<Api.SledInstance>[] = db.instances
      .filter((i) => db.instanceSleds[i.id] === sled.id)
      .map((i) => {
        const project = projects.get(i.project_id)!
        const silo = silos.get(db.projectSilos[project.id])!
        return {
          id: i.id,
          name: i.name,
          state: i.run_state,
          ncpus: i.ncpus,
          memory: i.memory,
          active_sled_id: sled.id,
          migration_id: i.run_state === 'migrating' ? i.id.replace(/^.{8}/, 'ffffffff') : null,
          project_name: project.name,
          silo_name: silo.name,
          time_created: i.time_created,
          time_modified: i.time_modified,
        }
      })
    return paginate(ctx, rows, 'id_ascending')
  },

  sledSetProvisionPolicy(ctx) {
    const sled = sledOf(ctx)
    if (sled.policy.kind === 'expunged') throw badRequest('cannot change the provision policy of an expunged sled')
    const old_state = sled.policy.provision_policy
    const new_state = (ctx.body as Snake<Api.SledProvisionPolicyParams>).state
    sled.policy = { kind: 'in_service', provision_policy: new_state }
    sled.time_modified = new Date().toISOString()
    return { old_state, new_state }
  },

  sledListUninitialized: (ctx) => paginate(ctx, ctx.db.uninitializedSleds, 'none'),

  /** Adding sleds starts a membership change; the new sleds are listed once it commits. */
  rackMembershipAddSleds(ctx) {
    const rack = rackOf(ctx)
    const { db } = ctx
    const ids = (ctx.body as Snake<Api.RackMembershipAddSledsRequest>).sled_ids
    const found = ids.map((b) => {
      const u = db.uninitializedSleds.find(
        (s) => s.rack_id === rack.id && s.baseboard.serial === b.serial_number && s.baseboard.part === b.part_number,
      )
      if (!u) throw badRequest(`sled ${b.part_number}/${b.serial_number} is not an uninitialized sled of this rack`)
      return u
    })
    const prev = db.rackMemberships.filter((m) => m.rack_id === rack.id).at(-1)
    const status: Snake<Api.RackMembershipStatus> = {
      rack_id: rack.id,
      version: (prev?.version ?? 0) + 1,
      state: 'in_progress',
      members: [...(prev?.members ?? []), ...ids],
      unacknowledged_members: ids,
      time_created: new Date().toISOString(),
      time_committed: null,
      time_aborted: null,
    }
    db.rackMemberships.push(status)
    started.set(status, ids)
    joining.set(status, found)
    for (const u of found) db.uninitializedSleds.splice(db.uninitializedSleds.indexOf(u), 1)
    return HttpResponse.json(status)
  },

  /** The latest membership change of the rack, or the one with ?version. */
  rackMembershipStatus(ctx) {
    const rack = rackOf(ctx)
    const all = ctx.db.rackMemberships.filter((m) => m.rack_id === rack.id)
    const status = ctx.query.version ? all.find((m) => m.version === Number(ctx.query.version)) : all.at(-1)
    if (status) advance(ctx.db, status)
    if (!status) throw notFound('rack-membership', ctx.query.version ?? rack.id, ctx.query.version ? 'name' : 'id')
    return status
  },

  /** Only an in-progress change can be aborted; its sleds go back to uninitialized. */
  rackMembershipAbort(ctx) {
    const rack = rackOf(ctx)
    const status = ctx.db.rackMemberships.filter((m) => m.rack_id === rack.id).at(-1)
    if (status) advance(ctx.db, status)
    if (status?.state !== 'in_progress') throw badRequest('no rack membership change is in progress')
    status.state = 'aborted'
    status.time_aborted = new Date().toISOString()
    // none of its sleds joined: the change had not committed
    ctx.db.uninitializedSleds.push(...(joining.get(status) ?? []))
    joining.delete(status)
    return status
  },

  // a requested disk may have been adopted since (handlers/disk-adoption.ts)
  physicalDiskList(ctx) {
    adoptDue(ctx.db)
    return paginate(ctx, ctx.db.physicalDisks, 'id_ascending')
  },
  physicalDiskView(ctx) {
    adoptDue(ctx.db)
    return ctx.lookup.byId('physical-disk', ctx.db.physicalDisks, ctx.path.disk_id)
  },

  switchList: (ctx) => paginate(ctx, ctx.db.switches, 'id_ascending'),
  switchView: (ctx) => ctx.lookup.byId('switch', ctx.db.switches, ctx.path.switch_id),

  networkingSwitchPortList(ctx) {
    const id = ctx.query.switch_port_id
    return paginate(
      ctx,
      ctx.db.switchPorts.filter((p) => !id || p.id === id),
      'id_ascending',
    )
  },

  networkingSwitchPortStatus(ctx) {
    const port = portOf(ctx)
    const up = !!port.port_settings_id
    return {
      link: up ? 'up' : 'down',
      port_name: port.port_name,
      switch_slot: port.switch_slot,
      fsm_state: up ? 'link_up' : 'disabled',
      media: up ? 'optical' : 'none',
      speed: up ? 'speed100_g' : null,
    }
  },

  networkingSwitchPortApplySettings(ctx) {
    const port = portOf(ctx)
    const settings = ctx.lookup.portSettings({ port: (ctx.body as Snake<Api.SwitchPortApplySettings>).port_settings })
    port.port_settings_id = settings.id
  },

  networkingSwitchPortClearSettings(ctx) {
    portOf(ctx).port_settings_id = null
  },

  networkingSwitchPortLldpConfigView(ctx) {
    const port = portOf(ctx)
    const cfg = ctx.db.lldpConfigs.find((c) => c.switch_slot === port.switch_slot && c.port === port.port_name)
    if (!cfg)
      return {
        id: port.id,
        enabled: false,
        link_name: port.port_name,
        chassis_id: null,
        link_description: null,
        management_ip: null,
        system_description: null,
        system_name: null,
      }
    const { switch_slot: _s, port: _p, ...view } = cfg
    return view
  },

  networkingSwitchPortLldpConfigUpdate(ctx) {
    const port = portOf(ctx)
    const body = ctx.body as Snake<Api.LldpLinkConfig>
    const { db } = ctx
    db.lldpConfigs.splice(
      0,
      db.lldpConfigs.length,
      ...db.lldpConfigs.filter((c) => !(c.switch_slot === port.switch_slot && c.port === port.port_name)),
    )
    const { enabled, link_name, link_description, chassis_id, system_name, system_description, management_ip } = body
    db.lldpConfigs.push({
      id: body.id ?? newId(),
      enabled,
      link_name,
      link_description,
      chassis_id,
      system_name,
      system_description,
      management_ip,
      switch_slot: port.switch_slot,
      port: port.port_name,
    })
  },

  networkingSwitchPortLldpNeighbors(ctx) {
    const port = portOf(ctx, ctx.path)
    const rows = ctx.db.lldpNeighbors.filter(
      (n) => n.switch_slot === port.switch_slot && n.local_port === port.port_name,
    )
    return paginate(
      ctx,
      rows.map(({ switch_slot: _, ...n }) => n),
      'none',
    )
  },
}
