/*
 * Business rules of SPEC §4 as data: which action is allowed in which state,
 * which states are transitional (spinner), and the badge colour of each state.
 * Pages ask these; they never compare states inline (DESIGN §4, STYLE 7).
 * web/mock keeps its own copy of the server's rules on purpose, so a wrong row
 * here shows up in e2e as a 400 instead of agreeing with itself.
 */
import type { DiskStateName, InstanceState, SnapshotState } from './rules/api-types'
import {
  type BadgeColor,
  type StatePredicate,
  predicatesFromTable,
  reasonIfDisallowed,
  stateSet,
} from './rules/predicates'

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

// ---------------------------------------------------------------- instances

/** SPEC §4 instance action table, one row per action. */
export const instanceActions = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
  addToAffinityGroup: ['stopped'],
} satisfies Record<string, InstanceState[]>

export type InstanceAction = keyof typeof instanceActions
type HasRunState = { runState: InstanceState }

/** `instanceCan.start(i)`; `instanceCan.start.states` for the reason text. */
export const instanceCan = predicatesFromTable<InstanceAction, InstanceState, HasRunState>(
  instanceActions,
  (i) => i.runState
)

/** Reason an instance action is disabled, or undefined when allowed. */
export const instanceActionDisabled = (action: InstanceAction, i: HasRunState) =>
  reasonIfDisallowed(instanceCan[action], i, 'instance')

/** SPEC §4: these run states show a spinner. */
export const instanceTransitional = stateSet<InstanceState>([
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'stopping',
])

/** SPEC §4 badge colours; a Record so a new API state fails typecheck. */
export const instanceStateColor: Record<InstanceState, BadgeColor> = {
  running: 'default',
  stopped: 'neutral',
  failed: 'destructive',
  destroyed: 'destructive',
  creating: 'default',
  starting: 'blue',
  rebooting: 'blue',
  migrating: 'purple',
  repairing: 'notice',
  stopping: 'neutral',
}

type AutoRestartFields = HasRunState & {
  autoRestartEnabled: boolean
  autoRestartCooldownExpiration?: Date | string | null
}

/**
 * SPEC §4: failed, auto-restart enabled, and no cooldown or a cooldown that has
 * run out. nexus.json documents the expiration as "the time at which the
 * cooldown completes, permitting it to be automatically restarted", so the
 * instant itself already counts as passed.
 */
export function instanceAutoRestartDue(i: AutoRestartFields, now: Date | number = Date.now()) {
  if (i.runState !== 'failed' || !i.autoRestartEnabled) return false
  const expiry = i.autoRestartCooldownExpiration
  if (expiry == null) return true
  return new Date(expiry).getTime() <= new Date(now).getTime()
}

// -------------------------------------------------------------------- disks

/** SPEC §4 disk action table. */
export const diskActions = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBootDisk: ['attached'],
} satisfies Record<string, DiskStateName[]>

export type DiskAction = keyof typeof diskActions
/** nexus.json `Disk.state` is tagged: the name lives at `disk.state.state`. */
type HasDiskState = { state: { state: DiskStateName } }

export const diskCan = predicatesFromTable<DiskAction, DiskStateName, HasDiskState>(
  diskActions,
  (d) => d.state.state
)

/** issue #23: a bulk import that stopped (tab closed, session ended) can go on from its checkpoint. */
const resumableImportStates: DiskStateName[] = ['importing_from_bulk_writes']
export const diskCanResumeImport = (d: HasDiskState) => resumableImportStates.includes(d.state.state)

export const diskActionDisabled = (action: DiskAction, d: HasDiskState) =>
  reasonIfDisallowed(diskCan[action], d, 'disk')

/** SPEC §4: the transitional disk states. */
export const diskTransitional = stateSet<DiskStateName>([
  'attaching',
  'creating',
  'detaching',
  'finalizing',
])

export const diskStateColor: Record<DiskStateName, BadgeColor> = {
  attached: 'default',
  attaching: 'blue',
  creating: 'default',
  detaching: 'blue',
  detached: 'neutral',
  destroyed: 'destructive',
  faulted: 'destructive',
  maintenance: 'notice',
  import_ready: 'blue',
  importing_from_url: 'purple',
  importing_from_bulk_writes: 'purple',
  finalizing: 'blue',
}

// ---------------------------------------------------------------- snapshots

/** SPEC §4: only creating spins. */
export const snapshotTransitional = stateSet<SnapshotState>(['creating'])

/** A disk can be made from a snapshot only once it is ready (the server refuses the others). */
export const snapshotUsableAsSource = stateSet<SnapshotState>(['ready'])

export const snapshotStateColor: Record<SnapshotState, BadgeColor> = {
  creating: 'default',
  ready: 'default',
  destroyed: 'neutral',
  faulted: 'destructive',
}

/** The predicate type of one table row, for code that takes a rule as an argument. */
export type InstancePredicate = StatePredicate<HasRunState, InstanceState>
export type DiskPredicate = StatePredicate<HasDiskState, DiskStateName>
