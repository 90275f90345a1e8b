/** Messages between the page and the upload worker (web/upload/worker.ts). */
import type { Probe } from './decode'
import type { ImageFormat } from './formats'
import type { PipelineResult } from './pipeline'
import type { Progress } from './progress'

export type RunRequest = {
  type: 'run'
  file: File
  format: ImageFormat
  contentSize: number
  blockSize: number
  /** Absolute URL of the disk's bulk-write endpoint, and the headers the API client sends. */
  url: string
  headers: Record<string, string>
  resumeFrom: number
  /** Bench and tests only: the fixed concurrency of the baseline, no tuning. */
  concurrency?: number
  maxConcurrency?: number
  /** Bench only: decode a multi-block .xz on this thread alone (the A of an A/B). */
  oneXzThread?: boolean
}

export type ToWorker =
  { type: 'probe'; file: File } | RunRequest | { type: 'pause' } | { type: 'resume' } | { type: 'cancel' }

export type FromWorker =
  | { type: 'probed'; probe: Probe }
  | { type: 'progress'; progress: Progress }
  | { type: 'checkpoint'; seq: number }
  | { type: 'done'; result: PipelineResult & { heap?: number } }
  | { type: 'format-error'; message: string }
  | { type: 'write-error'; status: number; text: string; requestId: string }
  | { type: 'cancelled' }
  | { type: 'crashed'; message: string }
