import type { IpVersion } from '../../../api/generated/types'
import type { CreateValues, IpStack } from './create-values'

const stackVersions: Record<IpStack, IpVersion[]> = { v4: ['v4'], v6: ['v6'], dual_stack: ['v4', 'v6'] }

/** The IP versions the new instance's interfaces will have: an external address is NATed to one of them. */
function interfaceVersions(v: Pick<CreateValues, 'network' | 'defaultStack' | 'nics'>): Set<IpVersion> {
  if (v.network === 'none') return new Set()
  if (v.network === 'default') return new Set(stackVersions[v.defaultStack])
  return new Set(v.nics.flatMap((n) => stackVersions[n.stack]))
}

const label: Record<IpVersion, string> = { v4: 'IPv4', v6: 'IPv6' }

/**
 * Why the instance cannot get an ephemeral address of this version, or undefined when it can. Nexus maps an external
 * address onto an interface's private address of the same version, so it refuses one with nothing to map onto
 * (omicron nexus/db-queries external_ip.rs; the reference console disables these choices too, its #2277).
 */
export function ephemeralIpBlocked(
  v: Pick<CreateValues, 'network' | 'defaultStack' | 'nics'>,
  version: IpVersion,
): string | undefined {
  const versions = interfaceVersions(v)
  if (versions.size === 0) return 'An instance without a network interface cannot have an ephemeral IP address'
  if (!versions.has(version))
    return `An ephemeral ${label[version]} address needs a network interface with an ${label[version]} address`
  return undefined
}

/** The ephemeral choices that will be sent: one the interfaces cannot take is left out, not kept as a hidden error. */
export const ephemeralIpWanted = (v: CreateValues, version: IpVersion) =>
  (version === 'v4' ? v.ephemeralIp : v.ephemeralIpv6) && !ephemeralIpBlocked(v, version)
