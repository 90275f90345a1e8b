/** Disks, including the bulk-import flow (the rules: states), and snapshots. */
import { decodeBase64 } from '../base64'
import { newId, timestamps } from '../db'
import { badRequest, internal, invalidValue } from '../errors'
import { LIMITS, requireDiskState } from '../rules'
import type { Api, Snake } from '../wire'
import { checkQuota } from '../usage'
import { errIfExists, me, sentinel, sibling, type Ctx, type Handlers } from './ctx'
import { crud } from './crud'

type Disk = Snake<Api.Disk>
const GiB = 1024 ** 3

/** Nexus's validate_disk_create_params (nexus/src/app/disk.rs): its order and its words. */
export function checkDiskSize(size: number, blockSize: number, local = false) {
  if (size % blockSize)
    throw invalidValue('size and block_size', `total size must be a multiple of block size ${blockSize}`)
  if (size < LIMITS.minDiskGiB * GiB) throw invalidValue('size', `total size must be at least ${LIMITS.minDiskGiB} GiB`)
  if (size % GiB) throw invalidValue('size', 'total size must be a multiple of 1 GiB')
  if (!local && size > LIMITS.maxDiskGiB * GiB)
    throw invalidValue('size', `total size must be less than ${LIMITS.maxDiskGiB} GiB`)
}

/** Builds (does not store) a disk from a DiskCreate body, checking its source. */
export function makeDisk(ctx: Ctx, projectId: string, body: Snake<Api.DiskCreate>, state: Disk['state']): Disk {
  errIfExists(
    ctx.db.disks.filter((d) => d.project_id === projectId),
    body.name,
    'disk',
  )
  sentinel.create(body.name)
  let block_size: Api.BlockSize = 4096
  let extra: Partial<Disk> = {}
  const backend = body.disk_backend
  if (backend.type === 'distributed') {
    const src = backend.disk_source
    if (src.type === 'blank' || src.type === 'importing_blocks') block_size = src.block_size
    if (src.type === 'importing_blocks') state = { state: 'import_ready' }
    if (src.type === 'snapshot') {
      const snap = ctx.lookup.snapshot({ snapshot: src.snapshot_id })
      if (body.size < snap.size)
        throw badRequest(`disk size ${body.size} must be greater than or equal to snapshot size ${snap.size}`)
      extra = { snapshot_id: snap.id, read_only: !!src.read_only }
    }
    if (src.type === 'image') {
      const img = ctx.lookup.image({ image: src.image_id })
      if (body.size < img.size)
        throw badRequest(`disk size ${body.size} must be greater than or equal to image size ${img.size}`)
      block_size = img.block_size
      extra = { image_id: img.id, read_only: !!src.read_only }
    }
  }
  checkDiskSize(body.size, block_size, backend.type === 'local')
  return {
    id: newId(),
    name: body.name,
    description: body.description,
    project_id: projectId,
    size: body.size,
    block_size,
    state,
    device_path: `/mnt/${body.name}`,
    disk_type: backend.type === 'local' ? 'local' : 'distributed',
    read_only: false,
    image_id: null,
    snapshot_id: null,
    ...extra,
    ...timestamps(),
  }
}

const diskOf = (ctx: Ctx) => ctx.lookup.disk({ ...ctx.query, ...ctx.path })

const disks = crud({
  type: 'disk',
  rows: (db) => db.disks,
  find: diskOf,
  parent: (ctx) => ctx.lookup.project(ctx.query),
  parentOf: (d) => d.project_id,
  make(ctx, body: Snake<Api.DiskCreate>, project) {
    const disk = makeDisk(ctx, project.id, body, { state: 'detached' })
    checkQuota(ctx.db, me(ctx).silo.id, { storage: disk.size })
    return disk
  },
  checkDelete: (_ctx, disk) => requireDiskState('delete', disk),
  onDelete: (ctx, disk) => delete ctx.db.diskImports[disk.id],
})

