/**
 * Just enough IP arithmetic for the mock: pool ranges, next free address,
 * subnet overlap. Addresses become bigints so v4 and v6 share the code.
 */
export const isV6 = (ip: string) => ip.includes(':')

export function ipToBig(ip: string): bigint {
  if (!isV6(ip)) return ip.split('.').reduce((n, p) => (n << 8n) + BigInt(Number(p)), 0n)
  const [head, tail = ''] = ip.split('::')
  const h = head ? head.split(':') : []
  const t = tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h
  return groups.reduce((n, g) => (n << 16n) + BigInt(parseInt(g || '0', 16)), 0n)
}

export function bigToIp(n: bigint, v6: boolean): string {
  if (!v6) return [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 255n)).join('.')
  const groups = Array.from({ length: 8 }, (_, i) => ((n >> BigInt((7 - i) * 16)) & 0xffffn).toString(16))
  // compress the longest run of zero groups, like the server prints addresses
  let best = [-1, 0]
  for (let i = 0; i < 8;) {
    let j = i
    while (j < 8 && groups[j] === '0') j++
    if (j - i > best[1]) best = [i, j - i]
    i = j === i ? i + 1 : j
  }
  if (best[1] < 2) return groups.join(':')
  return `${groups.slice(0, best[0]).join(':')}::${groups.slice(best[0] + best[1]).join(':')}`
}

/** [first, last] of a CIDR block as bigints. */
export function cidrRange(cidr: string): [bigint, bigint] {
  const [addr, w] = cidr.split('/')
  const bits = isV6(addr) ? 128 : 32
  const host = BigInt(bits - Number(w))
  const first = (ipToBig(addr) >> host) << host
  return [first, first + (1n << host) - 1n]
}

export const overlaps = (a: string, b: string) => {
  const [a1, a2] = cidrRange(a)
  const [b1, b2] = cidrRange(b)
  return a1 <= b2 && b1 <= a2
}

export const inCidr = (ip: string, cidr: string) => {
  const [f, l] = cidrRange(cidr)
  const n = ipToBig(ip)
  return isV6(ip) === isV6(cidr) && n >= f && n <= l
}

export const rangeSize = (r: { first: string; last: string }) => ipToBig(r.last) - ipToBig(r.first) + 1n

export const inRange = (ip: string, r: { first: string; last: string }) => {
  if (isV6(ip) !== isV6(r.first)) return false
  const n = ipToBig(ip)
  return n >= ipToBig(r.first) && n <= ipToBig(r.last)
}

/** First address of `ranges` not in `used`, or null when the ranges are exhausted. */
export function firstFree(ranges: { first: string; last: string }[], used: Set<string>): string | null {
  for (const r of ranges) {
    const v6 = isV6(r.first)
    const last = ipToBig(r.last)
    // cap the scan: pools are small in the mock and a full v6 range is not walkable
    for (let n = ipToBig(r.first), i = 0; n <= last && i < 65536; n++, i++) {
      const ip = bigToIp(n, v6)
      if (!used.has(ip)) return ip
    }
  }
  return null
}
