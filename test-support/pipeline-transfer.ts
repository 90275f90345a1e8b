import { probe } from '../web/upload/decode'
import type { Transfer, TransferOutcome } from '../web/upload/import'
import { Cancelled, Control, WriteFailed, runPipeline, type WriteResult } from '../web/upload/pipeline'

/**
 * The import engine's Transfer run in-process (the browser runs the same pipeline in the upload
 * worker, web/api/image-upload.ts): `file` written through `write`, outcomes mapped as the worker's.
 */
export function pipelineTransfer(
  file: Blob,
  write: (offset: number, data: Uint8Array) => Promise<WriteResult>,
  opts: { blockSize?: number; concurrency?: number } = {},
): Transfer {
  return (o) => {
    const control = new Control()
    const done = (async (): Promise<TransferOutcome> => {
      const p = await probe(file)
      try {
        const result = await runPipeline({
          file,
          format: p,
          contentSize: p.contentSize,
          blockSize: opts.blockSize ?? 512,
          write,
          control,
          resumeFrom: o.resumeFrom,
          onProgress: o.onProgress,
          onCheckpoint: o.onCheckpoint,
          concurrency: opts.concurrency,
          maxConcurrency: opts.concurrency,
          progressEveryMs: 0,
          sleep: async () => {},
        })
        return { type: 'done', result }
      } catch (e) {
        if (e instanceof Cancelled) return { type: 'cancelled' }
        if (e instanceof WriteFailed)
          return { type: 'failed', message: `Write failed with status ${e.result.status}`, statusCode: e.result.status }
        return { type: 'failed', message: (e as Error).message }
      }
    })()
    return { pause: () => control.pause(), resume: () => control.resume(), cancel: () => control.cancel(), done }
  }
}
