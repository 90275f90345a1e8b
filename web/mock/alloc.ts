/**
 * Allocating addresses the way the control plane does: ephemeral and
 * floating IPs from the silo's pools (default unless one is named), private
 * NIC addresses from a subnet.
 */
import type { Db, Lookup } from './db'
import { badRequest, insufficientCapacity, notFoundMsg } from './errors'
import { bigToIp, cidrRange, firstFree, inRange, ipToBig, isV6 } from './ip'
import { usedIps } from './usage'

type PoolSelector = { type: 'explicit'; pool: string } | { type: 'auto'; ip_version?: 'v4' | 'v6' | null }

/** The pool a selector means for this silo (default pool of the version when auto). */
export function poolFor(db: Db, lookup: Lookup, siloId: string, sel?: PoolSelector | null) {
  if (sel?.type === 'explicit') return lookup.siloIpPool({ pool: sel.pool }).pool
  const version = (sel?.type === 'auto' && sel.ip_version) || 'v4'
  const link = db.ipPoolSilos.find((l) => {
    const p = db.ipPools.find((p) => p.id === l.ip_pool_id)
    return l.silo_id === siloId && l.is_default && p?.ip_version === version && p.pool_type === 'unicast'
  })
  if (!link) throw notFoundMsg('default IP pool for current silo')
  return db.ipPools.find((p) => p.id === link.ip_pool_id)!
}

/** Next free address of the pool, or an explicit one if it is in the pool and free. */
export function allocateIp(db: Db, poolId: string, explicit?: string) {
  const ranges = db.ipPoolRanges.filter((r) => r.ip_pool_id === poolId).map((r) => r.range)
  const used = usedIps(db)
  if (explicit) {
    if (!ranges.some((r) => inRange(explicit, r)))
      throw badRequest(`The requested IP address ${explicit} is not in the pool`)
    if (used.has(explicit)) throw badRequest('Requested external IP address not available')
    return explicit
  }
  const ip = firstFree(ranges, used)
  if (!ip) throw insufficientCapacity('No external IP addresses available')
  return ip
}

/** A free private address in the subnet; the first 5 and the last are reserved, as on the rack. */
export function allocatePrivateIp(db: Db, subnetId: string, block: string, explicit?: string) {
  const taken = new Set(
    db.networkInterfaces
      .filter((n) => n.subnet_id === subnetId)
      .map((n) => (n.ip_stack.type === 'dual_stack' ? n.ip_stack.value.v4.ip : n.ip_stack.value.ip)),
  )
  const [first, last] = cidrRange(block)
  const v6 = isV6(block)
  if (explicit) {
    const n = ipToBig(explicit)
    if (n < first + 5n || n >= last) throw badRequest(`Address ${explicit} is not in the subnet or is reserved`)
    if (taken.has(explicit)) throw badRequest(`The IP address ${explicit} is not available`)
    return explicit
  }
  for (let n = first + 5n; n < last; n++) {
    const ip = bigToIp(n, v6)
    if (!taken.has(ip)) return ip
  }
  throw badRequest(`No available IP addresses for interface in subnet ${block}`)
}
