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
import { bgpMessageHistory } from './bgp-history'
import { paginate } from './paginate'
import { blockFor, portSettingsCreate } from './port-settings'

type Lot = Snake<Api.AddressLot>

const lotBlocks = (ctx: Ctx, lot: Lot) =>
  ctx.db.addressLotBlocks.filter((b) => b.address_lot_id === lot.id).map((b) => omit(b, 'address_lot_id'))

const lots = crud({
  type: 'address-lot',
  rows: (db) => db.addressLots,
  find: (ctx) => ctx.lookup.addressLot(ctx.path),
  checkDelete(ctx, lot) {
    const blocks = new Set(ctx.db.addressLotBlocks.filter((b) => b.address_lot_id === lot.id).map((b) => b.id))
    if (
      ctx.db.loopbackAddresses.some((l) => blocks.has(l.address_lot_block_id)) ||
      ctx.db.bgpAnnouncements.some((a) => blocks.has(a.address_lot_block_id))
    ) {
      throw badRequest('address lot is in use')
    }
  },
  onDelete: (ctx, lot) => removeFrom(ctx.db.addressLotBlocks, (b) => b.address_lot_id === lot.id),
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
