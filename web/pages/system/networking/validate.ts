/*
 * Rack networking form validation (the rules: validation "IP address"), pure so forms and tests share it.
 */
import type { SwitchSlot } from '../../../api/generated/types'
import { ipVersion, validateIp, validateIpNet } from '../../../util/ip'
import { requiredMessage, validateName } from '../../../util/validate'
import { ipToBigInt } from './ip-pools/ip-range'

export const BLOCK_MIXED_VERSIONS = 'First and last must be the same IP version'
export const BLOCK_BACKWARDS = 'Last address must not be below the first'
export const BLOCKS_REQUIRED = 'Add at least one block'
export const ASN_INVALID = 'ASN must be a whole number from 1 to 4294967295'
export const MASK_INVALID = (max: number) => `Mask must be a whole number from 0 to ${max}`
export const NETWORKS_REQUIRED = 'Add at least one network'

export type BlockErrors = { first?: string; last?: string }

/** One address lot block: both ends valid IPs, the same version, first <= last. */
export function validateBlock(firstText: string, lastText: string): BlockErrors {
  const first = firstText.trim()
  const last = lastText.trim()
  const errors: BlockErrors = {
    first: first ? validateIp(first) : requiredMessage('First address'),
    last: last ? validateIp(last) : requiredMessage('Last address'),
  }
  if (errors.first || errors.last) return errors
  if (ipVersion(first) !== ipVersion(last)) return { last: BLOCK_MIXED_VERSIONS }
  if (ipToBigInt(last) < ipToBigInt(first)) return { last: BLOCK_BACKWARDS }
  return {}
}

export type Block = { first: string; last: string }
export type AddressLotValues = { name: string; description: string; kind: 'infra' | 'pool'; blocks: Block[] }

export const addressLotDefaults: AddressLotValues = {
  name: '',
  description: '',
  kind: 'infra',
  blocks: [{ first: '', last: '' }],
}

/** An address lot form's message per field: name, blocks (none at all), block-<i>-first, block-<i>-last. */
export function validateAddressLot(v: AddressLotValues): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {
    name: validateName(v.name.trim()),
    blocks: v.blocks.length === 0 ? BLOCKS_REQUIRED : undefined,
  }
  v.blocks.forEach((b, i) => {
    const e = validateBlock(b.first, b.last)
    out[`block-${i}-first`] = e.first
    out[`block-${i}-last`] = e.last
  })
  return out
}

/** The same problems as one list for the top of the form, each block's named ('Block 2: ...'). */
export function addressLotSummary(errors: Record<string, string | undefined>): string[] {
  return Object.entries(errors).flatMap(([key, message]) => {
    if (!message) return []
    const block = /^block-(\d+)-/.exec(key)
    return [block ? `Block ${Number(block[1]) + 1}: ${message}` : message]
  })
}

/** All problems with an address lot form, as messages (empty when it may be sent). */
export const addressLotErrors = (v: AddressLotValues) => addressLotSummary(validateAddressLot(v))

/** nexus.json AddressLotCreate: the trimmed name and block ends. */
export const addressLotBody = (v: AddressLotValues) => ({
  name: v.name.trim(),
  description: v.description,
  kind: v.kind,
  blocks: v.blocks.map((b) => ({ firstAddress: b.first.trim(), lastAddress: b.last.trim() })),
})

/** A 32-bit ASN as typed; undefined when valid. */
export function validateAsn(s: string): string | undefined {
  const t = s.trim()
  if (!t) return requiredMessage('ASN')
  if (!/^\d+$/.test(t)) return ASN_INVALID
  const n = Number(t)
  return n >= 1 && n <= 4294967295 ? undefined : ASN_INVALID
}

/** A list of IP networks, one per line (blank lines ignored). Returns per-line messages. */
export function parseNetworks(text: string): { networks: string[]; errors: string[] } {
  const networks = text
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter(Boolean)
  const errors = networks.flatMap((n) => {
    const e = validateIpNet(n)
    return e ? [`${n}: ${e}`] : []
  })
  return { networks, errors }
}

/** Loopback address + mask: a valid IP, and a mask within its version's width. */
export function validateLoopback(address: string, mask: string): { address?: string; mask?: string } {
  const a = address.trim()
  const addrErr = a ? validateIp(a) : requiredMessage('Address')
  if (addrErr) return { address: addrErr }
  const max = ipVersion(a) === 6 ? 128 : 32
  const m = mask.trim()
  if (!/^\d+$/.test(m) || Number(m) > max) return { mask: MASK_INVALID(max) }
  return {}
}

export type LoopbackValues = {
  rack: string
  switchSlot: SwitchSlot
  lot: string
  address: string
  mask: string
  anycast: boolean
}
export const loopbackDefaults: LoopbackValues = {
  rack: '',
  switchSlot: 'switch0',
  lot: '',
  address: '',
  mask: '32',
  anycast: false,
}

/** The loopback form's checks; `rack` is the picked rack or the first one listed when none is picked. */
export const validateLoopbackForm = (v: LoopbackValues, rack: string) => ({
  ...validateLoopback(v.address, v.mask),
  rack: rack ? undefined : requiredMessage('Rack'),
  lot: v.lot ? undefined : requiredMessage('Address lot'),
})

/** nexus.json LoopbackAddressCreate. */
export const loopbackBody = (v: LoopbackValues, rack: string) => ({
  rackId: rack,
  switchSlot: v.switchSlot,
  addressLot: v.lot,
  address: v.address.trim(),
  mask: Number(v.mask.trim()),
  anycast: v.anycast,
})

export const MAX_PATHS_INVALID = 'Maximum paths must be a whole number from 1 to 32'

/** nexus.json MaxPathConfig: an integer from 1 to 32. */
export function validateMaxPaths(text: string): string | undefined {
  const t = text.trim()
  return /^\d+$/.test(t) && Number(t) >= 1 && Number(t) <= 32 ? undefined : MAX_PATHS_INVALID
}

/** The BGP config edit form, shaped like the UI; '' as announce set keeps the current one. */
export type BgpEditValues = { name: string; description: string; maxPaths: string; announceSet: string }

export const validateBgpEdit = (v: BgpEditValues) => ({
  name: validateName(v.name.trim()),
  maxPaths: validateMaxPaths(v.maxPaths),
})

/** nexus.json BgpConfigUpdate: fields left out stay as they are; the ASN is not updatable. */
export const bgpConfigUpdateBody = (v: BgpEditValues) => ({
  name: v.name.trim(),
  description: v.description,
  maxPaths: Number(v.maxPaths.trim()),
  ...(v.announceSet ? { bgpAnnounceSetId: v.announceSet } : {}),
})
