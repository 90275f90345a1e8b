/**
 * What the audit log records about each kind of resource, as data. Nexus audits
 * the writes its endpoints wrap in `audit_and_time` (omicron nexus/src/external_api/http_entrypoints.rs):
 * creates, updates, deletes, state changes, policy and rule-set writes. It records no reads, and
 * nothing the control plane does on its own. An entry names its operation and request URI but not
 * the resource it touched, so an entry is tied to a resource by the URI: the resource's own path
 * (by name or ID, and what follows: `/v1/instances/db1/stop`), its scope (`?project=`), and for a
 * create, the collection's path with the resource's creation time inside the request's span.
 * Readable by fleet viewers only (omicron.polar: `resource AuditLog`, "Fleet viewers can read").
 */
import type { AuditLogEntry } from '../generated/types'

export type HistoryKind = 'instance' | 'disk' | 'snapshot' | 'image' | 'vpc' | 'floatingIp' | 'project' | 'silo'

type KindRule = {
  /** What the tab calls it. */
  noun: string
  /** The collection path: items are `<collection>/<name or id>`, creates POST to it. */
  collection: string
  /** The create's operation ID (matched by time, as the URI does not name the new resource). */
  create: string
  /** The query parameter naming the parent when the path names the resource by name. */
  scope?: 'project'
  /** Writes at other paths that concern it: `?<param>=` names it (a VPC's firewall rules). */
  alsoAt?: { path: string; param: string }[]
  /** The operations the log records for it, for the tab's note. */
  audited: string[]
  /** What the log does not record for it: the tab says so rather than show nothing. */
  unrecorded: string[]
}

const NOT_SYSTEM = 'Changes the control plane makes on its own are not in the audit log.'

export const historyRules: Record<HistoryKind, KindRule> = {
  instance: {
    noun: 'instance',
    collection: '/v1/instances',
    create: 'instance_create',
    scope: 'project',
    audited: [
      'instance_create',
      'instance_update',
      'instance_start',
      'instance_stop',
      'instance_reboot',
      'instance_delete',
      'instance_disk_attach',
      'instance_disk_detach',
      'instance_network_interface_create',
      'instance_ephemeral_ip_attach',
      'instance_ephemeral_ip_detach',
    ],
    unrecorded: [
      'State changes the control plane makes on its own (a failure, an automatic restart, a migration) are not in the audit log; the ones this console saw are listed as observed.',
    ],
  },
  disk: {
    noun: 'disk',
    collection: '/v1/disks',
    create: 'disk_create',
    scope: 'project',
    audited: ['disk_create', 'disk_delete', 'disk_bulk_write_import_start', 'disk_bulk_write_import_stop', 'disk_finalize_import'],
    unrecorded: [
      "Attaching and detaching are recorded on the instance's history, not the disk's.",
      'Snapshots taken of the disk are recorded on each snapshot.',
      NOT_SYSTEM,
    ],
  },
  snapshot: {
    noun: 'snapshot',
    collection: '/v1/snapshots',
    create: 'snapshot_create',
    scope: 'project',
    audited: ['snapshot_create', 'snapshot_delete'],
    unrecorded: ['Snapshots cannot be changed once made: the log holds only their create and delete.'],
  },
  image: {
    noun: 'image',
    collection: '/v1/images',
    create: 'image_create',
    scope: 'project',
    audited: ['image_create', 'image_promote', 'image_demote', 'image_delete'],
    unrecorded: [NOT_SYSTEM],
  },
  vpc: {
    noun: 'VPC',
    collection: '/v1/vpcs',
    create: 'vpc_create',
    scope: 'project',
    alsoAt: [{ path: '/v1/vpc-firewall-rules', param: 'vpc' }],
    audited: ['vpc_create', 'vpc_update', 'vpc_delete', 'vpc_firewall_rules_update'],
    unrecorded: [
      "Subnets, routers and internet gateways are recorded on their own; firewall rule saves are here, as the whole rule set (the log keeps no request body: the before and after of this console's saves are shown from this browser's record).",
    ],
  },
  floatingIp: {
    noun: 'floating IP',
    collection: '/v1/floating-ips',
    create: 'floating_ip_create',
    scope: 'project',
    audited: ['floating_ip_create', 'floating_ip_update', 'floating_ip_attach', 'floating_ip_detach', 'floating_ip_delete'],
    unrecorded: [NOT_SYSTEM],
  },
  project: {
    noun: 'project',
    collection: '/v1/projects',
    create: 'project_create',
    audited: ['project_create', 'project_update', 'project_policy_update', 'project_delete'],
    unrecorded: ["Writes to the project's instances, disks and other resources are on each resource's own history."],
  },
  silo: {
    noun: 'silo',
    collection: '/v1/system/silos',
    create: 'silo_create',
    audited: ['silo_create', 'silo_policy_update', 'silo_quotas_update', 'silo_delete'],
    unrecorded: ['Identity provider, user and group changes are not tied to the silo in the log.'],
  },
}

