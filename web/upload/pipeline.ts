/**
 * The upload pipeline that runs in the worker: file -> decoder -> raw extents ->
 * block-aligned chunks -> zero check -> SHA-256 -> bulk writes, several in flight (the writer
 * encodes each body: web/upload/body.ts).
 * Pure logic with the write injected, so it runs the same in the worker, in Node tests and in the
 * bench. Memory stays flat: every stage pulls from the one before, so only the chunks in flight
 * and one decoder window are alive at a time.
 */
import { nonZeroRuns } from './bytes'
import { WRITE_SIZE, ZERO_GAP, ZERO_GRAIN, chunksOf, counting, joinPadded, readAhead } from './chunks'
import { Cancelled, ConcurrencyTuner, Control, WriteFailed, type WriteResult } from './control'
import { ProgressMeter } from './meter'
import type { Progress } from './progress'
import { extentsOf, type Source } from './decode'
import type { ImageFormat } from './formats'
import { inlineHasher, type Hasher } from './hasher'
import type { Extent } from './qcow2'
import type { RemoteXz } from './xzthread'

// the pieces the worker, the bench and the tests take from here
export { readAhead } from './chunks'
export type { Progress } from './progress'
export { Cancelled, ConcurrencyTuner, Control, WriteFailed, type WriteResult } from './control'

export type PipelineResult = {
  sha256: string | null
  written: number
  skipped: number
  requests: number
  retries: number
  resumedFrom: number
}

