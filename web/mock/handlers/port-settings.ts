/**
 * networkingSwitchPortSettingsCreate (system-networking.ts): the checks nexus makes before it
 * stores settings, and the address lot block an address must come from (loopbacks too).
 */
import { HttpResponse } from 'msw'
import { newId, timestamps } from '../db'
import { badRequest } from '../errors'
import { ipToBig, isV6 } from '../ip'
import type { Api, Snake } from '../wire'
import { errIfExists, sentinel, type Ctx } from './ctx'

type Settings = Snake<Api.SwitchPortSettings>

/** The block of a lot holding `ip`, as loopbacks and announcements must come from one. */
export function blockFor(ctx: Ctx, lotKey: string, ip: string) {
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

const GEOMETRY_LINKS: Record<Api.SwitchPortGeometry, number> = { qsfp28x1: 1, qsfp28x2: 2, sfp28x4: 4 }

export function portSettingsCreate(ctx: Ctx) {
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
