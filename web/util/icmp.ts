/*
 * ICMP and ICMPv6 message types by name (IANA registries), with the codes of the types that
 * have named ones, so a firewall rule's ICMP filter is chosen by name as well as by number.
 * Numbers not listed stay available as numbers.
 */

export type IcmpType = { type: number; name: string; codes?: Record<number, string> }

export const ICMP_TYPES: IcmpType[] = [
  { type: 0, name: 'Echo reply' },
  {
    type: 3,
    name: 'Destination unreachable',
    codes: {
      0: 'Net unreachable',
      1: 'Host unreachable',
      2: 'Protocol unreachable',
      3: 'Port unreachable',
      4: 'Fragmentation needed',
      5: 'Source route failed',
      6: 'Destination network unknown',
      7: 'Destination host unknown',
      9: 'Network administratively prohibited',
      10: 'Host administratively prohibited',
      13: 'Communication administratively prohibited',
    },
  },
  { type: 4, name: 'Source quench (deprecated)' },
  {
    type: 5,
    name: 'Redirect',
    codes: {
      0: 'For the network',
      1: 'For the host',
      2: 'For the type of service and network',
      3: 'For the type of service and host',
    },
  },
  { type: 8, name: 'Echo request' },
  { type: 9, name: 'Router advertisement' },
  { type: 10, name: 'Router solicitation' },
  { type: 11, name: 'Time exceeded', codes: { 0: 'TTL exceeded in transit', 1: 'Fragment reassembly time exceeded' } },
  {
    type: 12,
    name: 'Parameter problem',
    codes: { 0: 'Pointer indicates the error', 1: 'Missing a required option', 2: 'Bad length' },
  },
  { type: 13, name: 'Timestamp' },
  { type: 14, name: 'Timestamp reply' },
  { type: 42, name: 'Extended echo request' },
  { type: 43, name: 'Extended echo reply' },
]

export const ICMP6_TYPES: IcmpType[] = [
  {
    type: 1,
    name: 'Destination unreachable',
    codes: {
      0: 'No route to destination',
      1: 'Administratively prohibited',
      2: 'Beyond scope of source address',
      3: 'Address unreachable',
      4: 'Port unreachable',
      5: 'Source address failed policy',
      6: 'Reject route to destination',
    },
  },
  { type: 2, name: 'Packet too big' },
  {
    type: 3,
    name: 'Time exceeded',
    codes: { 0: 'Hop limit exceeded in transit', 1: 'Fragment reassembly time exceeded' },
  },
  {
    type: 4,
    name: 'Parameter problem',
    codes: { 0: 'Erroneous header field', 1: 'Unrecognized next header', 2: 'Unrecognized IPv6 option' },
  },
  { type: 128, name: 'Echo request' },
  { type: 129, name: 'Echo reply' },
  { type: 130, name: 'Multicast listener query' },
  { type: 131, name: 'Multicast listener report' },
  { type: 132, name: 'Multicast listener done' },
  { type: 133, name: 'Router solicitation' },
  { type: 134, name: 'Router advertisement' },
  { type: 135, name: 'Neighbor solicitation' },
  { type: 136, name: 'Neighbor advertisement' },
  { type: 137, name: 'Redirect' },
  { type: 143, name: 'Multicast listener report v2' },
]

export const icmpTypes = (v6: boolean) => (v6 ? ICMP6_TYPES : ICMP_TYPES)

/** The named type for a number as typed ('8' -> Echo request), if any. */
export function icmpType(v6: boolean, type: string): IcmpType | undefined {
  const t = type.trim()
  if (!/^\d+$/.test(t)) return undefined
  return icmpTypes(v6).find((x) => x.type === Number(t))
}

/** 'Echo request (8)', or the number alone for an unnamed type; codes the same way. */
export function icmpTypeLabel(v6: boolean, type: number): string {
  const named = icmpTypes(v6).find((x) => x.type === type)
  return named ? `${named.name} (${type})` : String(type)
}

/** '3 Port unreachable, 4 Fragmentation needed, …' for a hint beside the code box. */
export function icmpCodesText(v6: boolean, type: string): string | undefined {
  const codes = icmpType(v6, type)?.codes
  if (!codes) return undefined
  return Object.entries(codes)
    .map(([code, name]) => `${code} ${name}`)
    .join(', ')
}
