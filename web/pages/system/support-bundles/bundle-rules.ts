/**
 * Support bundle states and what each allows, as data (STYLE §7). The API's states:
 * collecting (being gathered), active (ready), destroying, failed.
 */
import type { SupportBundleInfo, SupportBundleState } from '../../../api/generated/types'
import type { BadgeColor } from '../../../ui/Badge'

export const bundleStateColor: Record<SupportBundleState, BadgeColor> = {
  collecting: 'blue',
  active: 'default',
  destroying: 'neutral',
  failed: 'destructive',
}

/** States that change by themselves: show a spinner and keep polling. */
export const bundleTransitional = (b: Pick<SupportBundleInfo, 'state'>) =>
  b.state === 'collecting' || b.state === 'destroying'

const bundleActions = {
  download: ['active'],
  // a collecting bundle can be cancelled by deleting it; a destroying one is already going
  delete: ['active', 'collecting', 'failed'],
  comment: ['active', 'collecting', 'failed'],
} satisfies Record<string, SupportBundleState[]>

export type BundleAction = keyof typeof bundleActions

export const bundleCan = (action: BundleAction, b: Pick<SupportBundleInfo, 'state'>) =>
  (bundleActions[action] as SupportBundleState[]).includes(b.state)

/** The reason an action is disabled, built from the table so it cannot drift. */
export function bundleDisabledReason(action: BundleAction, b: Pick<SupportBundleInfo, 'state'>): string | undefined {
  if (bundleCan(action, b)) return undefined
  const states = bundleActions[action].join(', ')
  return `Only available when the bundle is ${states} (it is ${b.state})`
}

/** The index lists one file per line (a directory listing); tolerate a JSON array too. */
export function parseIndex(data: unknown): string[] {
  const lines = Array.isArray(data) ? data.map(String) : typeof data === 'string' ? data.split(/\r?\n/) : []
  return lines.map((l) => l.trim()).filter((l) => l && !l.endsWith('/'))
}

export const bundleFileName = (id: string) => `support-bundle-${id}.zip`
export const shortId = (id: string) => id.slice(0, 8)
