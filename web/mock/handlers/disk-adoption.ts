/**
 * /v1/system/hardware disk adoption (issue #25 point 3): the disks the control plane has not
 * adopted, and the operator's requests to adopt them. Enabling adoption records a request for a
 * manufacturer identity (201); disabling deletes it (204, 404 for an unknown id). Like the server,
 * one identity has at most one request, and a disk already in use needs none.
 */
import { newId } from '../db'
import { alreadyExists, badRequest, internal, notFound } from '../errors'
import { ADOPT_500_SERIAL } from '../fixtures/disk-adoption'
import type { Api, Snake } from '../wire'
import { created, removeFrom, type Handlers } from './ctx'
import { paginate } from './paginate'

type Identity = Snake<Api.PhysicalDiskManufacturerIdentity>

const same = (a: Identity, b: Identity) => a.vendor === b.vendor && a.model === b.model && a.serial === b.serial
const label = (d: Identity) => `${d.vendor}/${d.model}/${d.serial}`

export const diskAdoptionHandlers: Handlers = {
  physicalDiskListUnadopted: (ctx) => paginate(ctx, ctx.db.unadoptedDisks, 'none'),

  physicalDiskListAdoptionRequests: (ctx) => paginate(ctx, ctx.db.adoptionRequests, 'id_ascending'),

  physicalDiskEnableAdoption(ctx) {
    const identity = ctx.body as Identity
    const { db } = ctx
    if (identity.serial === ADOPT_500_SERIAL) throw internal()
    if (db.physicalDisks.some((d) => same(d, identity)))
      throw badRequest(`physical disk ${label(identity)} is already adopted`)
    if (db.adoptionRequests.some((r) => same(r.disk_id, identity)))
      throw alreadyExists('physical-disk-adoption-request', label(identity))
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
    if (!db.adoptionRequests.some((r) => r.id === id)) throw notFound('physical-disk-adoption-request', id, 'id')
    removeFrom(db.adoptionRequests, (r) => r.id === id)
  },
}
