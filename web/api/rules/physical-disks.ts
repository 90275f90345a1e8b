/*
 * Physical disk adoption (issue #25 point 3): whether an unadopted disk has an adoption request,
 * which of enable / disable adoption it allows, and the labels and colours the pages show
 * (STYLE §7: tables keyed by the API's unions, so a new variant fails typecheck).
 */
import type {
  PhysicalDiskAdoptionRequest,
  PhysicalDiskKind,
  PhysicalDiskManufacturerIdentity,
  UnadoptedPhysicalDisk,
} from '../generated/types'
import { predicatesFromTable, reasonIfDisallowed, type BadgeColor } from './predicates'

/** A disk's adoption: enabled once the operator made a request for its identity, else disabled. */
export type AdoptionState = 'enabled' | 'disabled'

/** Which action each adoption state allows (the API: enable makes a request, disable deletes it). */
export const adoptionActions = {
  enable: ['disabled'],
  disable: ['enabled'],
} satisfies Record<string, AdoptionState[]>

export const adoptionBadge: Record<AdoptionState, { label: string; color: BadgeColor }> = {
  enabled: { label: 'Adoption enabled', color: 'blue' },
  disabled: { label: 'Not requested', color: 'neutral' },
}

export const formFactorLabel: Record<PhysicalDiskKind, string> = { m2: 'M.2', u2: 'U.2' }

/** Two manufacturer identities name the same disk when vendor, model and serial all match. */
export const sameDisk = (a: PhysicalDiskManufacturerIdentity, b: PhysicalDiskManufacturerIdentity) =>
  a.vendor === b.vendor && a.model === b.model && a.serial === b.serial

/** An unadopted disk beside the requests: its adoption request (if any) and so its state. */
export type DiskAdoption = { disk: UnadoptedPhysicalDisk; request?: PhysicalDiskAdoptionRequest; state: AdoptionState }

export function diskAdoption(disk: UnadoptedPhysicalDisk, requests: readonly PhysicalDiskAdoptionRequest[]): DiskAdoption {
  const request = requests.find((r) => sameDisk(r.diskId, disk.diskId))
  return { disk, request, state: request ? 'enabled' : 'disabled' }
}

export const adoptionCan = predicatesFromTable(adoptionActions, (a: Pick<DiskAdoption, 'state'>) => a.state)

/** Why an action is not allowed for this disk, or undefined: 'Only available when the disk's adoption is disabled'. */
export const adoptionReason = (action: keyof typeof adoptionActions, a: Pick<DiskAdoption, 'state'>) =>
  reasonIfDisallowed(adoptionCan[action], a, 'disk’s adoption')

/** How a disk names itself in menus and dialogs: its serial, with its vendor and model. */
export const diskIdentityLabel = (d: PhysicalDiskManufacturerIdentity) => `${d.serial} (${d.vendor} ${d.model})`
