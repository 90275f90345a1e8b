/**
 * The upload worker bound to the API, for the import engine (web/upload/import.ts):
 * probe a file (format, disk size, or why it is refused) and the Transfer that writes its content
 * into a disk off the main thread, with pause, resume and cancel, to the API's URL with the
 * client's headers. Failed writes come back as the same catalogue errors as any API call (toResult).
 */
import type { Probe } from '../upload/decode'
import type { Transfer, TransferHandle, TransferOutcome } from '../upload/import'
import type { FromWorker, RunRequest, ToWorker } from '../upload/protocol'
import { fillPath } from './client'
import { routes } from './generated/routes'
import { transport } from './http'
import { toResult } from './upload'

export type { Probe } from '../upload/decode'

const workerUrl = typeof __UPLOAD_WORKER__ === 'string' ? __UPLOAD_WORKER__ : undefined

function spawn(): Worker {
  if (!workerUrl) throw new Error('The upload worker is not part of this build')
  return new Worker(workerUrl, { type: 'module', name: 'image-upload' })
}

/** One request to a fresh worker, answered by the first message that is not progress. */
function ask(w: Worker, m: ToWorker, onMessage?: (m: FromWorker) => boolean): Promise<FromWorker> {
  return new Promise((resolve) => {
    w.onmessage = (e: MessageEvent<FromWorker>) => {
      if (onMessage?.(e.data)) return
      resolve(e.data)
    }
    w.onerror = (e) => resolve({ type: 'crashed', message: e.message || 'The upload worker failed to start' })
    w.postMessage(m)
  })
}

export type ProbeResult = { ok: true; probe: Probe } | { ok: false; message: string }

/** What the file is and the disk it makes, or why it is refused; nothing is created. */
export async function probeImage(file: File): Promise<ProbeResult> {
  const r = await probeOn(file)
  if (r.ok) r.worker.terminate()
  return r.ok ? { ok: true, probe: r.probe } : r
}

async function probeOn(file: File): Promise<{ ok: true; probe: Probe; worker: Worker } | { ok: false; message: string }> {
  let w: Worker
  try {
    w = spawn()
  } catch (e) {
    return { ok: false, message: (e as Error).message }
  }
  const m = await ask(w, { type: 'probe', file })
  if (m.type === 'probed') return { ok: true, probe: m.probe, worker: w }
  w.terminate()
  if (m.type === 'format-error' || m.type === 'crashed') return { ok: false, message: m.message }
  return { ok: false, message: 'The file could not be read' }
}

export type ProbedUpload =
  | { ok: true; probe: Probe; transfer: (blockSize: number) => Transfer; release: () => void }
  | { ok: false; message: string }

/**
 * Probes `file` on a worker kept for its transfer: one worker start for both (on a loaded machine
 * each start took seconds). `release` ends the kept worker when no transfer ran.
 */
export async function probeForUpload(file: File): Promise<ProbedUpload> {
  const r = await probeOn(file)
  if (!r.ok) return r
  let kept: Worker | null = r.worker
  const take = () => {
    const w = kept ?? spawn()
    kept = null
    return w
  }
  return {
    ok: true,
    probe: r.probe,
    transfer: (blockSize) => workerTransfer(file, r.probe, blockSize, {}, take),
    release: () => {
      kept?.terminate()
      kept = null
    },
  }
}

/** Bench only: the knobs of an A/B run. */
export type TransferTuning = {
  /** A fixed number of writes in flight. */
  concurrency?: number
  maxConcurrency?: number
  /** Decode a multi-block .xz on one thread, as before parallel decoding. */
  oneXzThread?: boolean
}

const bulkWritePath = (diskId: string) => fillPath({ path: routes.diskBulkWriteImport.slice(routes.diskBulkWriteImport.indexOf(' ') + 1) }, { disk: diskId })

/** The Transfer of the import engine for `file`: its raw content, written by the upload worker. */
export const workerTransfer =
  (file: File, probe: Probe, blockSize: number, tuning: TransferTuning = {}, worker = spawn): Transfer =>
  (o) =>
    runInWorker({
      type: 'run',
      file,
      format: { container: probe.container, compression: probe.compression },
      contentSize: probe.contentSize,
      blockSize,
      url: new URL(transport.url(bulkWritePath(o.diskId)), location.href).href,
      headers: transport.headers(),
      resumeFrom: o.resumeFrom,
      ...tuning,
    }, o, worker())

function runInWorker(req: RunRequest, o: Parameters<Transfer>[0], w: Worker): TransferHandle {
  const { url } = req
  const done = ask(w, req, (m) => {
    if (m.type === 'progress') o.onProgress?.(m.progress)
    else if (m.type === 'checkpoint') o.onCheckpoint?.(m.seq)
    else return false
    return true
  }).then((m): TransferOutcome => {
    w.terminate()
    switch (m.type) {
      case 'done':
        return { type: 'done', result: m.result }
      case 'cancelled':
        return { type: 'cancelled' }
      case 'write-error': {
        const r = toResult('POST', url, 'diskBulkWriteImport', m.status, m.text, m.requestId)
        const message = r.type === 'error' ? r.data.message : m.status === 0 ? 'Network error: the server could not be reached' : `Write failed with status ${m.status}`
        return { type: 'failed', message, statusCode: m.status }
      }
      case 'format-error':
      case 'crashed':
        return { type: 'failed', message: m.message }
      default:
        return { type: 'failed', message: 'The upload stopped unexpectedly' }
    }
  })
  return {
    pause: () => w.postMessage({ type: 'pause' } satisfies ToWorker),
    resume: () => w.postMessage({ type: 'resume' } satisfies ToWorker),
    cancel: () => w.postMessage({ type: 'cancel' } satisfies ToWorker),
    done,
  }
}

