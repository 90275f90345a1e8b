/**
 * The one invalidation policy (docs/CONTRACTS.md "Writes"): a write revalidates every cached
 * query that shares a resource family with it. A family is a collection segment of the
 * operation's path (`/v1/instances/{instance}/disks/attach` -> instances, disks, attach), so
 * `diskDelete` reaches `diskList` and `instanceDiskList` without anyone typing a list.
 * Over-reaching is cheap (only mounted queries refetch); missing one leaves stale data on
 * screen, so where the server changes another family as a side effect, RELATED says so once.
 */
import type { ApiMethod } from './client'
import { routes } from './generated/routes'

/** Path segments that scope a URL rather than name a resource. */
const SCOPES = new Set(['v1', 'system'])

/**
 * Side effects across families (the server's behaviour, the rules: states): a write touching the key also
 * touches the listed families. Symmetric where both directions hold.
 */
export const RELATED: Record<string, readonly string[]> = {
  // A role change can change what the current user may do (SiloAccessPage shows it).
  policy: ['me'],
  // Subnets show their custom router; deleting a router clears it.
  'vpc-routers': ['vpc-subnets'],
  // Attaching or detaching a floating IP changes the instance's external IPs, and back.
  'floating-ips': ['external-ips', 'instances'],
  'external-ips': ['floating-ips'],
  // An instance write (create with disks, delete, attach) changes its disks' states.
  instances: ['disks', 'floating-ips'],
  // Affinity and anti-affinity groups are shown together (one list, one member picker).
  'affinity-groups': ['anti-affinity-groups', 'instances'],
  'anti-affinity-groups': ['affinity-groups', 'instances'],
  // Finalizing a disk import can take a snapshot of it (snapshot_name).
  finalize: ['snapshots'],
  // Resending an alert adds a delivery to its receiver's log.
  alerts: ['deliveries'],
  // A silo's quotas are also listed fleet-wide (/v1/system/silo-quotas).
  quotas: ['silo-quotas'],
  // Webhook receivers and their secrets are alert receivers (one list, one page).
  'webhook-receivers': ['alert-receivers'],
  'webhook-secrets': ['alert-receivers'],
}

const cache = new Map<string, readonly string[]>()

/** The families an operation's path names, e.g. diskDelete -> ['disks']. */
export function familiesOf(method: ApiMethod): readonly string[] {
  let families = cache.get(method)
  if (!families) {
    const route = routes[method]
    const path = route.slice(route.indexOf(' ') + 1)
    families = path.split('/').filter((s) => s && !s.startsWith('{') && !SCOPES.has(s))
    cache.set(method, families)
  }
  return families
}

/** The families a write touches: its own plus their RELATED ones. */
export function touchedBy(method: ApiMethod): Set<string> {
  const touched = new Set<string>()
  for (const f of familiesOf(method)) {
    touched.add(f)
    for (const r of RELATED[f] ?? []) touched.add(r)
  }
  return touched
}

/**
 * A read under the resource a DELETE removes (`/v1/instances/{instance}/external-ips` after
 * `DELETE /v1/instances/{instance}`): refetching it can only 404, so it is left alone. Reads of
 * the same kind under a sibling (another instance's addresses) do not change by that delete.
 */
export function underDeleted(mutation: ApiMethod, query: ApiMethod): boolean {
  const write = routes[mutation]
  if (!write.startsWith('DELETE ')) return false
  const path = write.slice('DELETE '.length)
  if (!path.endsWith('}')) return false
  const read = routes[query]
  return read.slice(read.indexOf(' ') + 1).startsWith(`${path}/`)
}

/** Whether a write of `mutation` must revalidate a cached query of `query`. */
export function invalidates(mutation: ApiMethod | ApiMethod[], query: ApiMethod): boolean {
  const writes = Array.isArray(mutation) ? mutation : [mutation]
  if (writes.length > 0 && writes.every((m) => underDeleted(m, query))) return false
  const touched = new Set(writes.flatMap((m) => [...touchedBy(m)]))
  return familiesOf(query).some((f) => touched.has(f))
}
