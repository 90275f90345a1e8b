/*
 * Validating an IP pool range before it goes to ranges/add (the rules: validation "IP
 * address"): both ends valid, the same version, first not above last.
 * Pure, so the form and the tests share it.
 */
import type { IpRange, IpVersion } from '../../../../api/generated/types'
import { ipVersion, IP_INVALID } from '../../../../util/ip'
import { requiredMessage } from '../../../../util/validate'

export const RANGE_MIXED_VERSIONS = 'First and last must be the same IP version'
export const RANGE_BACKWARDS = 'Last address must not be below the first'
export const rangeWrongVersion = (pool: IpVersion) => `This pool holds ${pool === 'v4' ? 'IPv4' : 'IPv6'} addresses`

/** An IPv4 or IPv6 address as an integer, for ordering. Assumes the address is valid. */
export function ipToBigInt(ip: string): bigint {
  if (ipVersion(ip) === 4) return ip.split('.').reduce((n, part) => (n << 8n) + BigInt(part), 0n)
  // IPv6: expand '::' and a trailing dotted quad into eight 16-bit groups.
  let text = ip
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (quad) {
    const v4 = ipToBigInt(quad[1])
    text = text.slice(0, -quad[1].length) + `${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const h = head ? head.split(':') : []
  const t = tail ? tail.split(':') : []
  const groups = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t]
  return groups.reduce((n, g) => (n << 16n) + BigInt(parseInt(g, 16)), 0n)
}

/** How many addresses a valid range holds (inclusive at both ends). */
export const rangeSize = (r: { first: string; last: string }) => ipToBigInt(r.last) - ipToBigInt(r.first) + 1n

export type RangeErrors = { first?: string; last?: string }

/**
 * Field errors for a range form; both undefined when the range may be sent.
 * `poolVersion`, when known, must match too (the server refuses a v6 range in a v4 pool).
 */
export function validateIpRange(firstText: string, lastText: string, poolVersion?: IpVersion): RangeErrors {
  const first = firstText.trim()
  const last = lastText.trim()
  const errors: RangeErrors = {
    first: first ? (ipVersion(first) ? undefined : IP_INVALID) : requiredMessage('First address'),
    last: last ? (ipVersion(last) ? undefined : IP_INVALID) : requiredMessage('Last address'),
  }
  if (errors.first || errors.last) return errors
  const v1 = ipVersion(first)
  const v2 = ipVersion(last)
  if (v1 !== v2) return { last: RANGE_MIXED_VERSIONS }
  if (poolVersion && `v${v1}` !== poolVersion) return { first: rangeWrongVersion(poolVersion) }
  if (ipToBigInt(first) > ipToBigInt(last)) return { last: RANGE_BACKWARDS }
  return {}
}

/** The API body: the trimmed ends (IpRange is the same shape for both versions). */
export const toIpRange = (first: string, last: string): IpRange => ({ first: first.trim(), last: last.trim() })
