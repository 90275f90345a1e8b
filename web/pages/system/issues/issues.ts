/*
 * What needs an operator's attention, gathered from several lists into one
 * (system/issues). Pure: each rule reads only the data given, so it can be
 * tested without a server, and a list that failed to load is simply absent.
 */
import type {
  IdentityProvider,
  IpPool,
  IpPoolUtilization,
  PhysicalDisk,
  Silo,
  Sled,
  UpdateStatus,
} from '../../../api/generated/types'
import { poolExhaustedSeverity, sledAttentionSeverity, type IssueSeverity } from '../../../api/rules/issues'
import { physicalDiskAttention, sledAttention, type SledAttention } from '../../../api/rules/sleds'
import { to } from '../../../urls'

export type IssueKind = 'sled' | 'disk' | 'port' | 'update' | 'silo' | 'pool'
export type Issue = {
  key: string
  kind: IssueKind
  severity: IssueSeverity
  title: string
  detail: string
  href: string
}

export const issueKindLabel: Record<IssueKind, string> = {
  sled: 'Sled',
  disk: 'Physical disk',
  port: 'Switch port',
  update: 'Update',
  silo: 'Silo',
  pool: 'IP pool',
}

export type IssueInputs = {
  sleds?: Sled[]
  disks?: PhysicalDisk[]
  /** Switch ports whose link is down, by name, with the switch slot. */
  portsDown?: { id: string; portName: string; switchSlot: string }[]
  update?: UpdateStatus
  /** Silos with the number of identity providers each has. */
  silos?: { silo: Silo; idps: IdentityProvider[] | undefined }[]
  pools?: { pool: IpPool; utilization: IpPoolUtilization | undefined }[]
}

const sledName = (s: Sled) => s.baseboard.serial

const sledIssueText: Record<SledAttention, (s: Sled) => { title: string; detail: string }> = {
  expunged: (s) => ({
    title: `Sled ${sledName(s)} is expunged`,
    detail: `State ${s.state}; it will not run anything again.`,
  }),
  out_of_service: (s) => ({ title: `Sled ${sledName(s)} is ${s.state}`, detail: 'The sled is not in service.' }),
  not_provisionable: (s) => ({
    title: `Sled ${sledName(s)} is not provisionable`,
    detail: 'In service, but new instances will not be placed on it.',
  }),
}

export function sledIssue(s: Sled): Issue | undefined {
  const cause = sledAttention(s)
  if (!cause) return undefined
  return {
    key: `sled-${s.id}`,
    kind: 'sled',
    href: to.sled({ sledId: s.id }),
    severity: sledAttentionSeverity[cause],
    ...sledIssueText[cause](s),
  }
}

export function diskIssue(d: PhysicalDisk): Issue | undefined {
  const condition = physicalDiskAttention(d)
  if (!condition) return undefined
  return {
    key: `disk-${d.id}`,
    kind: 'disk',
    severity: 'error',
    title: `Physical disk ${d.serial} is ${condition}`,
    detail: `${d.formFactor.toUpperCase()} ${d.model}${d.sledId ? '' : ', not in any sled'}`,
    href: d.sledId ? to.sled({ sledId: d.sledId }) : to.diskInventory(),
  }
}

/**
 * Update status has no 'failed' flag: 'contact support' is the failure the
 * system reports, and components on more than one version (or not on the
 * target) mean an update is under way.
 */
export function updateIssue(u: UpdateStatus): Issue | undefined {
  const versions = Object.keys(u.componentsByReleaseVersion)
  const href = to.systemIssues()
  if (u.contactSupport)
    return {
      key: 'update-support',
      kind: 'update',
      severity: 'error',
      title: 'System update needs support',
      detail: 'The update system found a problem only support can resolve.',
      href,
    }
  const target = u.targetRelease?.version
  const inProgress = versions.length > 1 || (target !== undefined && versions.length === 1 && versions[0] !== target)
  if (inProgress) {
    const parts = Object.entries(u.componentsByReleaseVersion)
      .map(([v, n]) => `${n} on ${v}`)
      .join(', ')
    return {
      key: 'update-progress',
      kind: 'update',
      severity: 'warning',
      title: u.suspended
        ? 'System update is suspended'
        : `System update to ${target ?? 'a new release'} is in progress`,
      detail: `Components: ${parts}.`,
      href,
    }
  }
  return undefined
}

export function siloIssue(silo: Silo, idps: IdentityProvider[]): Issue | undefined {
  // Local-only silos sign users in themselves and need no identity provider.
  if (silo.identityMode === 'local_only' || idps.length > 0) return undefined
  return {
    key: `silo-${silo.id}`,
    kind: 'silo',
    severity: 'warning',
    title: `Silo ${silo.name} has no identity provider`,
    detail: 'Nobody can sign in to it until a SAML identity provider is added.',
    href: to.siloIdps({ silo: silo.name }),
  }
}

export function poolIssue(pool: IpPool, u: IpPoolUtilization): Issue | undefined {
  const severity = poolExhaustedSeverity(u)
  if (!severity) return undefined
  return {
    key: `pool-${pool.id}`,
    kind: 'pool',
    severity,
    title: `IP pool ${pool.name} has no free addresses`,
    detail: u.capacity === 0 ? 'It has no ranges.' : `All ${u.capacity} addresses are in use.`,
    href: to.ipPool({ pool: pool.name }),
  }
}

const defined = <T>(x: T | undefined): x is T => x !== undefined

/** Errors first, then warnings; within each, in the order of the kinds above. */
export function collectIssues(i: IssueInputs): Issue[] {
  const all = [
    ...(i.sleds ?? []).map(sledIssue),
    ...(i.disks ?? []).map(diskIssue),
    ...(i.portsDown ?? []).map((p): Issue => ({
      key: `port-${p.id}`,
      kind: 'port',
      severity: 'warning',
      title: `Switch port ${p.portName} on ${p.switchSlot} is down`,
      detail: 'The link is not up.',
      href: to.switchInventory(),
    })),
    i.update && updateIssue(i.update),
    ...(i.silos ?? []).map(({ silo, idps }) => (idps ? siloIssue(silo, idps) : undefined)),
    ...(i.pools ?? []).map(({ pool, utilization }) => (utilization ? poolIssue(pool, utilization) : undefined)),
  ].filter(defined)
  return [...all.filter((x) => x.severity === 'error'), ...all.filter((x) => x.severity === 'warning')]
}
