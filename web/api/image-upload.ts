/**
 * Image file uploads through the upload worker (issue #23), for the page's side: probe a file
 * (format, disk size, or why it is refused), run the writes into a disk with pause, resume and
 * cancel, and remember where an import stopped so a reload or a new session can resume it.
 * Failed writes come back as the same catalogue errors as any API call (toResult).
 */
import type { Probe } from '../upload/decode'
import type { PipelineProgress, PipelineResult } from '../upload/pipeline'
import type { FromWorker, RunRequest, ToWorker } from '../upload/protocol'
import { fillPath } from './client'
import { routes } from './generated/routes'
import { transport } from './http'
import { toResult } from './upload'

export type { Probe } from '../upload/decode'
export type { PipelineProgress as ImageUploadProgress } from '../upload/pipeline'

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
  let w: Worker
  try {
    w = spawn()
  } catch (e) {
    return { ok: false, message: (e as Error).message }
  }
  const m = await ask(w, { type: 'probe', file })
  w.terminate()
  if (m.type === 'probed') return { ok: true, probe: m.probe }
  if (m.type === 'format-error' || m.type === 'crashed') return { ok: false, message: m.message }
  return { ok: false, message: 'The file could not be read' }
}

export type UploadOutcome =
  | { type: 'done'; result: PipelineResult & { heap?: number } }
  | { type: 'cancelled' }
  | { type: 'failed'; message: string; statusCode?: number }

export type UploadHandle = { pause(): void; resume(): void; cancel(): void; done: Promise<UploadOutcome> }

export type UploadImageOptions = {
  file: File
  probe: Probe
  diskId: string
  blockSize: number
  resumeFrom?: number
  onProgress?: (p: PipelineProgress) => void
  onCheckpoint?: (seq: number) => void
  /** Bench: a fixed number of writes in flight. */
  concurrency?: number
  maxConcurrency?: number
  /** Bench: decode a multi-block .xz on one thread, as before parallel decoding (an A/B in one run). */
  oneXzThread?: boolean
}

const bulkWritePath = (diskId: string) => fillPath({ path: routes.diskBulkWriteImport.slice(routes.diskBulkWriteImport.indexOf(' ') + 1) }, { disk: diskId })

/** Writes the file's raw content into an importing disk, off the main thread. */
export function uploadImage(o: UploadImageOptions): UploadHandle {
  const w = spawn()
  const url = new URL(transport.url(bulkWritePath(o.diskId)), location.href).href
  const req: RunRequest = {
    type: 'run',
    file: o.file,
    format: { container: o.probe.container, compression: o.probe.compression },
    contentSize: o.probe.contentSize,
    blockSize: o.blockSize,
    url,
    headers: transport.headers(),
    resumeFrom: o.resumeFrom ?? 0,
    concurrency: o.concurrency,
    maxConcurrency: o.maxConcurrency,
    oneXzThread: o.oneXzThread,
  }
  const done = ask(w, req, (m) => {
    if (m.type === 'progress') o.onProgress?.(m.progress)
    else if (m.type === 'checkpoint') o.onCheckpoint?.(m.seq)
    else return false
    return true
  }).then((m): UploadOutcome => {
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

// ---------------------------------------------------------------------------
// Resume points: per disk, the file it was importing (by fingerprint) and how far it got.

export type ResumePoint = {
  diskId: string
  diskName: string
  project: string
  fingerprint: string
  /** Every write chunk below this one is on the disk. */
  seq: number
  /** Content bytes done when it stopped, of `total`. */
  done: number
  total: number
  blockSize: number
  snapshotName?: string
}

const PREFIX = 'disk-import-resume:'

/** Name, size and modification time: the same file picked again, without reading it. */
export const fileFingerprint = (f: { name: string; size: number; lastModified: number }) => `${f.name}|${f.size}|${f.lastModified}`

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function saveResumePoint(p: ResumePoint) {
  try {
    storage()?.setItem(PREFIX + p.diskId, JSON.stringify(p))
  } catch {
    // storage full or disabled: resuming is a convenience, the upload goes on
  }
}

export function clearResumePoint(diskId: string) {
  storage()?.removeItem(PREFIX + diskId)
}

/** Resume points of a project for this file, newest first. */
export function resumePointsFor(project: string, fingerprint: string): ResumePoint[] {
  const s = storage()
  if (!s) return []
  const out: ResumePoint[] = []
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i)
    if (!k?.startsWith(PREFIX)) continue
    try {
      const p = JSON.parse(s.getItem(k) ?? '') as ResumePoint
      if (p.project === project && p.fingerprint === fingerprint) out.push(p)
    } catch {
      s.removeItem(k)
    }
  }
  return out
}
