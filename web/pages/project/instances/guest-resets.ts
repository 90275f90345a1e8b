/*
 * When did the guest reset? The serial stream carries only the guest's bytes
 * (Nexus forwards propolis' binary frames and nothing else), so the console
 * learns of a reset from the instance's run state, which it polls while the
 * console page is open. The time of the reset is the server's
 * timeRunStateUpdated, not the moment this browser happened to notice.
 */
import type { InstanceState } from '../../../api/generated/types'
import { instanceCan, instanceGuestBooting } from '../../../api/rules/instances'

type Observed = { runState: InstanceState; timeRunStateUpdated: Date }

/** What the watch remembers between two reads of the instance. */
export type ResetWatch = { state: InstanceState; since: number; booting: boolean }

/**
 * Fold one read of the instance into the watch. A reset is reported once per boot:
 * - on entering starting or rebooting;
 * - on finding it running again after a state with no console (stopped, failed), the starting missed;
 * - on finding it running with a newer state time than the running seen before: a reboot
 *   short enough to fall between two polls (a migration, the other way to leave and
 *   re-enter running, is an operator's rare act and shows as migrating while it lasts).
 * The first read reports nothing: there is no earlier output to set apart.
 */
export function observeRunState(prev: ResetWatch | undefined, i: Observed): { watch: ResetWatch; resetAt?: Date } {
  const since = new Date(i.timeRunStateUpdated).getTime()
  const booting = instanceGuestBooting(i.runState)
  const watch = { state: i.runState, since, booting }
  if (!prev) return { watch }
  const entered = booting && !prev.booting
  const runningAgain = i.runState === 'running' && !prev.booting
  const cameBack = runningAgain && !instanceCan.serialConsole({ runState: prev.state })
  const missedReboot = runningAgain && prev.state === 'running' && since > prev.since
  return entered || cameBack || missedReboot ? { watch, resetAt: new Date(since) } : { watch }
}
