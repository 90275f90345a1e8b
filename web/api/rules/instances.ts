/*
 * the rules: states instance rules as data: which action is allowed in which run state, which
 * states spin, and each state's badge colour. Pages ask these; they never compare
 * states inline (the API client, STYLE 7). web/mock keeps its own copy of the server's
 * rules on purpose, so a wrong row here shows up in e2e as a 400.
 */
import type { InstanceState } from './api-types'
import { type BadgeColor, predicatesFromTable, reasonIfDisallowed, stateSet } from './predicates'

/** the rules: states instance action table, one row per action. */
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

/**
 * The instance page's primary buttons, at most two per run state: what a person most likely
 * came to do in that state. Every other action stays in the page's menu, so the header stays
 * one quiet line. Only actions the state allows are listed; a state with nothing useful to do
 * (creating, stopping) has no buttons.
 */
export type InstancePageAction = 'start' | 'stop' | 'reboot' | 'delete' | 'serialConsole'
export const instancePrimaryActions: Record<InstanceState, InstancePageAction[]> = {
  running: ['stop', 'serialConsole'],
  starting: ['stop'],
  rebooting: ['serialConsole', 'stop'],
  migrating: ['serialConsole'],
  repairing: ['serialConsole'],
  stopping: [],
  stopped: ['start'],
  failed: ['start', 'stop'],
  creating: [],
  destroyed: [],
}

export type InstanceAction = keyof typeof instanceActions
type HasRunState = { runState: InstanceState }

/** `instanceCan.start(i)`; `instanceCan.start.states` for the reason text. */
export const instanceCan = /* @__PURE__ */ predicatesFromTable<InstanceAction, InstanceState, HasRunState>(
  instanceActions,
  (i) => i.runState
)

/** Reason an instance action is disabled, or undefined when allowed. */
export const instanceActionDisabled = (action: InstanceAction, i: HasRunState) =>
  reasonIfDisallowed(instanceCan[action], i, 'instance')

/** the rules: states: these run states show a spinner. */
export const instanceTransitional = /* @__PURE__ */ stateSet<InstanceState>([
  'creating',
  'starting',
  'rebooting',
  'migrating',
  'stopping',
])

/**
 * Run states in which the guest is booting afresh: the serial
 * console marks a guest reset when it sees the instance enter one. Migrating and
 * repairing keep the guest running, so they are not resets.
 */
export const instanceGuestBooting = /* @__PURE__ */ stateSet<InstanceState>(['starting', 'rebooting'])

/** the rules: states badge colours; a Record so a new API state fails typecheck. */
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
 * the rules: states: failed, auto-restart enabled, and no cooldown or a cooldown that has
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
