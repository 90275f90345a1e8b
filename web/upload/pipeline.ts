/**
 * The upload pipeline that runs in the worker (issue #23): file -> decoder -> raw extents ->
 * block-aligned chunks -> zero check -> SHA-256 -> bulk writes, several in flight (the writer
 * encodes each body: web/upload/body.ts).
 * Pure logic with the write injected, so it runs the same in the worker, in Node tests and in the
 * bench. Memory stays flat: every stage pulls from the one before, so only the chunks in flight
 * and one decoder window are alive at a time.
 */
import { isAllZeros, nonZeroRuns } from './bytes'
import { extentsOf, type Source } from './decode'
import type { ImageFormat } from './formats'
import { inlineHasher, type Hasher } from './hasher'
import type { Extent } from './qcow2'
import type { RemoteXz } from './xzthread'

/** Bytes per bulk write: the server's maximum, a multiple of every block size. */
export const WRITE_SIZE = 512 * 1024
/** Zero blocks at the ends of a chunk are not sent, nor zero gaps inside it of at least this size. */
export const ZERO_GAP = 128 * 1024
/** The grid zero blocks are found on: a multiple of every block size (512, 2048, 4096). */
const ZERO_GRAIN = 4096

/**
 * Reads ahead: keeps the next `depth` items of `source` in progress while the consumer works on
 * the current one, so file reads and decoding overlap the writes.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, depth = 1): AsyncGenerator<T> {
  const it = source[Symbol.asyncIterator]()
  const queue: Promise<IteratorResult<T>>[] = []
  try {
    for (;;) {
      while (queue.length <= depth) queue.push(it.next())
      const r = await queue.shift()!
      if (r.done) return
      yield r.value
    }
  } finally {
    // settle what is in progress before closing the source, so nothing runs after we return
    await Promise.allSettled(queue)
    await it.return?.()
  }
}

export type WriteResult = { ok: true } | { ok: false; status: number; text: string; requestId: string }

/** A write that failed for good (after retries, or at once for a client error). */
export class WriteFailed extends Error {
  constructor(readonly result: Extract<WriteResult, { ok: false }>) {
    super(`bulk write failed with status ${result.status}`)
  }
}
export class Cancelled extends Error {
  constructor() {
    super('Upload cancelled')
  }
}

/** A block-aligned piece of the disk to write (or skip when all zero); `seq` numbers them in order. */
export type Chunk = { seq: number; offset: number; data: Uint8Array; zero: boolean }

/**
 * Cuts extents into chunks on a WRITE_SIZE grid. Only bytes the source gave are written (a run
 * per chunk of contiguous bytes), so an out-of-order qcow2 never overwrites data with zeros.
 */
export async function* chunksOf(
  extents: AsyncIterable<Extent>,
  blockSize: number,
  size = WRITE_SIZE,
  onExtent?: (e: Extent) => void,
): AsyncGenerator<Chunk> {
  let seq = 0
  let open: { index: number; buf: Uint8Array; runs: [number, number][] } | null = null
  function* flush(): Generator<Chunk> {
    if (!open) return
    const { index, buf, runs } = open
    open = null
    for (const [s, e] of runs) {
      const end = Math.min(buf.length, Math.ceil(e / blockSize) * blockSize)
      const data = buf.subarray(s, end)
      yield { seq: seq++, offset: index * size + s, data, zero: isAllZeros(data) }
    }
  }
  for await (const ext of extents) {
    onExtent?.(ext)
    let { offset } = ext
    let data = ext.data
    while (data.length) {
      const index = Math.floor(offset / size)
      const within = offset - index * size
      const take = Math.min(data.length, size - within)
      if (open && open.index !== index) yield* flush()
      // whole aligned chunks straight from the source: no copy
      if (!open && within === 0 && take === size) {
        yield { seq: seq++, offset, data: data.subarray(0, take), zero: isAllZeros(data.subarray(0, take)) }
      } else {
        open ??= { index, buf: new Uint8Array(size), runs: [] }
        open.buf.set(data.subarray(0, take), within)
        const last = open.runs[open.runs.length - 1]
        if (last && last[1] === within) last[1] = within + take
        else open.runs.push([within, within + take])
      }
      offset += take
      data = data.subarray(take)
    }
  }
  yield* flush()
}

/**
 * Chooses how many writes to keep in flight from measured throughput: climbs while a higher
 * level is clearly faster, steps back when it is slower, then holds the best level it found.
 */
