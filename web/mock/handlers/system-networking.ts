/**
 * /v1/system/networking: address lots and blocks, BGP configs and announce
 * sets, loopback addresses, switch port settings, allow list, inbound ICMP,
 * BFD, and read-only BGP state.
 */
import { HttpResponse } from 'msw'
import { newId, timestamps } from '../db'
import { badRequest, notFound } from '../errors'
import { ipToBig, isV6 } from '../ip'
import type { Api, Snake } from '../wire'
import { errIfExists, omit, patch, removeFrom, sentinel, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'
import { paginate } from './paginate'

type Lot = Snake<Api.AddressLot>
type Settings = Snake<Api.SwitchPortSettings>

const lotBlocks = (ctx: Ctx, lot: Lot) =>
  ctx.db.addressLotBlocks.filter((b) => b.address_lot_id === lot.id).map((b) => omit(b, 'address_lot_id'))

/** The block of a lot holding `ip`, as loopbacks and announcements must come from one. */
function blockFor(ctx: Ctx, lotKey: string, ip: string) {
  const lot = ctx.lookup.addressLot({ address_lot: lotKey })
  const n = ipToBig(ip)
  const block = ctx.db.addressLotBlocks.find(
    (b) =>
      b.address_lot_id === lot.id &&
      isV6(b.first_address) === isV6(ip) &&
      ipToBig(b.first_address) <= n &&
      n <= ipToBig(b.last_address),
  )
  if (!block) throw badRequest(`address ${ip} is not in any block of address lot "${lot.name}"`)
  return block
}

const lots = crud({
  type: 'address-lot',
  rows: (db) => db.addressLots,
  find: (ctx) => ctx.lookup.addressLot(ctx.path),
  beforeDelete(ctx, lot) {
    const blocks = new Set(ctx.db.addressLotBlocks.filter((b) => b.address_lot_id === lot.id).map((b) => b.id))
    if (
      ctx.db.loopbackAddresses.some((l) => blocks.has(l.address_lot_block_id)) ||
      ctx.db.bgpAnnouncements.some((a) => blocks.has(a.address_lot_block_id))
    ) {
      throw badRequest('address lot is in use')
    }
    removeFrom(ctx.db.addressLotBlocks, (b) => b.address_lot_id === lot.id)
  },
})

const bgp = crud({
  type: 'bgp-config',
  rows: (db) => db.bgpConfigs,
  find: (ctx) => ctx.lookup.bgpConfig(ctx.query),
  view: (row) => omit(row, 'bgp_announce_set_id'),
  make: (ctx, body: Snake<Api.BgpConfigCreate>) => ({
    name: body.name,
    description: body.description,
    asn: body.asn,
    max_paths: body.max_paths ?? 1,
    vrf: body.vrf ?? null,
    bgp_announce_set_id: ctx.lookup.announceSet({ announce_set: body.bgp_announce_set_id }).id,
  }),
})

const loopbacks = crud({
  type: 'loopback-address',
  rows: (db) => db.loopbackAddresses,
  find(ctx) {
    const { rack_id, switch_slot, address, subnet_mask } = ctx.path
    const row = ctx.db.loopbackAddresses.find(
      (l) => l.rack_id === rack_id && l.switch_slot === switch_slot && l.address === `${address}/${subnet_mask}`,
    )
    if (!row) throw notFound('loopback-address', `${address}/${subnet_mask}`)
    return row
  },
  sort: 'id_ascending',
  stamps: false,
  make(ctx, body: Snake<Api.LoopbackAddressCreate>) {
    ctx.lookup.byId('rack', ctx.db.racks, body.rack_id)
    const address = `${body.address}/${body.mask}`
    if (ctx.db.loopbackAddresses.some((l) => l.address === address && l.switch_slot === body.switch_slot))
      throw badRequest(`already exists: loopback-address "${address}"`)
    return {
      rack_id: body.rack_id,
      switch_slot: body.switch_slot,
      address,
      address_lot_block_id: blockFor(ctx, body.address_lot, body.address).id,
    }
  },
})

function portSettingsCreate(ctx: Ctx) {
  const body = ctx.body as Snake<Api.SwitchPortSettingsCreate>
  errIfExists(ctx.db.portSettings, body.name, 'switch-port-settings')
  sentinel.create(body.name)
  // nexus refuses settings that refer to links the port does not have, or more links than its geometry holds
  const links = new Set(body.links.map((l) => l.link_name))
  if (links.size !== body.links.length) throw badRequest('link names must be unique')
  const max = GEOMETRY_LINKS[body.port_config.geometry]
  if (body.links.length > max)
    throw badRequest(`a ${body.port_config.geometry} port has at most ${max} link${max === 1 ? '' : 's'}`)
  for (const ref of [
    ...(body.interfaces ?? []),
    ...body.addresses,
    ...(body.routes ?? []),
    ...(body.bgp_peers ?? []),
  ]) {
    if (!links.has(ref.link_name)) throw badRequest(`link "${ref.link_name}" is not one of the port's links`)
  }
  for (const r of (body.routes ?? []).flatMap((c) => c.routes)) {
    if (isV6(r.gw) !== isV6(r.dst)) throw badRequest(`route to ${r.dst}: gateway ${r.gw} is not the same IP version`)
  }
  for (const p of (body.bgp_peers ?? []).flatMap((c) => c.peers)) ctx.lookup.bgpConfig({ name_or_id: p.bgp_config })
  const id = newId()
  const settings: Settings = {
    id,
    name: body.name,
    description: body.description,
    port: { port_settings_id: id, geometry: body.port_config.geometry },
    groups: (body.groups ?? []).map((g) => ({
      port_settings_id: id,
      port_settings_group_id: ctx.lookup.portSettings({ port: g }).id,
    })),
    links: body.links.map((l) => ({
      port_settings_id: id,
      link_name: l.link_name,
      mtu: l.mtu,
      autoneg: l.autoneg,
      fec: l.fec ?? null,
      speed: l.speed,
      tx_eq_config: l.tx_eq ?? null,
      lldp_link_config: {
        id: newId(),
        enabled: l.lldp.enabled,
        link_name: l.lldp.link_name ?? null,
        link_description: l.lldp.link_description ?? null,
        chassis_id: l.lldp.chassis_id ?? null,
        system_name: l.lldp.system_name ?? null,
        system_description: l.lldp.system_description ?? null,
        management_ip: l.lldp.management_ip ?? null,
      },
    })),
    interfaces: (body.interfaces ?? []).map((i) => ({
      id: newId(),
      port_settings_id: id,
      interface_name: i.link_name,
      kind: i.kind,
      v6_enabled: i.v6_enabled,
    })),
    routes: (body.routes ?? []).flatMap((r) =>
      r.routes.map((x) => ({
        port_settings_id: id,
        interface_name: r.link_name,
        dst: x.dst,
        gw: x.gw,
        vlan_id: x.vid ?? null,
        rib_priority: x.rib_priority ?? null,
      })),
    ),
    bgp_peers: (body.bgp_peers ?? []).flatMap((p) => p.peers),
    addresses: body.addresses.flatMap((a) =>
      a.addresses.map((x) => {
        const lot = ctx.lookup.addressLot({ address_lot: x.address_lot })
        const block = blockFor(ctx, lot.id, x.address.split('/')[0])
        return {
          port_settings_id: id,
          interface_name: a.link_name,
          address: x.address,
          address_lot_block_id: block.id,
          address_lot_id: lot.id,
          address_lot_name: lot.name,
          vlan_id: x.vlan_id ?? null,
        }
      }),
    ),
    ...timestamps(),
  }
  ctx.db.portSettings.push(settings)
  return HttpResponse.json(settings, { status: 201 })
}

export const systemNetworkingHandlers: Handlers = {
  networkingAddressLotList: lots.list,
  networkingAddressLotView: (ctx) => {
    const lot = ctx.lookup.addressLot(ctx.path)
    return { lot, blocks: lotBlocks(ctx, lot) }
  },
  networkingAddressLotCreate(ctx) {
    const body = ctx.body as Snake<Api.AddressLotCreate>
    errIfExists(ctx.db.addressLots, body.name, 'address-lot')
    sentinel.create(body.name)
    for (const b of body.blocks) {
      if (isV6(b.first_address) !== isV6(b.last_address) || ipToBig(b.last_address) < ipToBig(b.first_address)) {
        throw badRequest(`invalid address lot block ${b.first_address}-${b.last_address}`)
      }
    }
    const lot: Lot = { id: newId(), name: body.name, description: body.description, kind: body.kind, ...timestamps() }
    ctx.db.addressLots.push(lot)
    ctx.db.addressLotBlocks.push(
      ...body.blocks.map((b) => ({
        id: newId(),
        address_lot_id: lot.id,
        first_address: b.first_address,
        last_address: b.last_address,
      })),
    )
    return HttpResponse.json({ lot, blocks: lotBlocks(ctx, lot) }, { status: 201 })
  },
  networkingAddressLotDelete: lots.remove,
  networkingAddressLotBlockList(ctx) {
    const lot = ctx.lookup.addressLot(ctx.path)
    return paginate(ctx, lotBlocks(ctx, lot), 'id_ascending')
  },

  networkingBgpConfigList: bgp.list,
  networkingBgpConfigCreate: bgp.create,
  networkingBgpConfigDelete: bgp.remove,
  /** Only the fields given change; the ASN is not among them (a new ASN is a new configuration). */
  networkingBgpConfigUpdate(ctx) {
    const config = ctx.lookup.bgpConfig(ctx.query)
    const body = ctx.body as Snake<Api.BgpConfigUpdate>
    if (body.name && body.name !== config.name) errIfExists(ctx.db.bgpConfigs, body.name, 'bgp-config')
    const setId = body.bgp_announce_set_id
      ? ctx.lookup.announceSet({ announce_set: body.bgp_announce_set_id }).id
      : config.bgp_announce_set_id
    patch(config, body, ['name', 'description', 'max_paths'])
    config.bgp_announce_set_id = setId
    return omit(config, 'bgp_announce_set_id')
  },

  /** Not paginated on the server: a plain array. */
  networkingBgpAnnounceSetList: (ctx) => paginate(ctx, ctx.db.bgpAnnounceSets).items,
  /** PUT creates or replaces the set named in the body, with its announcements. */
  networkingBgpAnnounceSetUpdate(ctx) {
    const body = ctx.body as Snake<Api.BgpAnnounceSetCreate>
    let set = ctx.db.bgpAnnounceSets.find((s) => s.name === body.name)
    const anns = body.announcement.map((a) => ({
      network: a.network,
      address_lot_block_id: resolveBlock(ctx, a.address_lot_block),
    }))
    if (!set)
      ctx.db.bgpAnnounceSets.push(
        (set = { id: newId(), name: body.name, description: body.description, ...timestamps() }),
      )
    else Object.assign(set, { description: body.description, time_modified: new Date().toISOString() })
    const setId = set.id
    removeFrom(ctx.db.bgpAnnouncements, (a) => a.announce_set_id === setId)
    ctx.db.bgpAnnouncements.push(...anns.map((a) => ({ ...a, announce_set_id: setId })))
    return set
  },
  networkingBgpAnnounceSetDelete(ctx) {
    const set = ctx.lookup.announceSet(ctx.path)
    const user = ctx.db.bgpConfigs.find((c) => c.bgp_announce_set_id === set.id)
    if (user) throw badRequest(`announce set is used by BGP config "${user.name}"`)
    removeFrom(ctx.db.bgpAnnouncements, (a) => a.announce_set_id === set.id)
    removeFrom(ctx.db.bgpAnnounceSets, (s) => s.id === set.id)
  },
  networkingBgpAnnouncementList(ctx) {
    const set = ctx.lookup.announceSet(ctx.path)
    return ctx.db.bgpAnnouncements.filter((a) => a.announce_set_id === set.id)
  },
  networkingBgpStatus: (ctx) => ctx.db.bgpPeerStatus,
  networkingBgpExported: (ctx) => ctx.db.bgpExported,
  networkingBgpImported(ctx) {
    asnOf(ctx)
    return ctx.db.bgpImported
  },
  networkingBgpMessageHistory(ctx) {
    return bgpMessageHistory(ctx, asnOf(ctx))
  },

  networkingLoopbackAddressList: loopbacks.list,
  networkingLoopbackAddressCreate: loopbacks.create,
  networkingLoopbackAddressDelete: loopbacks.remove,

  networkingSwitchPortSettingsList(ctx) {
    const key = ctx.query.port_settings
    const rows = key ? [ctx.lookup.portSettings({ port: key })] : ctx.db.portSettings
    const page = paginate(ctx, rows)
    return {
      items: page.items.map(({ id, name, description, time_created, time_modified }) => ({
        id,
        name,
        description,
        time_created,
        time_modified,
      })),
      next_page: page.next_page,
    }
  },
  networkingSwitchPortSettingsCreate: portSettingsCreate,
  networkingSwitchPortSettingsView: (ctx) => ctx.lookup.portSettings(ctx.path),
  networkingSwitchPortSettingsDelete(ctx) {
    const settings = ctx.lookup.portSettings({ port: ctx.query.port_settings })
    if (ctx.db.switchPorts.some((p) => p.port_settings_id === settings.id))
      throw badRequest('switch port settings are applied to a port; clear them first')
    sentinel.delete(settings)
    removeFrom(ctx.db.portSettings, (s) => s.id === settings.id)
  },

  networkingAllowListView: (ctx) => ctx.db.allowList,
  networkingAllowListUpdate(ctx) {
    const body = ctx.body as Snake<Api.AllowListUpdate>
    if (body.allowed_ips.allow === 'list' && body.allowed_ips.ips.length === 0)
      throw badRequest('allow list must contain at least one entry; use "any" to allow all')
    ctx.db.allowList = {
      allowed_ips: body.allowed_ips,
      time_created: ctx.db.allowList.time_created,
      time_modified: new Date().toISOString(),
    }
    return ctx.db.allowList
  },

  networkingInboundIcmpView: (ctx) => ctx.db.inboundIcmp,
  networkingInboundIcmpUpdate(ctx) {
    ctx.db.inboundIcmp = { enabled: !!(ctx.body as Snake<Api.ServiceIcmpConfig>).enabled }
  },

  networkingBfdStatus: (ctx) => ctx.db.bfdSessions,
  networkingBfdEnable(ctx) {
    const body = ctx.body as Snake<Api.BfdSessionEnable>
    removeFrom(ctx.db.bfdSessions, (s) => s.peer === body.remote && s.switch_slot === body.switch_slot)
    ctx.db.bfdSessions.push({
      peer: body.remote,
      local: body.local ?? null,
      mode: body.mode,
      detection_threshold: body.detection_threshold,
      required_rx: body.required_rx,
      switch_slot: body.switch_slot,
      state: 'init',
    })
  },
  networkingBfdDisable(ctx) {
    const body = ctx.body as Snake<Api.BfdSessionDisable>
    removeFrom(ctx.db.bfdSessions, (s) => s.peer === body.remote && s.switch_slot === body.switch_slot)
  },
}

const GEOMETRY_LINKS: Record<Api.SwitchPortGeometry, number> = { qsfp28x1: 1, qsfp28x2: 2, sfp28x4: 4 }

/** A dotted-quad router id as the u32 the router daemon reports. */
const routerIdOf = (ip: string) => ip.split('.').reduce((n, b) => n * 256 + Number(b), 0)
const prefixOf = (cidr: string) => {
  const [addr, len] = cidr.split('/')
  return { value: addr.split('.').map(Number), length: Number(len) }
}
/** The 4-byte ASN placeholder in the OPEN message's 2-byte field (RFC 6793). */
const openOf = (asn: number, hold: number, id: string) => ({
  type: 'open',
  value: {
    version: 4,
    asn: asn > 65535 ? 23456 : asn,
    hold_time: hold,
    id: routerIdOf(id),
    parameters: [{ capabilities: [{ four_octet_as: { asn } }] }],
  },
})

/**
 * Deterministic message history per peer of the ASN (the shape mgd reports: received / sent
 * entries of { timestamp, message: { type, value } }). An established peer opened, exchanged
 * routes and keeps alive every 2 s; a peer stuck in another state keeps timing out.
 */
function bgpMessageHistory(ctx: Ctx, asn: number) {
  const now = Date.now()
  const at = (ms: number) => new Date(now - ms).toISOString()
  const slots = [...new Set(ctx.db.switchPorts.map((p) => p.switch_slot))].sort()
  return {
    switch_histories: slots.map((slot) => ({
      switch: slot,
      history: Object.fromEntries(
        ctx.db.bgpPeerStatus
          .filter((p) => p.switch === slot && p.local_asn === asn)
          .map((p) => {
            const local = ctx.db.bfdSessions.find((b) => b.peer === p.addr)?.local ?? '192.0.2.11'
            const since = p.state_duration_millis
            if (p.state !== 'established') {
              return [
                p.addr,
                {
                  sent: [0, 1, 2].map((i) => ({
                    timestamp: at(since - i * 30_000 + 6_000),
                    message: openOf(asn, 6, local),
                  })),
                  received: [
                    {
                      timestamp: at(since),
                      message: {
                        type: 'notification',
                        value: {
                          error_code: 'hold_timer_expired',
                          error_subcode: { hold_time: 'unspecific' },
                          data: [],
                        },
                      },
                    },
                  ],
                },
              ]
            }
            const imported = ctx.db.bgpImported.filter((r) => r.switch === slot && r.nexthop === p.addr)
            const exported = ctx.db.bgpExported.filter((r) => r.switch === slot && r.peer_id === p.peer_id)
            const update = (nlri: string[], nextHop: string) => ({
              type: 'update',
              value: {
                withdrawn: [],
                path_attributes: [{ typ: { flags: 64, type_code: 'next_hop' }, value: { next_hop: nextHop } }],
                nlri: nlri.map(prefixOf),
              },
            })
            return [
              p.addr,
              {
                received: [
                  { timestamp: at(since), message: openOf(p.remote_asn, 6, p.peer_id) },
                  { timestamp: at(since - 1_000), message: { type: 'keep_alive' } },
                  {
                    timestamp: at(since - 2_000),
                    message: update(
                      imported.map((r) => r.prefix),
                      p.addr,
                    ),
                  },
                  { timestamp: at(4_000), message: { type: 'keep_alive' } },
                  { timestamp: at(2_000), message: { type: 'keep_alive' } },
                ],
                sent: [
                  { timestamp: at(since + 100), message: openOf(asn, 6, local) },
                  { timestamp: at(since - 1_000), message: { type: 'keep_alive' } },
                  {
                    timestamp: at(since - 2_100),
                    message: update(
                      exported.map((r) => r.prefix),
                      local,
                    ),
                  },
                  { timestamp: at(3_000), message: { type: 'keep_alive' } },
                  { timestamp: at(1_000), message: { type: 'keep_alive' } },
                ],
              },
            ]
          }),
      ),
    })),
  }
}

function asnOf(ctx: Ctx) {
  const asn = Number(ctx.query.asn)
  if (!ctx.db.bgpConfigs.some((c) => c.asn === asn)) throw notFound('bgp-config', `asn ${ctx.query.asn}`, 'name')
  return asn
}

/** An announcement names an address lot block by id, or by the lot's name (its first block). */
function resolveBlock(ctx: Ctx, key: string) {
  const block = ctx.db.addressLotBlocks.find((b) => b.id === key)
  if (block) return block.id
  const lot = ctx.lookup.addressLot({ address_lot: key })
  const first = ctx.db.addressLotBlocks.find((b) => b.address_lot_id === lot.id)
  if (!first) throw badRequest(`address lot "${lot.name}" has no blocks`)
  return first.id
}
