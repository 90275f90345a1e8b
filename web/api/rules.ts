/*
 * The rules tables moved to one file per resource under ./rules/ (issue #19 point 2:
 * instances.ts, disks.ts, snapshots.ts, ...). This file only re-exports them so pages
 * written against the old path on other branches still compile after a merge; new
 * code imports from ./rules/<resource>. Remove it once nothing imports it.
 */
export type { DiskStateName, InstanceState, SnapshotState } from './rules/api-types'
export {
  type BadgeColor,
  type StatePredicate,
  disabledReason,
  reasonIfDisallowed,
  stateLabel,
} from './rules/predicates'
export {
  type CapacityEstimate,
  type SledCapacityInput,
  CAPACITY_FRACTION,
  DISK_PER_SLED_BYTES,
  DISK_TB_TO_TIB,
  estimateCapacity,
} from './rules/capacity'
export * from './rules/instances'
export * from './rules/disks'
export * from './rules/snapshots'
