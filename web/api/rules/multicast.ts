/*
 * Multicast groups: the states the server reports (strings in nexus.json; the
 * values are omicron's MulticastGroupState / MulticastGroupMemberState) and their badge colours, and
 * the address rules a join must follow (nexus.json InstanceMulticastGroupJoin, MulticastGroupJoinSpec).
 */
import { ipVersion } from '../../util/ip'
import type { BadgeColor } from './predicates'

/** The states a multicast group passes through (@public: read as a type by the module's callers). */
export const multicastGroupStates = ['Creating', 'Active', 'Deleting', 'Deleted'] as const
export const multicastMemberStates = ['Joining', 'Joined', 'Left'] as const
export type MulticastGroupState = (typeof multicastGroupStates)[number]
export type MulticastMemberState = (typeof multicastMemberStates)[number]

const multicastGroupStateColor: Record<MulticastGroupState, BadgeColor> = {
  Creating: 'blue',
  Active: 'default',
  Deleting: 'blue',
  Deleted: 'neutral',
}

/** Joined: in the dataplane (its instance runs); Joining: on its way; Left: out (its instance is not running). */
const multicastMemberStateColor: Record<MulticastMemberState, BadgeColor> = {
  Joining: 'blue',
  Joined: 'default',
  Left: 'neutral',
}

/** A colour for any state string: one the server adds later shows neutral rather than failing. */
export const groupStateColor = (s: string): BadgeColor =>
  multicastGroupStateColor[s as MulticastGroupState] ?? 'neutral'
export const memberStateColor = (s: string): BadgeColor =>
  multicastMemberStateColor[s as MulticastMemberState] ?? 'neutral'

/** nexus.json: at most 64 source IPs per member, after duplicates are removed. */
export const MAX_MULTICAST_SOURCES = 64

/** IPv4 224.0.0.0/4 or IPv6 ff00::/8. */
export function isMulticastIp(ip: string): boolean {
  const v = ipVersion(ip)
  if (v === 4) {
    const first = Number(ip.split('.')[0])
    return first >= 224 && first <= 239
  }
  return v === 6 && /^ff/i.test(ip)
}

/** Source-specific multicast (232.0.0.0/8, ff3x::/32): members must name their sources. */
export function isSsmIp(ip: string): boolean {
  const v = ipVersion(ip)
  if (v === 4) return ip.split('.')[0] === '232'
  return v === 6 && /^ff3[0-9a-f]:/i.test(ip)
}
