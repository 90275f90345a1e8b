/*
 * Switch port settings create form: values as typed and the nexus SwitchPortSettingsCreate body
 * (its checks: ./port-settings-validate.ts). Pure, so the page and the unit tests share it.
 */
import type {
  AddressConfig,
  BgpPeerConfig,
  LinkFec,
  LinkSpeed,
  RouteConfig,
  SwitchPortGeometry,
  SwitchPortSettingsCreate,
} from '../../../api/generated/types'

export type LinkRow = {
  name: string
  mtu: string
  speed: LinkSpeed
  fec: LinkFec | ''
  autoneg: boolean
  lldp: boolean
  v6: boolean
}
export type AddressRow = { link: string; lot: string; address: string; vlan: string }
export type RouteRow = { link: string; dst: string; gw: string; vid: string }
export type PeerRow = {
  link: string
  bgpConfig: string
  address: string
  holdTime: string
  idleHoldTime: string
  connectRetry: string
  keepalive: string
}

export type PortSettingsValues = {
  name: string
  description: string
  geometry: SwitchPortGeometry
  links: LinkRow[]
  addresses: AddressRow[]
  routes: RouteRow[]
  peers: PeerRow[]
}

export const geometryOptions: { value: SwitchPortGeometry; label: string; links: number }[] = [
  { value: 'qsfp28x1', label: 'QSFP28 ×1 (one 4-lane link)', links: 1 },
  { value: 'qsfp28x2', label: 'QSFP28 ×2 (two 2-lane links)', links: 2 },
  { value: 'sfp28x4', label: 'SFP28 ×4 (four 1-lane links)', links: 4 },
]

export const speedOptions: { value: LinkSpeed; label: string }[] = [
  { value: 'speed1_g', label: '1 Gbit/s' },
  { value: 'speed10_g', label: '10 Gbit/s' },
  { value: 'speed25_g', label: '25 Gbit/s' },
  { value: 'speed40_g', label: '40 Gbit/s' },
  { value: 'speed50_g', label: '50 Gbit/s' },
  { value: 'speed100_g', label: '100 Gbit/s' },
  { value: 'speed200_g', label: '200 Gbit/s' },
  { value: 'speed400_g', label: '400 Gbit/s' },
]

export const fecOptions: { value: LinkFec | ''; label: string }[] = [
  { value: '', label: 'Default for the media' },
  { value: 'rs', label: 'Reed-Solomon' },
  { value: 'firecode', label: 'Firecode' },
  { value: 'none', label: 'None' },
]

/** A speed as people read it: 'speed100_g' -> '100 Gbit/s'. */
export const speedLabel = (s: LinkSpeed) =>
  speedOptions.find((o) => o.value === s)?.label ?? (s === 'speed0_g' ? '0 Gbit/s' : s)

export const newLink = (i: number): LinkRow => ({
  name: `phy${i}`,
  mtu: '1500',
  speed: 'speed100_g',
  fec: '',
  autoneg: false,
  lldp: true,
  v6: false,
})
export const newAddress = (link = 'phy0'): AddressRow => ({ link, lot: '', address: '', vlan: '' })
export const newRoute = (link = 'phy0'): RouteRow => ({ link, dst: '', gw: '', vid: '' })
/** RFC 4271 suggests 90 s hold and a keepalive a third of that; idle hold and connect retry as mgd's defaults. */
export const newPeer = (link = 'phy0'): PeerRow => ({
  link,
  bgpConfig: '',
  address: '',
  holdTime: '6',
  idleHoldTime: '3',
  connectRetry: '3',
  keepalive: '2',
})

export const portSettingsDefaults = (): PortSettingsValues => ({
  name: '',
  description: '',
  geometry: 'qsfp28x1',
  links: [newLink(0)],
  addresses: [],
  routes: [],
  peers: [],
})

/** Rows grouped by link, in link order (the API takes one entry per link). */
function byLink<R extends { link: string }, T>(
  links: LinkRow[],
  rows: R[],
  make: (linkName: string, rows: R[]) => T,
): T[] {
  return links
    .map((l) => l.name.trim())
    .flatMap((name) => {
      const mine = rows.filter((r) => r.link === name)
      return mine.length ? [make(name, mine)] : []
    })
}

const optionalInt = (s: string) => (s.trim() === '' ? null : Number(s.trim()))

/** The nexus SwitchPortSettingsCreate body (camelCase; the client snake_cases it). Call only when valid. */
export function toPortSettingsBody(v: PortSettingsValues): SwitchPortSettingsCreate {
  const addresses: AddressConfig[] = byLink(v.links, v.addresses, (linkName, rows) => ({
    linkName,
    addresses: rows.map((a) => ({ address: a.address.trim(), addressLot: a.lot, vlanId: optionalInt(a.vlan) })),
  }))
  const routes: RouteConfig[] = byLink(v.links, v.routes, (linkName, rows) => ({
    linkName,
    routes: rows.map((r) => ({ dst: r.dst.trim(), gw: r.gw.trim(), vid: optionalInt(r.vid) })),
  }))
  const bgpPeers: BgpPeerConfig[] = byLink(v.links, v.peers, (linkName, rows) => ({
    linkName,
    peers: rows.map((p) => ({
      addr: { type: 'numbered', ip: p.address.trim() },
      bgpConfig: p.bgpConfig,
      allowedImport: { type: 'no_filtering' },
      allowedExport: { type: 'no_filtering' },
      communities: [],
      connectRetry: Number(p.connectRetry.trim()),
      delayOpen: 0,
      enforceFirstAs: false,
      holdTime: Number(p.holdTime.trim()),
      idleHoldTime: Number(p.idleHoldTime.trim()),
      keepalive: Number(p.keepalive.trim()),
    })),
  }))
  return {
    name: v.name.trim(),
    description: v.description,
    portConfig: { geometry: v.geometry },
    groups: [],
    links: v.links.map((l) => ({
      linkName: l.name.trim(),
      mtu: Number(l.mtu.trim()),
      speed: l.speed,
      fec: l.fec || null,
      autoneg: l.autoneg,
      lldp: { enabled: l.lldp },
    })),
    // every physical link carries exactly one primary interface, which its addresses live on
    interfaces: v.links.map((l) => ({ linkName: l.name.trim(), kind: { type: 'primary' }, v6Enabled: l.v6 })),
    addresses,
    routes,
    bgpPeers,
  }
}
