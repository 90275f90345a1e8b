/*
 * Support bundle states and what each allows, as data (STYLE 7). The API's states:
 * collecting (being gathered), active (ready), destroying, failed.
 */
import type { SupportBundleState } from '../generated/types'
import { type BadgeColor, predicatesFromTable, stateSet } from './predicates'

type HasBundleState = { state: SupportBundleState }

export const bundleStateColor: Record<SupportBundleState, BadgeColor> = {
  collecting: 'blue',
  active: 'default',
  destroying: 'neutral',
  failed: 'destructive',
}

/** States that change by themselves: show a spinner and keep polling. */
const transitionalStates = stateSet<SupportBundleState>(['collecting', 'destroying'])
export const bundleTransitional = (b: HasBundleState) => transitionalStates(b.state)

const bundleActions = {
  download: ['active'],
  // a collecting bundle can be cancelled by deleting it; a destroying one is already going
  delete: ['active', 'collecting', 'failed'],
  comment: ['active', 'collecting', 'failed'],
} satisfies Record<string, SupportBundleState[]>

export type BundleAction = keyof typeof bundleActions

const bundlePredicates = predicatesFromTable<BundleAction, SupportBundleState, HasBundleState>(
  bundleActions,
  (b) => b.state,
)

export const bundleCan = (action: BundleAction, b: HasBundleState) => bundlePredicates[action](b)

/** The reason an action is disabled, built from the table so it cannot drift. */
export function bundleDisabledReason(action: BundleAction, b: HasBundleState): string | undefined {
  if (bundleCan(action, b)) return undefined
  return `Only available when the bundle is ${bundleActions[action].join(', ')} (it is ${b.state})`
}

/** Deleting a bundle that is still being gathered also stops the gathering (the confirm says so). */
const collectingStates = stateSet<SupportBundleState>(['collecting'])
export const bundleDeleteStopsCollection = (b: HasBundleState) => collectingStates(b.state)

/** Only a failed bundle has a failure reason worth showing in place of why it was made. */
const failedStates = stateSet<SupportBundleState>(['failed'])
export const bundleShowsFailure = (b: HasBundleState) => failedStates(b.state)
