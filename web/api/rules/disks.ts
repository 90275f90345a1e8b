/*
 * the rules: states rules for virtual disks as data: actions by state, the states that spin,
 * badge colours (physical disks' colours are in ./sleds.ts).
 */
import type { DiskStateName } from './api-types'
import { type BadgeColor, predicatesFromTable, reasonIfDisallowed, stateSet } from './predicates'

/** the rules: states disk action table. */
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

/** : a bulk import that stopped (tab closed, session ended) can go on from its checkpoint. */
const resumableImportStates: DiskStateName[] = ['importing_from_bulk_writes']
export const diskCanResumeImport = (d: HasDiskState) => resumableImportStates.includes(d.state.state)

export const diskActionDisabled = (action: DiskAction, d: HasDiskState) =>
  reasonIfDisallowed(diskCan[action], d, 'disk')

/** the rules: states: the transitional disk states. */
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