/** The resource an entry may concern: its names, and the time it was made. */
export type HistoryTarget = {
  kind: HistoryKind
  id: string
  name: string
  timeCreated: Date
  /** The parent's name and ID, for kinds with a scope. */
  parent?: { name: string; id?: string }
}

/** The request's path and query, whether the URI is a path (HTTP/1.1) or absolute (HTTP/2). */
function parseUri(uri: string): { segments: string[]; query: URLSearchParams } | undefined {
  try {
    const url = new URL(uri, 'http://rack.invalid')
    return { segments: url.pathname.split('/').filter(Boolean).map(decodeURIComponent), query: url.searchParams }
  } catch {
    return undefined
  }
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** A scope given by name must be the resource's parent; by ID (or absent when the path uses the ID) anything goes. */
function scopeMatches(t: HistoryTarget, query: URLSearchParams, namedById: boolean) {
  const rule = historyRules[t.kind]
  if (!rule.scope || namedById || !t.parent) return true
  const given = query.get(rule.scope)
  return given === null || given === t.parent.name || given === t.parent.id
}

/** Whether the audit log entry concerns the resource (see the file comment for how). */
export function entryTouches(entry: AuditLogEntry, t: HistoryTarget): boolean {
  const rule = historyRules[t.kind]
  const uri = parseUri(entry.requestUri)
  if (!uri) return false
  const base = segmentsOf(rule.collection)
  const under = base.every((s, i) => uri.segments[i] === s)
  if (under && uri.segments.length > base.length) {
    const key = uri.segments[base.length]
    // a name is reused once its resource is deleted: entries from before this one existed are another's
    if (key !== t.id && (key !== t.name || entry.timeCompleted < t.timeCreated)) return false
    return scopeMatches(t, uri.query, key === t.id)
  }
  if (under && uri.segments.length === base.length && entry.operationId === rule.create) {
    // The create that made it: its creation time falls within the request. Nexus stamps the entry's start before the
    // handler runs and its completion after, on the clock that stamps the resource, so no margin is needed; a margin
    // would claim the creates of other resources in the same project made just before or after this one.
    const made = t.timeCreated.getTime()
    return (
      entry.result.kind === 'success' &&
      entry.timeStarted.getTime() <= made &&
      made <= entry.timeCompleted.getTime() &&
      scopeMatches(t, uri.query, false)
    )
  }
  return (rule.alsoAt ?? []).some((a) => {
    if (segmentsOf(a.path).join('/') !== uri.segments.join('/')) return false
    const named = uri.query.get(a.param)
    if (named !== t.id && (named !== t.name || entry.timeCompleted < t.timeCreated)) return false
    return scopeMatches(t, uri.query, named === t.id)
  })
}

/** How far back the tab asks the log: from just before the resource was made (the create's start). */
export const historyStart = (t: Pick<HistoryTarget, 'timeCreated'>) => new Date(t.timeCreated.getTime() - 60_000)

/** `instance_stop` -> 'Instance stop', for entries whose operation has no wording of its own. */
export const operationLabel = (op: string) => {
  const words = op.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
