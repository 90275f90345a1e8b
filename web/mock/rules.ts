/**
 * The mock's own state rules (the rules: states), kept apart from web/api/rules/ on
 * purpose: if a UI table is wrong, the mock answers 400 and e2e notices.
 */
import type { Api } from './wire'
import { badRequest, conflict, type MockError } from './errors'

type S = Api.InstanceState
type D = Api.DiskState['state']

export const instanceRules = {
  // start of a running (or starting) instance and stop of a stopped one succeed and change nothing (Nexus: AlreadyDone)
  start: ['stopped', 'failed', 'running', 'starting'],
  stop: ['running', 'starting', 'rebooting', 'failed', 'stopped'],
  reboot: ['running', 'starting'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  'update the boot disk of': ['stopped', 'failed', 'creating'],
  'attach a disk to': ['creating', 'stopped'],
  'detach a disk from': ['creating', 'stopped', 'failed'],
  'change the network interfaces of': ['stopped'],
  'open the serial console of': ['running', 'rebooting', 'migrating', 'repairing'],
  'add to an affinity group': ['stopped'],
} satisfies Record<string, S[]>

export const diskRules = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
} satisfies Record<string, D[]>

/** Nexus's own words where its tests check them (instances.rs, disks.rs); the mock's elsewhere. */
const INSTANCE_REFUSALS: Partial<Record<keyof typeof instanceRules, (state: S) => MockError>> = {
  delete: () => badRequest('cannot delete instance: instance is running or has not yet fully stopped'),
  reboot: (state) =>
    badRequest(
      state === 'stopped'
        ? 'cannot reboot an instance in state stopped with no VMM'
        : `instance state cannot be changed from state "${state}"`,
    ),
  start: (state) =>
    badRequest(
      state === 'creating'
        ? 'cannot change instance state while it is still being created'
        : `instance state cannot be changed from state "${state}"`,
    ),
  resize: () => conflict('instance must be stopped to change CPU or memory'),
  'update the boot disk of': () => conflict('instance must be stopped to set boot disk'),
  'change the network interfaces of': () => badRequest('Instance must be stopped to update its network interfaces'),
}

/** 400 (or Nexus's status) with the server's wording unless `state` allows `action`. */
export function requireInstanceState(action: keyof typeof instanceRules, inst: { run_state: S }) {
  if (!(instanceRules[action] as S[]).includes(inst.run_state)) {
    throw (
      INSTANCE_REFUSALS[action]?.(inst.run_state) ??
      badRequest(`cannot ${action} instance in state "${inst.run_state}"`)
    )
  }
}

export function requireDiskState(action: keyof typeof diskRules, disk: { state: { state: D } }) {
  if (!(diskRules[action] as D[]).includes(disk.state.state)) {
    // Nexus's words for a delete (disks.rs), the mock's for the rest
    if (action === 'delete') throw badRequest(`disk cannot be deleted in state "${disk.state.state}"`)
    throw badRequest(`cannot ${action} disk in state "${disk.state.state}"`)
  }
}

/** Limits the server enforces on instance and disk sizes (nexus/src/app/mod.rs; the console's forms ask less, the rules: constants). */
export const LIMITS = {
  maxNics: 8,
  maxCpus: 254,
  minMemoryGiB: 1,
  maxMemoryGiB: 1536,
  minDiskGiB: 1,
  maxDiskGiB: 1023,
  maxDisks: 12,
  bulkWriteMax: 512 * 1024,
}