export type PipelineOptions = {
  file: Source
  format: ImageFormat
  contentSize: number
  blockSize: number
  /** Writes `data` at `offset`; it may be called again with the same bytes to retry. */
  write: (offset: number, data: Uint8Array) => Promise<WriteResult>
  /** Chunks [0, resumeFrom) were acknowledged by an earlier run: hash them, do not send them. */
  resumeFrom?: number
  control?: Control
  onProgress?: (p: Progress) => void
  /** Every chunk below `seq` is acknowledged: where a later run may resume. */
  onCheckpoint?: (seq: number) => void
  progressEveryMs?: number
  concurrency?: number
  maxConcurrency?: number
  /** The SHA-256 of the content (default: inline, on this thread). */
  hasher?: () => Hasher
  /** A second xz decoder (a thread): multi-block .xz files are decoded on two threads. */
  xzThread?: () => RemoteXz
  /** Retries per chunk for network errors, 429 and 5xx, with exponential backoff from `backoffMs`. */
  retries?: number
  backoffMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

const retryable = (r: Extract<WriteResult, { ok: false }>) => r.status === 0 || r.status === 429 || r.status >= 500

export async function runPipeline(o: PipelineOptions): Promise<PipelineResult> {
  const now = o.now ?? (() => performance.now())
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)))
  const control = o.control ?? new Control()
  const tuner = new ConcurrencyTuner(o.concurrency ?? 6, 2, o.maxConcurrency ?? 16)
  const resumeFrom = o.resumeFrom ?? 0
  let read = 0
  const file = counting(o.file, (n) => (read += n))

  // SHA-256 of the content in order, zeros for gaps; none when a stream arrives out of order
  let sha: Hasher | null = (o.hasher ?? inlineHasher)()
  let hashed = 0
  const onExtent = (e: Extent) => {
    if (e.offset > hashed) skipped += e.offset - hashed // a gap (unallocated qcow2 clusters): zeros never sent
    if (!sha) return void (hashed = Math.max(hashed, e.offset + e.data.length))
    if (e.offset < hashed) {
      sha.close()
      sha = null
    } else {
      if (e.offset > hashed) sha.zeros(e.offset - hashed)
      sha.update(e.data)
      hashed = e.offset + e.data.length
    }
  }

  let written = 0
  let skipped = 0
  let previous = 0
  let requests = 0
  let retries = 0
  let inFlight = 0
  let failure: unknown = null
  const acked = new Set<number>()
  let watermark = resumeFrom
  const ack = (seq: number) => {
    acked.add(seq)
    const before = watermark
    while (acked.has(watermark)) acked.delete(watermark++)
    if (watermark !== before) o.onCheckpoint?.(watermark)
  }

  const meter = new ProgressMeter({
    now,
    every: o.progressEveryMs ?? 100,
    tuner,
    onProgress: o.onProgress,
    figures: () => ({ read, written, skipped, previous, inFlight, paused: control.paused }),
    fileSize: o.file.size,
    total: o.contentSize,
  })
  const report = (force = false) => meter.report(force)
  const progressed = (bytes: number) => meter.progressed(bytes)

  let slotFree: (() => void) | null = null
  const freeSlot = () => {
    const f = slotFree
    slotFree = null
    f?.()
  }

  /** Sends one write, retrying network errors, 429 and 5xx with backoff. */
  async function send(offset: number, data: Uint8Array) {
    for (let attempt = 0; ; attempt++) {
      requests++
      const r = await o
        .write(offset, data)
        .catch((): WriteResult => ({ ok: false, status: 0, text: '', requestId: '' }))
      if (r.ok) return
      if (!retryable(r) || attempt >= (o.retries ?? 5) || control.cancelled) throw new WriteFailed(r)
      retries++
      await sleep((o.backoffMs ?? 250) * 2 ** attempt * (0.75 + Math.random() * 0.5))
    }
  }

  /** A chunk being written: acknowledged once all of its runs are. */
  type Pending = { seq: number; left: number; trimmed: number }
  /** One write: contiguous runs, of one chunk or (a run at a chunk's end joined to one at the next's start) of two. */
  type Write = { offset: number; parts: Uint8Array[]; length: number; owners: { chunk: Pending; bytes: number }[] }

  async function dispatch(w: Write) {
    await control.whilePaused(() => report(true))
    while (inFlight >= tuner.level && !failure) await new Promise<void>((r) => (slotFree = r))
    if (failure) return
    if (control.cancelled) throw new Cancelled()
    inFlight++
    // a write that ends inside a block (the content's last) is padded to whole blocks
    const data = w.parts.length === 1 && w.length % o.blockSize === 0 ? w.parts[0] : joinPadded(w, o.blockSize)
    // the bytes stay alive while the write is in flight, for a retry: sources never reuse a
    // buffer they gave (readAhead and the carried run already rely on that)
    const { owners } = w
    send(w.offset, data).then(
      () => {
        inFlight--
        const first = written === 0
        let done = 0
        for (const { chunk, bytes } of owners) {
          written += bytes
          done += bytes
          if (--chunk.left === 0) {
            skipped += chunk.trimmed
            done += chunk.trimmed
            ack(chunk.seq)
          }
        }
        progressed(done)
        // the first acknowledged write always shows, however fast the rest goes
        if (first) report(true)
        freeSlot()
      },
      (err) => {
        inFlight--
        failure ??= err
        freeSlot()
      },
    )
  }

  // a run that reaches its chunk's end waits here, in case the next chunk's data continues it
  let carry: Write | null = null
  const flushCarry = async () => {
    const w = carry
    carry = null
    if (w) await dispatch(w)
  }

  const grain = Math.max(ZERO_GRAIN, o.blockSize)
  report(true)
  try {
    for await (const c of chunksOf(
      readAhead(extentsOf(file, o.format, undefined, o.xzThread), 2),
      o.blockSize,
      WRITE_SIZE,
      onExtent,
    )) {
      if (failure) break
      if (control.cancelled) throw new Cancelled()
      const len = Math.min(c.data.length, Math.max(0, o.contentSize - c.offset))
      const drained = sha?.drained()
      if (drained) await drained
      if (c.seq < resumeFrom) {
        previous += len
        progressed(0)
        continue
      }
      if (c.zero) {
        await flushCarry()
        skipped += len
        ack(c.seq)
        progressed(len)
        continue
      }
      // only the non-zero runs of the chunk are sent; its zero blocks count as skipped
      const runs = nonZeroRuns(c.data.subarray(0, len), grain, ZERO_GAP)
      if (!runs.length) {
        // non-zero only past the content's end: nothing to write
        await flushCarry()
        skipped += len
        ack(c.seq)
        progressed(len)
        continue
      }
      const chunk: Pending = { seq: c.seq, left: runs.length, trimmed: runs.reduce((n, [s, e]) => n - (e - s), len) }
      for (const [s, e] of runs) {
        const part = c.data.subarray(s, e)
        const owner = { chunk, bytes: e - s }
        if (carry && carry.offset + carry.length === c.offset + s && carry.length + part.length <= WRITE_SIZE) {
          carry.parts.push(part)
          carry.length += part.length
          carry.owners.push(owner)
        } else {
          await flushCarry()
          carry = { offset: c.offset + s, parts: [part], length: part.length, owners: [owner] }
        }
        // only a run that reaches the chunk's end can be continued by the next chunk
        if (e < c.data.length || carry.length >= WRITE_SIZE) await flushCarry()
        if (failure) break
      }
    }
    await flushCarry()
    while (inFlight > 0) await new Promise<void>((r) => (slotFree = r))
    if (failure) throw failure
    if (control.cancelled) throw new Cancelled()
    if (hashed < o.contentSize) {
      sha?.zeros(o.contentSize - hashed)
      skipped += o.contentSize - hashed
    }
    const sha256 = sha ? await sha.digest() : null
    report(true)
    return { sha256, written, skipped, requests, retries, resumedFrom: previous }
  } catch (e) {
    meter.stop()
    sha?.close()
    throw e
  }
}