const snapshots = crud({
  type: 'snapshot',
  rows: (db) => db.snapshots,
  find: (ctx) => ctx.lookup.snapshot({ ...ctx.query, ...ctx.path }),
  parent: (ctx) => ctx.lookup.project(ctx.query),
  parentOf: (s) => s.project_id,
  make(ctx, body: Snake<Api.SnapshotCreate>, project) {
    const disk = ctx.lookup.disk(sibling('disk', body.disk, project.id))
    requireDiskState('snapshot', disk)
    checkQuota(ctx.db, me(ctx).silo.id, { storage: disk.size })
    return {
      name: body.name,
      description: body.description,
      project_id: project.id,
      disk_id: disk.id,
      size: disk.size,
      state: 'ready' as const,
    }
  },
})

export const diskHandlers: Handlers = {
  diskList: disks.list,
  diskCreate: disks.create,
  diskView: disks.view,
  diskDelete: disks.remove,

  diskBulkWriteImportStart(ctx) {
    const disk = diskOf(ctx)
    if (disk.name === 'import-start-500') throw internal()
    if (disk.state.state !== 'import_ready') {
      throw badRequest(`disk must be in state import_ready to start a bulk write, not ${disk.state.state}`)
    }
    disk.state = { state: 'importing_from_bulk_writes' }
    ctx.db.diskImports[disk.id] ??= {}
  },

  /** Decodes and stores each chunk, checking alignment and the disk's size. */
  diskBulkWriteImport(ctx) {
    const disk = diskOf(ctx)
    if (disk.state.state !== 'importing_from_bulk_writes') {
      throw badRequest(
        `disk must be in state importing_from_bulk_writes to accept bulk writes, not ${disk.state.state}`,
      )
    }
    const { offset, base64_encoded_data } = ctx.body as Snake<Api.ImportBlocksBulkWrite>
    const data = decodeBase64(base64_encoded_data)
    if (!data) throw badRequest('unable to decode base64 data')
    const len = data.length
    if (len > LIMITS.bulkWriteMax)
      throw badRequest(`bulk write of ${len} bytes exceeds the maximum of ${LIMITS.bulkWriteMax}`)
    if (offset % disk.block_size)
      throw badRequest(`offset ${offset} is not a multiple of the block size ${disk.block_size}`)
    if (offset + len > disk.size)
      throw badRequest(`write of ${len} bytes at offset ${offset} would exceed the disk size ${disk.size}`)
    ;(ctx.db.diskImports[disk.id] ??= {})[offset] = data
  },

  diskBulkWriteImportStop(ctx) {
    const disk = diskOf(ctx)
    if (disk.state.state !== 'importing_from_bulk_writes') {
      throw badRequest(`disk must be in state importing_from_bulk_writes to stop a bulk write, not ${disk.state.state}`)
    }
    disk.state = { state: 'import_ready' }
  },

  diskFinalizeImport(ctx) {
    const disk = diskOf(ctx)
    if (disk.state.state !== 'import_ready')
      throw badRequest(`disk must be in state import_ready to finalize, not ${disk.state.state}`)
    const snapshot_name = (ctx.body as Snake<Api.FinalizeDisk>).snapshot_name
    if (snapshot_name) {
      errIfExists(
        ctx.db.snapshots.filter((s) => s.project_id === disk.project_id),
        snapshot_name,
        'snapshot',
      )
      ctx.db.snapshots.push({
        id: newId(),
        name: snapshot_name,
        description: `snapshot of imported disk ${disk.name}`,
        project_id: disk.project_id,
        disk_id: disk.id,
        size: disk.size,
        state: 'ready',
        ...timestamps(),
      })
    }
    disk.state = { state: 'detached' }
  },

  snapshotList: snapshots.list,
  snapshotCreate: snapshots.create,
  snapshotView: snapshots.view,
  snapshotDelete: snapshots.remove,
}
