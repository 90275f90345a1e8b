/*
 * Joining a multicast group, as data: the values of the join form and of the
 * instance create form's multicast field, their validation, and the API params. Pure, so the forms
 * and their unit tests share it. The address rules are nexus.json's (InstanceMulticastGroupJoin,
 * MulticastGroupJoinSpec): a group is named by name, ID or multicast IP; a new name or IP creates it;
 * SSM addresses need source IPs, which are of the group's IP version, at most 64 after duplicates go.
 */
import type { IpVersion, MulticastGroupJoinSpec } from '../../../api/generated/types'
import { MAX_MULTICAST_SOURCES, isMulticastIp, isSsmIp } from '../../../api/rules/multicast'
import { ipVersion } from '../../../util/ip'
import { requiredMessage, validateName } from '../../../util/validate'

export const NEW_GROUP = '+new'
export const GROUP_INVALID = 'Must be a group name, a multicast IP address or a group ID'
export const NOT_MULTICAST = 'Not a multicast address (224.0.0.0/4 or ff00::/8)'
export const SSM_NEEDS_SOURCES =
  'A source-specific multicast address (232.0.0.0/8, ff3x::/32) needs at least one source IP'
export const SOURCES_VERSION = 'Source IPs must be the same IP version as the group address'
export const TOO_MANY_SOURCES = `At most ${MAX_MULTICAST_SOURCES} source IPs`
const sourceInvalid = (s: string) => `${s} is not a valid IP address`

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Source IPs typed one per line (or separated by spaces or commas), duplicates removed. */
export function parseSources(text: string): { ips: string[]; error?: string } {
  const ips = [...new Set(text.split(/[\s,]+/).filter(Boolean))]
  const bad = ips.find((s) => ipVersion(s) === 0)
  if (bad) return { ips, error: sourceInvalid(bad) }
  if (ips.length > MAX_MULTICAST_SOURCES) return { ips, error: TOO_MANY_SOURCES }
  return { ips }
}

/** What a group identifier is; a name that is not valid gives its message. */
export function validateGroupId(id: string): string | undefined {
  if (id === '') return requiredMessage('Group')
  if (UUID.test(id)) return undefined
  if (ipVersion(id)) return isMulticastIp(id) ? undefined : NOT_MULTICAST
  return /^[a-z]/.test(id) ? validateName(id, 'Group') : GROUP_INVALID
}

/** The source rules against the group's address, when it is known (an IP typed, or an existing group's). */
function sourcesError(groupIp: string | undefined, ips: string[]): string | undefined {
  if (!groupIp) return undefined
  if (ips.some((s) => ipVersion(s) !== ipVersion(groupIp))) return SOURCES_VERSION
  if (isSsmIp(groupIp) && ips.length === 0) return SSM_NEEDS_SOURCES
  return undefined
}

export type JoinValues = {
  /** An existing group's name, or NEW_GROUP. */
  group: string
  /** NEW_GROUP: the name or multicast IP that creates it (or an existing one's, which joins it). */
  newGroup: string
  /** For a new group by name: the pool's IP version ('' lets the server choose). */
  ipVersion: '' | IpVersion
  sources: string
}

export const joinDefaults: JoinValues = { group: '', newGroup: '', ipVersion: '', sources: '' }

export type JoinErrors = { group?: string; newGroup?: string; sources?: string }

/** `groupIp` of an existing group picked, so its source rules are checked before sending. */
export function validateJoin(v: JoinValues, groupIp?: string): JoinErrors {
  const newGroup = v.newGroup.trim()
  const errors: JoinErrors = {
    group: v.group ? undefined : requiredMessage('Group'),
    newGroup: v.group === NEW_GROUP ? validateGroupId(newGroup) : undefined,
  }
  const parsed = parseSources(v.sources)
  const ip = v.group === NEW_GROUP ? (ipVersion(newGroup) ? newGroup : undefined) : groupIp
  errors.sources = parsed.error ?? sourcesError(ip, parsed.ips)
  for (const k of Object.keys(errors) as (keyof JoinErrors)[]) if (!errors[k]) delete errors[k]
  return errors
}

/** The join modal's values: the join and the instance that joins (fixed when opened from an instance). */
export type JoinFormValues = JoinValues & { instance: string }

/** The join modal's checks: the join's, and an instance picked. */
export const validateJoinForm = (v: JoinFormValues, groupIp?: string) => ({
  ...validateJoin(v, groupIp),
  instance: v.instance ? undefined : requiredMessage('Instance'),
})

/** The group a join names: the picked one, or what was typed for a new one. */
const joinTarget = (v: JoinValues) => (v.group === NEW_GROUP ? v.newGroup.trim() : v.group)

/** instanceMulticastGroupJoin's params; no sources means any source (null), as the API reads it. */
export function joinParams(project: string, instance: string, v: JoinValues) {
  const { ips } = parseSources(v.sources)
  const byName = v.group === NEW_GROUP && !ipVersion(v.newGroup.trim())
  return {
    path: { instance, multicastGroup: joinTarget(v) },
    query: { project },
    body: {
      sourceIps: ips.length ? ips : null,
      ipVersion: byName && v.ipVersion ? v.ipVersion : null,
    },
  }
}

/**
 * The instance create form's field: one group per line, a name, multicast IP or ID, then optionally its
 * source IPs ("232.1.1.1 198.51.100.7"). Returns the specs and one message per bad line.
 */
export function parseJoinLines(text: string): { specs: MulticastGroupJoinSpec[]; errors: string[] } {
  const specs: MulticastGroupJoinSpec[] = []
  const errors: string[] = []
  const seen = new Set<string>()
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .forEach((line, i) => {
      const [group, ...rest] = line.split(/[\s,]+/)
      const where = `Line ${i + 1} (${group})`
      const groupError = validateGroupId(group)
      if (groupError) return void errors.push(`${where}: ${groupError}`)
      if (seen.has(group)) return void errors.push(`${where}: this group is listed twice`)
      seen.add(group)
      const parsed = parseSources(rest.join(' '))
      const sourceError = parsed.error ?? sourcesError(ipVersion(group) ? group : undefined, parsed.ips)
      if (sourceError) return void errors.push(`${where}: ${sourceError}`)
      specs.push({ group, ...(parsed.ips.length ? { sourceIps: parsed.ips } : {}) })
    })
  return { specs, errors }
}
