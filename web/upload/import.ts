/**
 * The disk import (the rules: states "Disk import runs bulk-write-start, then bulk-write, then
 * bulk-write-stop, then finalize"): create the disk in import_ready, start the bulk writes, write
 * the content through a Transfer (the worker pipeline in the browser, ./pipeline.ts in-process in
 * tests), stop, finalize (optionally into a snapshot), optionally make an image. A failure or a
 * cancel before the disk is finalized undoes what was made; pause and resume reach the transfer;
 * an import a reload or an ended session cut can be continued from its last checkpoint.
 * The API calls are injected, so every step and every clean-up is unit-tested without a browser.
 */
import type { PipelineResult } from './pipeline'
import type { Progress } from './progress'

/** The steps of an import, in order; the names are what a failure message says. */
export const STEP_LABELS = {
  create: 'Create disk',
  start: 'Start import',
  write: 'Upload data',
  stop: 'Stop import',
  finalize: 'Finalize disk',
  image: 'Create image',
} as const
export type ImportStep = keyof typeof STEP_LABELS

export class ImportStepError extends Error {
  constructor(
    readonly step: ImportStep,
    readonly cause: unknown,
  ) {
    super(`${STEP_LABELS[step]} failed: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

export class ImportCancelled extends Error {
  constructor() {
    super('Upload cancelled')
  }
}

/** The API calls an import makes, bound to the client by web/api/disk-import.ts and to fakes by tests. */
export type ImportCalls = {
  createDisk: () => Promise<{ id: string }>
  start: (diskId: string) => Promise<unknown>
  stop: (diskId: string) => Promise<unknown>
  finalize: (diskId: string, snapshotName?: string) => Promise<unknown>
  deleteDisk: (diskId: string) => Promise<unknown>
  /** Made once the disk is finalized (from its snapshot); a failure here keeps the disk. */
  createImage?: () => Promise<unknown>
}

export type TransferOutcome =
  | { type: 'done'; result: PipelineResult & { heap?: number } }
  | { type: 'cancelled' }
  /** statusCode 401: the session ended. */
  | { type: 'failed'; message: string; statusCode?: number }

export type TransferHandle = { pause(): void; resume(): void; cancel(): void; done: Promise<TransferOutcome> }

/** Writes the file's content into an importing disk, from chunk `resumeFrom` on. */
export type Transfer = (o: {
  diskId: string
  resumeFrom: number
  onProgress: (p: Progress) => void
  /** Every chunk below `seq` is on the disk. */
  onCheckpoint: (seq: number) => void
}) => TransferHandle

/** Where a later run may continue an import: kept while the disk is importing, dropped once it is not. */
export type Checkpoints = {
  save: (diskId: string, seq: number, done: number) => void
  clear: (diskId: string) => void
}

export type ImportOptions = {
  calls: ImportCalls
  transfer: Transfer
  /** Finalize into this snapshot (needed by createImage). */
  snapshotName?: string
  /** Continue an import a reload or an ended session left importing: no create, no start. */
  resume?: { diskId: string; seq: number; done: number }
  /** Given: checkpoints are kept, and an ended session leaves the disk importing to be resumed. */
  checkpoints?: Checkpoints
  onStep?: (step: ImportStep) => void
  onProgress?: (p: Progress) => void
}

export type ImportJob<R> = { pause(): void; resume(): void; cancel(): void; done: Promise<R> }
export type ImportResult = { diskId: string; sha256: string | null }

export const SESSION_ENDED_NOTE = 'The disk stays importing: sign in again and pick the same file to resume'

/**
 * Starts an import. `done` resolves once the disk is finalized (and the image made), or rejects
 * with ImportCancelled or an ImportStepError naming the step, after the clean-up: stop (if
 * writing), finalize without a snapshot (the server deletes only detached disks), delete.
 */
export function startImport(o: ImportOptions): ImportJob<ImportResult> {
  const { calls, checkpoints } = o
  let cancelled = false
  let transfer: TransferHandle | null = null
  let paused = false

  async function run(): Promise<ImportResult> {
    let diskId = o.resume?.diskId
    let importing = !!o.resume
    let finalized = false
    let step: ImportStep = 'create'
    const enter = (s: ImportStep) => {
      if (cancelled) throw new ImportCancelled()
      step = s
      o.onStep?.(s)
    }
    try {
      if (!diskId) {
        enter('create')
        diskId = (await calls.createDisk()).id
        enter('start')
        await calls.start(diskId)
        importing = true
      }
      enter('write')
      const id = diskId
      let done = o.resume?.done ?? 0
      checkpoints?.save(id, o.resume?.seq ?? 0, done)
      transfer = o.transfer({
        diskId: id,
        resumeFrom: o.resume?.seq ?? 0,
        onProgress: (p) => {
          done = p.done
          o.onProgress?.(p)
        },
        onCheckpoint: (seq) => checkpoints?.save(id, seq, done),
      })
      if (paused) transfer.pause()
      const outcome = await transfer.done
      transfer = null
      if (outcome.type === 'cancelled') throw new ImportCancelled()
      if (outcome.type === 'failed') {
        if (outcome.statusCode === 401 && checkpoints) {
          // the session ended: every later call would fail too; the disk is resumed after signing in
          diskId = undefined
          throw new Error(`${outcome.message}. ${SESSION_ENDED_NOTE}`)
        }
        throw new Error(outcome.message)
      }
      enter('stop')
      await calls.stop(id)
      importing = false
      enter('finalize')
      await calls.finalize(id, o.snapshotName || undefined)
      finalized = true
      checkpoints?.clear(id)
      if (calls.createImage) {
        enter('image')
        await calls.createImage()
      }
      return { diskId: id, sha256: outcome.result.sha256 }
    } catch (e) {
      transfer = null
      // once finalized the disk is good: a failed image step keeps it and says so
      if (!finalized && diskId) await cleanUp(calls, diskId, importing, checkpoints)
      if (e instanceof ImportCancelled) throw e
      throw new ImportStepError(step, e)
    }
  }

  return {
    pause: () => {
      paused = true
      transfer?.pause()
    },
    resume: () => {
      paused = false
      transfer?.resume()
    },
    cancel: () => {
      cancelled = true
      transfer?.cancel()
    },
    done: run(),
  }
}

/** Undoes a half-done import, each call best-effort: the error that stopped it is what counts. */
async function cleanUp(calls: ImportCalls, diskId: string, importing: boolean, checkpoints?: Checkpoints) {
  if (importing) await calls.stop(diskId).catch(() => undefined)
  await calls.finalize(diskId).catch(() => undefined)
  await calls.deleteDisk(diskId).catch(() => undefined)
  checkpoints?.clear(diskId)
}
