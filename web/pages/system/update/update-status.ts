/**
 * The logic of the update page, kept pure for unit tests (test/pages/update/update-status.test.ts).
 * The API reports how many components run each release version (UpdateStatus.componentsByReleaseVersion);
 * progress towards the target release is the share of components already on it.
 */
import type { UpdateStatus } from '../../../api/generated/types'

/** Semantic-version order, numeric per dot part ('17.10.0' > '17.9.0'); a pre-release sorts before its release. */
export function compareVersions(a: string, b: string): number {
  const [coreA, preA] = a.split('-', 2)
  const [coreB, preB] = b.split('-', 2)
  const pa = coreA.split('.')
  const pb = coreB.split('.')
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = Number(pa[i] ?? 0)
    const y = Number(pb[i] ?? 0)
    if (Number.isNaN(x) || Number.isNaN(y)) {
      const c = (pa[i] ?? '').localeCompare(pb[i] ?? '')
      if (c !== 0) return c
    } else if (x !== y) return x < y ? -1 : 1
  }
  if (preA === preB) return 0
  if (preA === undefined) return 1
  if (preB === undefined) return -1
  return preA.localeCompare(preB)
}

export type ComponentRow = { version: string; count: number; isTarget: boolean }

/** One row per release version, newest first; the target release is marked. */
export function componentRows(
  status: Pick<UpdateStatus, 'componentsByReleaseVersion' | 'targetRelease'>,
): ComponentRow[] {
  const target = status.targetRelease?.version
  return Object.entries(status.componentsByReleaseVersion)
    .map(([version, count]) => ({ version, count, isTarget: version === target }))
    .sort((a, b) => compareVersions(b.version, a.version))
}

export type UpdateProgress = { onTarget: number; total: number; percent: number; done: boolean; label: string }

/** How far the rack is towards its target release; null without a target or without components. */
export function updateProgress(
  status: Pick<UpdateStatus, 'componentsByReleaseVersion' | 'targetRelease'>,
): UpdateProgress | null {
  const target = status.targetRelease?.version
  if (!target) return null
  const counts = Object.values(status.componentsByReleaseVersion)
  const total = counts.reduce((a, b) => a + b, 0)
  if (total === 0) return null
  const onTarget = status.componentsByReleaseVersion[target] ?? 0
  // floor: 99.6% must not read as done
  const percent = Math.floor((onTarget / total) * 100)
  return {
    onTarget,
    total,
    percent,
    done: onTarget === total,
    label: `${onTarget} of ${total} components on ${target}`,
  }
}

/** Poll quickly while components are still moving to the target, slowly once there. */
export const statusRefreshMs = (status?: Pick<UpdateStatus, 'componentsByReleaseVersion' | 'targetRelease'>) => {
  const p = status ? updateProgress(status) : null
  return p && !p.done ? 2000 : 15000
}

/** The note shown when confirming a target: older than the current target reads as a downgrade. */
export function targetChangeNote(version: string, current?: string | null): string | undefined {
  if (!current) return undefined
  const c = compareVersions(version, current)
  if (c === 0) return `${version} is already the target release.`
  if (c < 0) return `${version} is older than the current target ${current}; the system refuses downgrades.`
  return undefined
}

/** A trust root is a TUF root role: a JSON object, usually `{ signed: { _type: 'root', ... }, signatures }`. */
export function parseTrustRoot(
  text: string,
): { value: unknown; error?: undefined } | { value?: undefined; error: string } {
  const t = text.trim()
  if (!t) return { error: 'Trust root is required' }
  let value: unknown
  try {
    value = JSON.parse(t)
  } catch {
    return { error: 'Must be a JSON document (the root.json of a TUF repository)' }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'Must be a JSON object' }
  const signed = (value as { signed?: unknown }).signed
  if (typeof signed !== 'object' || signed === null) return { error: 'Must have a "signed" object (a TUF root role)' }
  return { value }
}

/** Version and expiry from a root role, for the list; missing fields are undefined. */
export function trustRootSummary(rootRole: unknown): { version?: number; expires?: string } {
  const signed = (rootRole as { signed?: { version?: unknown; expires?: unknown } } | null)?.signed
  return {
    version: typeof signed?.version === 'number' ? signed.version : undefined,
    expires: typeof signed?.expires === 'string' ? signed.expires : undefined,
  }
}

export const shortHash = (hash: string) => (hash.length > 12 ? `${hash.slice(0, 12)}…` : hash)
