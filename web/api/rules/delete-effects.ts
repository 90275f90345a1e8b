/*
 * What deleting a resource does to what is attached to it, as Nexus does it, as data: each delete's
 * confirmation says it, and where Nexus refuses (a VPC with subnets, an IP pool with ranges, a
 * silo with projects) the reason, so Confirm is disabled before the person tries.
 *
 * Instances: the delete detaches every disk (the boot disk too) and keeps it, releases the
 * ephemeral and SNAT addresses, detaches floating IPs and keeps them, and deletes the network
 * interfaces. VPCs: refused while any subnet exists; the VPC's firewall rules and system router go
 * with it. IP pools: refused while any range remains; the links to silos go with it. Silos:
 * refused while they contain a project; users, groups, identity providers and quotas go with it.
 * Projects: refused while they contain an instance, disk, floating IP, image, snapshot, VPC or
 * (anti-)affinity group. Snapshots and images: disks and images made from them keep their data.
 */

/** At most this many names are spelled out; the rest are counted ("and 3 more"). */
const NAMED = 5

/** "a", "a and b", "a, b and c", "a, b, c, d, e and 3 more" (past `named` names). */
export function nameList(names: readonly string[], named = NAMED): string {
  const shown = names.slice(0, named)
  const rest = names.length - shown.length
  const parts = rest > 0 ? [...shown, `${rest} more`] : shown
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many)

type AttachedDisk = { id: string; name: string }
type AttachedIp = { kind: 'snat' | 'ephemeral' | 'floating'; ip: string; name?: string }

/**
 * What deleting an instance does to its disks, external addresses and network interfaces, one
 * sentence each, from each as listed.
 */
export function instanceDeleteEffects({
  disks,
  bootDiskId,
  externalIps,
  interfaces,
}: {
  disks: readonly AttachedDisk[]
  bootDiskId?: string | null
  externalIps: readonly AttachedIp[]
  /** Its network interfaces' names. */
  interfaces: readonly string[]
}): string[] {
  const effects: string[] = []
  if (disks.length === 0) effects.push('It has no disks attached.')
  else {
    const names = disks.map((d) => (d.id === bootDiskId ? `${d.name} (boot disk)` : d.name))
    effects.push(
      `${plural(disks.length, 'Its disk', 'Its disks')} ${nameList(names)} ${plural(disks.length, 'is', 'are')} detached and kept.`,
    )
  }
  const ephemeral = externalIps.filter((ip) => ip.kind === 'ephemeral').map((ip) => ip.ip)
  if (ephemeral.length > 0)
    effects.push(
      `${plural(ephemeral.length, 'Its ephemeral IP', 'Its ephemeral IPs')} ${nameList(ephemeral)} ${plural(ephemeral.length, 'is', 'are')} released.`,
    )
  const floating = externalIps.filter((ip) => ip.kind === 'floating').map((ip) => `${ip.name ?? ip.ip} (${ip.ip})`)
  if (floating.length > 0)
    effects.push(
      `${plural(floating.length, 'Floating IP', 'Floating IPs')} ${nameList(floating)} ${plural(floating.length, 'is', 'are')} detached and kept.`,
    )
  if (interfaces.length > 0)
    effects.push(
      `${plural(interfaces.length, 'Its network interface', 'Its network interfaces')} ${nameList(interfaces)} ${plural(interfaces.length, 'is', 'are')} deleted.`,
    )
  return effects
}

/** Why a VPC cannot be deleted yet (Nexus refuses while any subnet exists), from its subnets' names. */
export function vpcDeleteRefusal(subnets: readonly string[]): string | undefined {
  if (subnets.length === 0) return undefined
  return `Delete its ${plural(subnets.length, 'subnet', 'subnets')} first: ${nameList(subnets)}`
}

/** Why an IP pool cannot be deleted yet (Nexus refuses while it holds ranges), from its ranges. */
export function ipPoolDeleteRefusal(ranges: readonly { first: string; last: string }[]): string | undefined {
  if (ranges.length === 0) return undefined
  const shown = ranges.map((r) => `${r.first}–${r.last}`)
  return `Remove its ${plural(ranges.length, 'range', 'ranges')} first: ${nameList(shown)}`
}

/** What a project may contain that stops its delete, in the order Nexus checks them. */
const projectContents = [
  'instance',
  'disk',
  'floating IP',
  'image',
  'snapshot',
  'VPC',
  'affinity group',
  'anti-affinity group',
] as const
export type ProjectContent = (typeof projectContents)[number]

/**
 * Why a project cannot be deleted yet (Nexus refuses while it contains any of projectContents),
 * from one name of each kind it holds, if any.
 */
export function projectDeleteRefusal(held: Partial<Record<ProjectContent, string>>): string | undefined {
  const named = projectContents.filter((kind) => held[kind] !== undefined).map((kind) => `${kind} ${held[kind]}`)
  if (named.length === 0) return undefined
  return `Delete what it contains first: ${nameList(named, projectContents.length)}`
}

/** While the read a refusal hangs on is under way: Confirm waits for it rather than risk a refusal. */
export const checkingBeforeDelete = (what: string) => `Checking its ${what}…`

/** What goes with a resource whose delete Nexus lets through, where nothing need be read to say it. */
export const deleteEffectText = {
  /** When its disks and addresses could not be read to name them. */
  instance:
    'Its disks are detached and kept, its ephemeral IP released, its floating IPs detached and kept and its network interfaces deleted.',
  vpc: 'Its firewall rules and system router are deleted with it.',
  ipPool: 'Its links to silos are removed with it.',
  silo: 'A silo that contains a project cannot be deleted. Its users, groups, identity providers and quotas are deleted with it.',
  project: 'Only an empty project can be deleted.',
  snapshot: 'Disks and images made from it are kept.',
  image: 'Disks made from it are kept.',
} as const
