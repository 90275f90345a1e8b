/*
 * Disk import from a local image file (SPEC §4 "Disk import runs bulk-write-start, then
 * bulk-write, then bulk-write-stop, then finalize"). Pure logic with the API calls injected,
 * so chunking, progress, cancellation and cleanup are unit-tested without a browser
 * (test/pages/disks/upload.test.ts). The page binds the steps to the client.
 */
import { KiB, GiB } from '../../../util/format'
import { progressOf, type Progress } from '../../../upload/progress'

/** Bytes per bulk-write call: 512 KiB is a multiple of every block size (512, 2048, 4096). */
export const CHUNK_SIZE = 512 * KiB
/** Bulk writes in flight at once: enough to hide latency, few enough not to flood the server. */
export const CONCURRENCY = 4

export type Chunk = { offset: number; length: number }

/** Split `size` bytes into chunks of `chunkSize` (the last may be shorter). */
export function planChunks(size: number, chunkSize = CHUNK_SIZE): Chunk[] {
  if (!Number.isInteger(chunkSize) || chunkSize <= 0) throw new Error('chunk size must be a positive integer')
  const chunks: Chunk[] = []
  for (let offset = 0; offset < size; offset += chunkSize) {
    chunks.push({ offset, length: Math.min(chunkSize, size - offset) })
  }
  return chunks
}

/** Smallest whole number of GiB that holds the file (a disk is sized in GiB; at least 1). */
export function diskSizeForFile(fileSize: number): number {
  return Math.max(1, Math.ceil(fileSize / GiB)) * GiB
}

/** Writes are block-aligned: the last chunk is padded with zeros up to a block multiple. */
export function padToBlock(data: Uint8Array, blockSize: number): Uint8Array {
  const rem = data.length % blockSize
  if (rem === 0) return data
  const out = new Uint8Array(data.length + blockSize - rem)
  out.set(data)
  return out
}

/**
 * Base64 of a chunk: the native encoder where the browser has it (much faster on 512 KiB),
 * else btoa over pieces small enough for String.fromCharCode's argument limit.
 */
export function toBase64(data: Uint8Array): string {
  const native = (data as Uint8Array & { toBase64?: () => string }).toBase64
  if (typeof native === 'function') return native.call(data)
  let binary = ''
  const step = 0x8000
  for (let i = 0; i < data.length; i += step) {
    binary += String.fromCharCode(...data.subarray(i, i + step))
  }
  return btoa(binary)
}

export const isAllZeros = (data: Uint8Array) => data.every((b) => b === 0)

/** The steps of an import, in order; the names are what a failure message says. */
export const STEP_LABELS = {
  create: 'Create disk',
  start: 'Start import',
  write: 'Upload data',
  stop: 'Stop import',
  finalize: 'Finalize disk',
  image: 'Create image',
} as const
export type UploadStep = keyof typeof STEP_LABELS

export class UploadStepError extends Error {
  constructor(
    readonly step: UploadStep,
    readonly cause: unknown,
  ) {
    super(`${STEP_LABELS[step]} failed: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled')
  }
}

/** The calls an import makes, bound to the API by the page and to fakes by tests. */
export type ImportSteps = {
  createDisk: () => Promise<{ id: string }>
  start: (diskId: string) => Promise<unknown>
  write: (diskId: string, offset: number, base64: string) => Promise<unknown>
  stop: (diskId: string) => Promise<unknown>
  finalize: (diskId: string, snapshotName?: string) => Promise<unknown>
  createImage?: () => Promise<unknown>
  deleteDisk: (diskId: string) => Promise<unknown>
}

/** Anything with a size and byte slices: a File in the browser, a Blob in tests. */
export type Source = {
  size: number
  slice: (start: number, end: number) => { arrayBuffer: () => Promise<ArrayBuffer> }
}

export type ImportOptions = {
  file: Source
  blockSize: number
  steps: ImportSteps
  snapshotName?: string
  signal?: AbortSignal
  onProgress?: (p: Progress) => void
  onStep?: (step: UploadStep) => void
  chunkSize?: number
  concurrency?: number
}

/**
 * Upload every chunk with at most `concurrency` writes in flight. Progress counts bytes
 * acknowledged by the server, so it only moves forward and ends at exactly the file size.
 */
export async function writeChunks({
  file,
  blockSize,
  write,
  signal,
  onProgress,
  chunkSize = CHUNK_SIZE,
  concurrency = CONCURRENCY,
}: {
  file: Source
  blockSize: number
  write: (offset: number, base64: string) => Promise<unknown>
  signal?: AbortSignal
  onProgress?: (p: Progress) => void
  chunkSize?: number
  concurrency?: number
}) {
  const chunks = planChunks(file.size, chunkSize)
  let next = 0
  let sent = 0
  onProgress?.(progressOf(0, file.size))
  const worker = async () => {
    while (next < chunks.length) {
      if (signal?.aborted) throw new UploadCancelled()
      const { offset, length } = chunks[next++]
      const bytes = new Uint8Array(await file.slice(offset, offset + length).arrayBuffer())
      if (signal?.aborted) throw new UploadCancelled()
      // A new disk reads as zeros, so all-zero chunks (common in disk images) need no write.
      if (!isAllZeros(bytes)) await write(offset, toBase64(padToBlock(bytes, blockSize)))
      sent += length
      onProgress?.(progressOf(sent, file.size))
    }
  }
  const workers = Array.from({ length: Math.max(1, Math.min(concurrency, chunks.length)) }, worker)
  // allSettled, so no write is still running when the caller starts cleaning up
  const results = await Promise.allSettled(workers)
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (failed) throw failed.reason
}

/**
 * The whole import: create disk -> start -> writes -> stop -> finalize -> (image).
 * A failure or cancel at any step cleans up (stop the import if it started, delete the
 * disk if it exists) and rejects with UploadStepError naming the step, or UploadCancelled.
 */
export async function importDisk(opts: ImportOptions): Promise<{ diskId: string }> {
  const { steps, signal } = opts
  let diskId: string | undefined
  let importing = false
  let finalized = false
  let step: UploadStep = 'create'
  const enter = (s: UploadStep) => {
    if (signal?.aborted) throw new UploadCancelled()
    step = s
    opts.onStep?.(s)
  }
  try {
    enter('create')
    diskId = (await steps.createDisk()).id
    enter('start')
    await steps.start(diskId)
    importing = true
    enter('write')
    const id = diskId
    await writeChunks({ ...opts, write: (offset, data) => steps.write(id, offset, data) })
    enter('stop')
    await steps.stop(diskId)
    importing = false
    enter('finalize')
    await steps.finalize(diskId, opts.snapshotName || undefined)
    finalized = true
    if (steps.createImage) {
      enter('image')
      await steps.createImage()
    }
    return { diskId }
  } catch (e) {
    // Once finalized the disk is good; a failed image step keeps it and says so.
    if (!finalized) await cleanUp(steps, diskId, importing)
    if (e instanceof UploadCancelled) throw e
    throw new UploadStepError(step, e)
  }
}

/**
 * Undo a half-done import. The server deletes only detached or faulted disks, and an
 * import_ready disk becomes detached by finalizing, so: stop (if writing), finalize
 * (no snapshot), delete. Each step is best-effort; the original error is what counts.
 */
async function cleanUp(steps: ImportSteps, diskId: string | undefined, importing: boolean) {
  if (!diskId) return
  if (importing) await steps.stop(diskId).catch(() => undefined)
  await steps.finalize(diskId).catch(() => undefined)
  await steps.deleteDisk(diskId).catch(() => undefined)
}
