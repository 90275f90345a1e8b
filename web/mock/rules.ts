/**
 * The mock's own state rules (SPEC §4), kept apart from web/api/rules/ on
 * purpose: if a UI table is wrong, the mock answers 400 and e2e notices.
 */
import type { Api } from './wire'
import { badRequest } from './errors'

type S = Api.InstanceState
type D = Api.DiskState['state']

export const instanceRules = {
  start: ['stopped', 'failed'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  reboot: ['running'],
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

/** 400 with the server's wording unless `state` allows `action`. */
export function requireInstanceState(action: keyof typeof instanceRules, inst: { run_state: S }) {
  if (!(instanceRules[action] as S[]).includes(inst.run_state)) {
    throw badRequest(`cannot ${action} instance in state "${inst.run_state}"`)
  }
}

export function requireDiskState(action: keyof typeof diskRules, disk: { state: { state: D } }) {
  if (!(diskRules[action] as D[]).includes(disk.state.state)) {
    throw badRequest(`cannot ${action} disk in state "${disk.state.state}"`)
  }
}

/** Limits the server enforces on instance and disk sizes (SPEC §9 constants). */
export const LIMITS = {
  maxNics: 8,
  maxCpus: 64,
  minMemoryGiB: 1,
  maxMemoryGiB: 1536,
  minDiskGiB: 1,
  maxDiskGiB: 1023,
  maxDisks: 12,
  bulkWriteMax: 512 * 1024,
}
