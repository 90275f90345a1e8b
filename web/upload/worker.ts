/**
 * The upload worker: probes a file, then reads, decodes, zero-checks, hashes,
 * base64-encodes and writes it to the disk, off the page's main thread. Writes go straight to the
 * API with the page's credentials (same origin: the session cookie; or the Bearer header the page
 * passes); the page maps a failed write to the error catalogue. Served with its own CSP
 * (embed/headers.ts) because the xz decoder is WebAssembly.
 *
 * The same script, started by itself under the name HASH_THREAD, is the SHA-256 thread
 * (web/upload/hasher.ts): hashing then runs beside the reads and writes instead of between them.
 */
import { BulkWriteBodies } from './body'
import { probe } from './decode'
import { FormatError } from './formats'
import {
  hashOnThread,
  hasherThread,
  inlineHasher,
  threadHasher,
  type FromHasher,
  type Hasher,
  type Port,
  type ToHasher,
} from './hasher'
import { Cancelled, Control, WriteFailed, runPipeline, type WriteResult } from './pipeline'
import type { FromWorker, RunRequest, ToWorker } from './protocol'
import { decoderThread, threadXz, type DecoderPort, type ToDecoder } from './xzthread'

const post = (m: FromWorker) => (self as unknown as Worker).postMessage(m)
let control: Control | null = null

const HASH_THREAD = 'image-upload-sha256'
const XZ_THREAD = 'image-upload-xz'

/** A second xz decoder on a thread of its own. */
const spawnXz = () =>
  threadXz(new Worker(self.location.href, { type: 'module', name: XZ_THREAD }) as unknown as DecoderPort)

/** The SHA-256 on a thread of its own; inline where a worker cannot start one. */
function spawnHasher(): Hasher {
  try {
    return threadHasher(new Worker(self.location.href, { type: 'module', name: HASH_THREAD }) as unknown as Port)
  } catch {
    return inlineHasher()
  }
}

function writer(req: RunRequest) {
  const headers = { ...req.headers, 'Content-Type': 'application/json' }
  const bodies = new BulkWriteBodies()
  return async (offset: number, data: Uint8Array): Promise<WriteResult> => {
    // fetch copies the body before it returns, so the one buffer is free for the next write
    const body = bodies.of(offset, data)
    const res = await fetch(req.url, { method: 'POST', headers, body, credentials: 'same-origin' })
    if (res.ok) {
      await res.body?.cancel()
      return { ok: true }
    }
    return {
      ok: false,
      status: res.status,
      text: await res.text().catch(() => ''),
      requestId: res.headers.get('x-request-id') ?? '',
    }
  }
}

const heap = () => (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize

async function run(req: RunRequest) {
  control = new Control()
  try {
    let peak = heap() ?? 0
    const result = await runPipeline({
      file: req.file,
      format: req.format,
      contentSize: req.contentSize,
      blockSize: req.blockSize,
      write: writer(req),
      resumeFrom: req.resumeFrom,
      control,
      concurrency: req.concurrency,
      maxConcurrency: req.maxConcurrency,
      hasher: hashOnThread(req.contentSize) ? spawnHasher : inlineHasher,
      xzThread: typeof Worker === 'function' && !req.oneXzThread ? spawnXz : undefined,
      onProgress: (progress) => {
        peak = Math.max(peak, heap() ?? 0)
        post({ type: 'progress', progress })
      },
      onCheckpoint: (seq) => post({ type: 'checkpoint', seq }),
    })
    post({ type: 'done', result: { ...result, heap: peak || undefined } })
  } catch (e) {
    if (e instanceof Cancelled) post({ type: 'cancelled' })
    else if (e instanceof WriteFailed) post({ type: 'write-error', ...e.result })
    else if (e instanceof FormatError) post({ type: 'format-error', message: e.message })
    else post({ type: 'crashed', message: e instanceof Error ? e.message : String(e) })
  } finally {
    control = null
  }
}

function onMessage(e: MessageEvent<ToWorker>) {
  const m = e.data
  switch (m.type) {
    case 'probe':
      probe(m.file).then(
        (p) => post({ type: 'probed', probe: p }),
        (err) =>
          post(
            err instanceof FormatError
              ? { type: 'format-error', message: err.message }
              : { type: 'crashed', message: errText(err) },
          ),
      )
      return
    case 'run':
      void run(m)
      return
    case 'pause':
      return control?.pause()
    case 'resume':
      return control?.resume()
    case 'cancel':
      return control?.cancel()
  }
}

/** A decoder that could not start (CSP without 'wasm-unsafe-eval' for .xz) says so plainly. */
function errText(e: unknown) {
  const msg = e instanceof Error ? e.message : String(e)
  return /WebAssembly|wasm/i.test(msg) ? `The server does not allow this file's decoder to run (${msg})` : msg
}

if (self.name === HASH_THREAD) {
  const handle = hasherThread((m: FromHasher) => (self as unknown as Worker).postMessage(m))
  self.onmessage = (e: MessageEvent<ToHasher>) => handle(e.data)
} else if (self.name === XZ_THREAD) {
  const handle = decoderThread((m, transfer) => (self as unknown as Worker).postMessage(m, transfer ?? []))
  self.onmessage = (e: MessageEvent<ToDecoder>) => void handle(e.data)
} else self.onmessage = onMessage
