/* the rules: states snapshot rules as data: the states that spin, what a disk can be made from, badge colours. */
import type { SnapshotState } from './api-types'
import { type BadgeColor, stateSet } from './predicates'

/** the rules: states: only creating spins. */
export const snapshotTransitional = stateSet<SnapshotState>(['creating'])

/** A disk can be made from a snapshot only once it is ready (the server refuses the others). */
export const snapshotUsableAsSource = stateSet<SnapshotState>(['ready'])

export const snapshotStateColor: Record<SnapshotState, BadgeColor> = {
  creating: 'default',
  ready: 'default',
  destroyed: 'neutral',
  faulted: 'destructive',
}