export class ConcurrencyTuner {
  private rates = new Map<number, number>()
  private ceiling: number
  constructor(
    public level = 4,
    readonly min = 2,
    readonly max = 16,
  ) {
    this.ceiling = max + 1
  }
  /** One measurement (bytes per second) at the current level; returns the next level. */
  sample(rate: number): number {
    const prev = this.rates.get(this.level)
    const here = prev === undefined ? rate : (prev + rate) / 2
    this.rates.set(this.level, here)
    const up = Math.min(this.max, this.level + 2)
    const down = Math.max(this.min, this.level - 2)
    const below = this.rates.get(down)
    if (down < this.level && below !== undefined && below > here * 1.05) {
      // slower than one step down: that step is the ceiling from now on
      this.ceiling = Math.min(this.ceiling, this.level)
      this.level = down
    } else if (up > this.level && up < this.ceiling) {
      const above = this.rates.get(up)
      if (above === undefined || above > here * 1.05) this.level = up
    }
    return this.level
  }
}

export type PipelineProgress = {
  /** Bytes of the file read (compressed bytes for a compressed file). */
  read: number
  fileSize: number
  /** Bytes of disk content acknowledged by the server. */
  written: number
  /** Bytes of disk content that were zero and not sent. */
  skipped: number
  /** Content bytes done (written + skipped + already done before a resume) of `total`. */
  done: number
  total: number
  /** Content bytes per second over the last few seconds. */
  rate: number
  secondsLeft: number | null
  inFlight: number
  concurrency: number
  paused: boolean
}

export type PipelineResult = {
  sha256: string | null
  written: number
  skipped: number
  requests: number
  retries: number
  resumedFrom: number
}

/** Pause, resume and cancel, shared by the worker's message handler and the loop. */
export class Control {
  paused = false
  cancelled = false
  private wake: (() => void) | null = null
  pause() {
    this.paused = true
  }
  resume() {
    this.paused = false
    this.wake?.()
  }
  cancel() {
    this.cancelled = true
    this.wake?.()
  }
  async whilePaused(onPause?: () => void) {
    while (this.paused && !this.cancelled) {
      onPause?.()
      await new Promise<void>((r) => (this.wake = r))
    }
  }
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
  onProgress?: (p: PipelineProgress) => void
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

/** Counts the bytes the pipeline reads from the file, for the progress's "read". */
function counting(file: Source, count: (n: number) => void): Source {
  return {
    size: file.size,
    slice: (s, e) => ({
      arrayBuffer: () =>
        file
          .slice(s, e)
          .arrayBuffer()
          .then((b) => (count(b.byteLength), b)),
    }),
    stream: () => {
      const r = file.stream().getReader()
      return new ReadableStream<Uint8Array>({
        async pull(c) {
          const { done, value } = await r.read()
          if (done) return c.close()
          count(value.length)
          c.enqueue(value)
        },
        cancel: (why) => r.cancel(why),
      })
    },
  }
}

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

  // throughput over a sliding window of recent completions
  const started = now()
  const recent: [number, number][] = []
  let windowStart = started
  let windowBytes = 0
  const rateNow = () => {
    const t = now()
    while (recent.length > 1 && t - recent[0][0] > 3000) recent.shift()
    if (recent.length < 2) return 0
    const bytes = recent.slice(1).reduce((n, [, b]) => n + b, 0)
    return (bytes / Math.max(1, t - recent[0][0])) * 1000
  }
  let lastReport = -Infinity
  // a report held back by the rate limit is sent later, so a stall never leaves stale figures shown
  let trailing: ReturnType<typeof setTimeout> | null = null
  const stopTrailing = () => {
    if (trailing) clearTimeout(trailing)
    trailing = null
  }
  const report = (force = false) => {
    const t = now()
    const every = o.progressEveryMs ?? 100
    if (!force && t - lastReport < every) {
      trailing ??= setTimeout(() => ((trailing = null), report(true)), every - (t - lastReport))
      return
    }
    stopTrailing()
    lastReport = t
    const done = Math.min(o.contentSize, written + skipped + previous)
    const rate = rateNow()
    o.onProgress?.({
      read,
      fileSize: o.file.size,
      written,
      skipped,
      done,
      total: o.contentSize,
      rate,
      secondsLeft: rate > 0 ? (o.contentSize - done) / rate : null,
      inFlight,
      concurrency: tuner.level,
      paused: control.paused,
    })
  }
  const progressed = (bytes: number) => {
    const t = now()
    recent.push([t, bytes])
    windowBytes += bytes
    if (t - windowStart > 500) {
      tuner.sample((windowBytes / (t - windowStart)) * 1000)
      windowStart = t
      windowBytes = 0
    }
    report()
  }

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
    stopTrailing()
    sha?.close()
    throw e
  }
}

/** The parts of a write in one buffer, zero-padded to whole blocks. */
function joinPadded(w: { parts: Uint8Array[]; length: number }, block: number) {
  const out = new Uint8Array(Math.ceil(w.length / block) * block)
  let at = 0
  for (const p of w.parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}
