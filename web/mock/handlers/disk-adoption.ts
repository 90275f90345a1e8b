/**
 * /v1/system/hardware disk adoption, as Nexus's datastore does it: a disk is
 * unadopted while its sled is in service, no active (non-expunged) physical disk has its identity
 * and no adoption request names it. Enabling adoption records a request (idempotent: the same
 * identity again answers the request it has; 409 when an active disk has that identity). The
 * background task then adopts a requested disk a sled holds: the request goes, a physical disk
 * with a new id comes (here ADOPT_MS after the request, applied on the next hardware read).
 * Disabling deletes a request (404 for one that is gone).
 */
import type { Db } from '../db'
import { newId } from '../db'
import { conflict, internal, MockError } from '../errors'
import { ADOPT_500_SERIAL } from '../fixtures/disk-adoption'
import type { Api, Snake } from '../wire'
import { created, removeFrom, type Handlers } from './ctx'
import { paginate } from './paginate'

type Identity = Snake<Api.PhysicalDiskManufacturerIdentity>

/** How long after a request the mock's background task adopts the disk (a sled must hold it). */
export const ADOPT_MS = 60_000

const same = (a: Identity, b: Identity) => a.vendor === b.vendor && a.model === b.model && a.serial === b.serial
const activeDisk = (db: Db, id: Identity) => db.physicalDisks.find((d) => d.policy.kind !== 'expunged' && same(d, id))
const inService = (db: Db, sledId: string) => db.sleds.some((s) => s.id === sledId && s.policy.kind === 'in_service')

/** Adopts every requested disk a sled in service holds once its request is ADOPT_MS old. */
export function adoptDue(db: Db, now = Date.now()) {
  for (const request of [...db.adoptionRequests]) {
    if (Date.parse(request.time_created) + ADOPT_MS > now) continue
    const found = db.unadoptedDisks.find((d) => same(d.disk_id, request.disk_id) && inService(db, d.sled_id))
    if (!found || activeDisk(db, request.disk_id)) continue
    removeFrom(db.adoptionRequests, (r) => r.id === request.id)
    removeFrom(db.unadoptedDisks, (d) => d === found)
    const at = new Date(now).toISOString()
    db.physicalDisks.push({
      id: newId(),
      sled_id: found.sled_id,
      form_factor: found.variant,
      ...found.disk_id,
      policy: { kind: 'in_service' },
      state: 'active',
      time_created: at,
      time_modified: at,
    })
  }
}

export const diskAdoptionHandlers: Handlers = {
  physicalDiskListUnadopted(ctx) {
    const { db } = ctx
    adoptDue(db)
    const rows = db.unadoptedDisks.filter(
      (d) =>
        inService(db, d.sled_id) &&
        !activeDisk(db, d.disk_id) &&
        !db.adoptionRequests.some((r) => same(r.disk_id, d.disk_id)),
    )
    return paginate(ctx, rows, 'none')
  },

  physicalDiskListAdoptionRequests(ctx) {
    adoptDue(ctx.db)
    return paginate(ctx, ctx.db.adoptionRequests, 'id_ascending')
  },

  physicalDiskEnableAdoption(ctx) {
    const identity = ctx.body as Identity
    const { db } = ctx
    adoptDue(db)
    if (identity.serial === ADOPT_500_SERIAL) throw internal()
    if (activeDisk(db, identity))
      throw conflict(`physical disk already adopted: ${identity.vendor}:${identity.model}:${identity.serial}`)
    const existing = db.adoptionRequests.find((r) => same(r.disk_id, identity))
    if (existing) return created(existing)
    const request: Snake<Api.PhysicalDiskAdoptionRequest> = {
      id: newId(),
      disk_id: { vendor: identity.vendor, model: identity.model, serial: identity.serial },
      time_created: new Date().toISOString(),
    }
    db.adoptionRequests.push(request)
    return created(request)
  },

  physicalDiskDisableAdoption(ctx) {
    const id = ctx.path.physical_disk_adoption_req_id
    const { db } = ctx
    adoptDue(db)
    if (!db.adoptionRequests.some((r) => r.id === id))
      throw new MockError(404, 'NotFound', `No active adoption request found for id: ${id}`)
    removeFrom(db.adoptionRequests, (r) => r.id === id)
  },
}
