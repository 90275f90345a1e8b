/*
 * IP address and network validation (the rules: validation "IP address", "IP network").
 *
 * The address grammar matches node:net `isIP` (the oracle the tests fuzz
 * against) with one deliberate exception: an IPv6 zone id (`fe80::1%eth0`),
 * which isIP accepts, is rejected here. The API parses addresses as plain
 * Ipv6Addr values and cannot take a zone, so accepting one would only move
 * the error from the form to the server.
 *
 * A hand-written parser rather than one giant regex: each rule below reads as
 * a sentence and the error cases are easy to follow.
 */

export const IP_INVALID = 'Not a valid IP address'
export const IPNET_NO_SLASH = 'Must contain an IP address and a width, separated by a /'
const IPNET_WIDTH_NOT_INT = 'Width must be an integer'
export const IPNET_V4_MAX = 'Max width for IPv4 is 32'
const IPNET_V6_MAX = 'Max width for IPv6 is 128'

// One dotted-quad part: 0-255 in decimal without leading zeros ('01' is
// ambiguous, some parsers read it as octal, so isIP rejects it and so do we).
const v4Part = /^(?:0|[1-9][0-9]{0,2})$/
const v6Group = /^[0-9a-fA-F]{1,4}$/

export function isIPv4(s: string): boolean {
  const parts = s.split('.')
  return parts.length === 4 && parts.every((p) => v4Part.test(p) && Number(p) <= 255)
}

/**
 * Count the 16-bit groups in a '::'-free run of an IPv6 address, or -1 if the
 * run is malformed. A trailing dotted quad counts as two groups and is allowed
 * only where the caller says the run ends the address.
 */
function countGroups(run: string, endsAddress: boolean): number {
  if (run === '') return 0
  const groups = run.split(':')
  const last = groups[groups.length - 1]
  let count = 0
  if (endsAddress && last.includes('.')) {
    if (!isIPv4(last)) return -1
    groups.pop()
    count = 2
  }
  for (const g of groups) {
    if (!v6Group.test(g)) return -1
    count++
  }
  return count
}

export function isIPv6(s: string): boolean {
  // Only hex digits, ':' and '.' (for an embedded IPv4) can appear; this also
  // rules out zone ids, spaces and brackets up front.
  if (!/^[0-9a-fA-F:.]+$/.test(s)) return false
  const halves = s.split('::')
  if (halves.length > 2) return false
  if (halves.length === 1) return countGroups(s, true) === 8
  const [head, tail] = halves
  const h = countGroups(head, false)
  const t = countGroups(tail, true)
  // '::' stands for at least one zero group, so at most 7 are written out.
  return h >= 0 && t >= 0 && h + t <= 7
}

/** 4, 6 or 0, like node:net `isIP` (minus zone ids, see above). */
export function ipVersion(s: string): 0 | 4 | 6 {
  if (isIPv4(s)) return 4
  if (isIPv6(s)) return 6
  return 0
}

/** the rules: validation: undefined when valid, else 'Not a valid IP address'. */
export function validateIp(s: string): string | undefined {
  return ipVersion(s) === 0 ? IP_INVALID : undefined
}

export type ParsedIpNet = { ok: true; version: 4 | 6; address: string; width: number } | { ok: false; message: string }

/**
 * Split 'address/width' and check each side, reporting the first problem
 * with the rules: validation texts. Exactly one '/' is expected: '10.0.0.0/8/8' is not an
 * address and a width.
 */
export function parseIpNet(s: string): ParsedIpNet {
  const parts = s.split('/')
  if (parts.length !== 2) return { ok: false, message: IPNET_NO_SLASH }
  const [address, widthText] = parts
  const version = ipVersion(address)
  if (version === 0) return { ok: false, message: IP_INVALID }
  if (!/^[0-9]+$/.test(widthText)) return { ok: false, message: IPNET_WIDTH_NOT_INT }
  const width = Number(widthText)
  if (version === 4 && width > 32) return { ok: false, message: IPNET_V4_MAX }
  if (version === 6 && width > 128) return { ok: false, message: IPNET_V6_MAX }
  return { ok: true, version, address, width }
}

/** the rules: validation: undefined when valid, else the first problem's message. */
export function validateIpNet(s: string): string | undefined {
  const parsed = parseIpNet(s)
  return parsed.ok ? undefined : parsed.message
}

/**
 * A network as the API writes it back: an IPv6 address in its one short form (lower case, the
 * longest run of zero groups as `::`), the width without leading zeros. Anything that does not
 * parse is returned as given. Two spellings of one network then compare equal.
 */
export function canonicalIpNet(s: string): string {
  const parsed = parseIpNet(s.trim())
  if (!parsed.ok) return s
  const width = String(parsed.width)
  if (parsed.version === 4) return `${parsed.address}/${width}`
  // an IPv4-mapped address the API prints with its IPv4 part dotted
  const short = shortIPv6(parsed.address)
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(short)
  if (!mapped) return `${short}/${width}`
  const [hi, lo] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)]
  return `::ffff:${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}/${width}`
}

/** The 16-bit groups of a valid IPv6 address, a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const lower = address.toLowerCase()
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(lower)
  const hex = tail ? lower.slice(0, tail.index) : lower
  const extra = tail ? [(+tail[1] << 8) | +tail[2], (+tail[3] << 8) | +tail[4]] : []
  const read = (part: string) =>
    part
      ? part
          .split(':')
          .filter((g) => g !== '')
          .map((g) => parseInt(g, 16))
      : []
  const [head, rest] = hex.includes('::') ? hex.split('::') : [hex, undefined]
  const left = read(head)
  if (rest === undefined) return [...left, ...extra]
  const right = [...read(rest), ...extra]
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right]
}

/** An IPv6 address in its one short form: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function shortIPv6(address: string): string {
  const groups = ipv6Groups(address)
  let [best, bestLength] = [-1, 1]
  for (let i = 0; i < 8;) {
    let j = i
    while (j < 8 && groups[j] === 0) j++
    if (j - i > bestLength) [best, bestLength] = [i, j - i]
    i = j === i ? i + 1 : j
  }
  const text = (gs: number[]) => gs.map((g) => g.toString(16)).join(':')
  if (best < 0) return text(groups)
  return `${text(groups.slice(0, best))}::${text(groups.slice(best + bestLength))}`
}
