/*
 * Physical disk adoption: where a disk stands with the control plane, which of
 * enable / disable adoption that allows, and the labels and colours the pages show (the style rules:
 * tables keyed by the API's unions, so a new variant fails typecheck). As Nexus decides it: an
 * in-service physical disk is adopted (a request for it is refused); a disk with an active request
 * awaits adoption; any other (an unadopted disk, or an expunged one, which the operator must
 * re-adopt by hand) is unadopted.
 */
import type {
  PhysicalDisk,
  PhysicalDiskAdoptionRequest,
  PhysicalDiskKind,
  PhysicalDiskManufacturerIdentity,
  UnadoptedPhysicalDisk,
} from '../generated/types'
import { predicatesFromTable, reasonIfDisallowed, type BadgeColor } from './predicates'

export type AdoptionState = 'adopted' | 'awaiting_adoption' | 'unadopted'

/** Which adoption action each state allows (the API: enable makes a request, disable deletes it). */
export const adoptionActions = {
  enable: ['unadopted'],
  disable: ['awaiting_adoption'],
} satisfies Record<string, AdoptionState[]>

export const adoptionBadge: Record<AdoptionState, { label: string; color: BadgeColor }> = {
  adopted: { label: 'Adopted', color: 'default' },
  awaiting_adoption: { label: 'Awaiting adoption', color: 'blue' },
  unadopted: { label: 'Not adopted', color: 'neutral' },
}

export const formFactorLabel: Record<PhysicalDiskKind, string> = { m2: 'M.2', u2: 'U.2' }

/** Two manufacturer identities name the same disk when vendor, model and serial all match. */
export const sameDisk = (a: PhysicalDiskManufacturerIdentity, b: PhysicalDiskManufacturerIdentity) =>
  a.vendor === b.vendor && a.model === b.model && a.serial === b.serial

/** A disk's identity and standing: its adoption request (if any) and so its state. */
export type DiskAdoption = {
  identity: PhysicalDiskManufacturerIdentity
  request?: PhysicalDiskAdoptionRequest
  state: AdoptionState
}

const requestFor = (identity: PhysicalDiskManufacturerIdentity, requests: readonly PhysicalDiskAdoptionRequest[]) =>
  requests.find((r) => sameDisk(r.diskId, identity))

/** A disk of the unadopted list (the server lists none with a request, but a list may be older). */
export function unadoptedDiskAdoption(
  disk: UnadoptedPhysicalDisk,
  requests: readonly PhysicalDiskAdoptionRequest[],
): DiskAdoption {
  const request = requestFor(disk.diskId, requests)
  return { identity: disk.diskId, request, state: request ? 'awaiting_adoption' : 'unadopted' }
}

/** A physical disk: adopted while in service; an expunged one may be requested again. */
export function physicalDiskAdoption(
  disk: PhysicalDisk,
  requests: readonly PhysicalDiskAdoptionRequest[],
): DiskAdoption {
  const identity = { vendor: disk.vendor, model: disk.model, serial: disk.serial }
  if (disk.policy.kind === 'in_service') return { identity, state: 'adopted' }
  const request = requestFor(identity, requests)
  return { identity, request, state: request ? 'awaiting_adoption' : 'unadopted' }
}

export const adoptionCan = predicatesFromTable(adoptionActions, (a: Pick<DiskAdoption, 'state'>) => a.state)

/** Why an action is not allowed, or undefined: 'Only available when the disk is unadopted'. */
export const adoptionReason = (action: keyof typeof adoptionActions, a: Pick<DiskAdoption, 'state'>) =>
  reasonIfDisallowed(adoptionCan[action], a, 'disk')
