/**
 * Switch port settings create form, its checks (./port-settings-form.ts has the values and the
 * body): per-field messages, and the form's summary lines in form order.
 */
import { ipVersion, parseIpNet, validateIp, validateIpNet } from '../../../util/ip'
import { requiredMessage, validateName } from '../../../util/validate'
import { geometryOptions, type PortSettingsValues } from './port-settings-form'

export const LINKS_REQUIRED = 'Add at least one link'
export const LINK_DUPLICATE = 'Link names must be unique'
export const LINK_UNKNOWN = 'Choose one of the links above'
export const MTU_INVALID = 'MTU must be a whole number from 1280 to 9216'
export const VLAN_INVALID = 'VLAN ID must be a whole number from 1 to 4095'
export const GW_VERSION = 'Gateway must be the same IP version as the destination'
export const SECONDS_INVALID = (label: string) => `${label} must be a whole number of seconds from 0 to 65535`
export const KEEPALIVE_TOO_LONG = 'Keepalive must be shorter than the hold time'
export const TOO_MANY_LINKS = (geometry: string, max: number) =>
  `A ${geometry} port has at most ${max} link${max === 1 ? '' : 's'}`

type LinkErrors = { name?: string; mtu?: string }
type AddressErrors = { link?: string; lot?: string; address?: string; vlan?: string }
type RouteErrors = { link?: string; dst?: string; gw?: string; vid?: string }
type PeerErrors = {
  link?: string
  bgpConfig?: string
  address?: string
  holdTime?: string
  idleHoldTime?: string
  connectRetry?: string
  keepalive?: string
}

export type PortSettingsErrors = {
  name?: string
  /** Problems with the list of links as a whole (none, too many for the geometry). */
  links?: string
  link: LinkErrors[]
  address: AddressErrors[]
  route: RouteErrors[]
  peer: PeerErrors[]
}

const wholeIn = (s: string, min: number, max: number) =>
  /^\d+$/.test(s.trim()) && Number(s.trim()) >= min && Number(s.trim()) <= max
const optionalVlan = (s: string) => (s.trim() === '' || wholeIn(s, 1, 4095) ? undefined : VLAN_INVALID)
const seconds = (s: string, label: string) =>
  s.trim() === '' ? requiredMessage(label) : wholeIn(s, 0, 65535) ? undefined : SECONDS_INVALID(label)
const clean = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T

/** Per-field problems; `portSettingsErrorList` flattens them for the form's summary. */
export function validatePortSettings(v: PortSettingsValues): PortSettingsErrors {
  const names = v.links.map((l) => l.name.trim())
  const known = new Set(names.filter(Boolean))
  const linkOf = (s: string) => (!s ? requiredMessage('Link') : known.has(s) ? undefined : LINK_UNKNOWN)
  const max = geometryOptions.find((g) => g.value === v.geometry)?.links ?? 1
  return {
    name: validateName(v.name.trim()),
    links: v.links.length === 0 ? LINKS_REQUIRED : v.links.length > max ? TOO_MANY_LINKS(v.geometry, max) : undefined,
    link: v.links.map((l, i) =>
      clean({
        name: validateName(names[i], 'Link name') ?? (names.indexOf(names[i]) !== i ? LINK_DUPLICATE : undefined),
        mtu: wholeIn(l.mtu, 1280, 9216) ? undefined : MTU_INVALID,
      }),
    ),
    address: v.addresses.map((a) =>
      clean({
        link: linkOf(a.link),
        lot: a.lot ? undefined : requiredMessage('Address lot'),
        address: a.address.trim() ? validateIpNet(a.address.trim()) : requiredMessage('Address'),
        vlan: optionalVlan(a.vlan),
      }),
    ),
    route: v.routes.map((r) => {
      const dst = r.dst.trim() ? validateIpNet(r.dst.trim()) : requiredMessage('Destination')
      let gw = r.gw.trim() ? validateIp(r.gw.trim()) : requiredMessage('Gateway')
      const net = parseIpNet(r.dst.trim())
      if (!dst && !gw && net.ok && net.version !== ipVersion(r.gw.trim())) gw = GW_VERSION
      return clean({ link: linkOf(r.link), dst, gw, vid: optionalVlan(r.vid) })
    }),
    peer: v.peers.map((p) => {
      const hold = seconds(p.holdTime, 'Hold time')
      let keepalive = seconds(p.keepalive, 'Keepalive')
      if (!hold && !keepalive && Number(p.holdTime) > 0 && Number(p.keepalive) >= Number(p.holdTime))
        keepalive = KEEPALIVE_TOO_LONG
      return clean({
        link: linkOf(p.link),
        bgpConfig: p.bgpConfig ? undefined : requiredMessage('BGP configuration'),
        address: p.address.trim() ? validateIp(p.address.trim()) : requiredMessage('Peer address'),
        holdTime: hold,
        idleHoldTime: seconds(p.idleHoldTime, 'Idle hold time'),
        connectRetry: seconds(p.connectRetry, 'Connect retry'),
        keepalive,
      })
    }),
  }
}

const fieldLabels: Record<string, string> = {
  name: 'link name',
  mtu: 'MTU',
  link: 'link',
  lot: 'address lot',
  address: 'address',
  vlan: 'VLAN ID',
  dst: 'destination',
  gw: 'gateway',
  vid: 'VLAN ID',
  bgpConfig: 'BGP configuration',
  holdTime: 'hold time',
  idleHoldTime: 'idle hold time',
  connectRetry: 'connect retry',
  keepalive: 'keepalive',
}

/** 'Link 1: MTU must be…', 'Address 2 address: Max width…' lines, in form order; empty when the form may be sent. */
export function portSettingsErrorList(e: PortSettingsErrors): string[] {
  const rows = (kind: string, list: Record<string, string | undefined>[]) =>
    list.flatMap((row, i) =>
      Object.entries(row).flatMap(([k, msg]) => {
        if (!msg) return []
        const field = fieldLabels[k] ?? k
        // 'Address 1: Address lot is required', but 'Address 1 address: Max width for IPv4 is 32'
        return [
          msg.toLowerCase().startsWith(field.toLowerCase())
            ? `${kind} ${i + 1}: ${msg}`
            : `${kind} ${i + 1} ${field}: ${msg}`,
        ]
      }),
    )
  return [
    ...(e.name ? [e.name] : []),
    ...(e.links ? [e.links] : []),
    ...rows('Link', e.link),
    ...rows('Address', e.address),
    ...rows('Route', e.route),
    ...rows('BGP peer', e.peer),
  ]
}
