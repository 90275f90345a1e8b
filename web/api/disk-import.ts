/**
 * The import engine (web/upload/import.ts) bound to the API for the pages: the calls an import
 * makes, and one hook holding a running import's step, progress and pause, with pause, resume and
 * cancel. Pages say what to create (disk body, image) and how a failure reads; they never call the
 * client themselves.
 */
import { useRef, useState } from 'react'
import type { ImportJob } from '../upload/import'
import type { Progress } from '../upload/progress'
import type { ApiMethod } from './client'
import type { ImageCreate } from './generated/types'
import { useWrite, type Write } from './writes'

const disk = (id: string) => ({ path: { disk: id } })

/** The steps every import shares: bulk-write start and stop, finalize and delete. */
export const importCalls = (call: Write) => ({
  start: (id: string) => call('diskBulkWriteImportStart', disk(id)),
  stop: (id: string) => call('diskBulkWriteImportStop', disk(id)),
  finalize: (id: string, snapshotName?: string) =>
    call('diskFinalizeImport', { ...disk(id), body: { snapshotName: snapshotName ?? null } }),
  deleteDisk: (id: string) => call('diskDelete', disk(id)),
})

/** An image from the snapshot an import finalized into. */
export async function imageFromSnapshot(
  call: Write,
  project: string,
  snapshotName: string,
  image: Omit<ImageCreate, 'source'>,
) {
  const snapshot = await call('snapshotView', { path: { snapshot: snapshotName }, query: { project } })
  return call('imageCreate', { query: { project }, body: { ...image, source: { type: 'snapshot', id: snapshot.id } } })
}

export type UploadJobState<S, R> =
  | { status: 'idle' }
  | { status: 'running'; step: S; progress?: Progress; paused: boolean }
  | { status: 'failed'; message: string }
  | { status: 'done'; result: R }

/** What the engine reports, to pass to startImport / startImageUpload. */
export type JobEvents<S> = { onStep: (step: S) => void; onProgress: (p: Progress) => void }

/**
 * One import at a time: `run` starts it through `start` (given the calls' writer and the events to
 * report) and settles into done or failed (the message from `failed`); what the import's writes
 * reach is revalidated once at the end, not after each of its many calls.
 */
export function useUploadJob<S extends string, R>(revalidated: ApiMethod[]) {
  const [state, setState] = useState<UploadJobState<S, R>>({ status: 'idle' })
  const job = useRef<ImportJob<R> | null>(null)
  // a cancel pressed before the job exists (while its file is read) reaches it once it starts
  const cancelled = useRef(false)
  const write = useWrite()
  const revalidateAfter = write.revalidate

  async function run(
    start: (call: Write, events: JobEvents<S>) => ImportJob<R> | Promise<ImportJob<R>>,
    failed: (e: unknown) => string,
  ): Promise<R | false> {
    const call: Write = (method, params, options) => write(method, params, { invalidate: false, ...options })
    const events: JobEvents<S> = {
      onStep: (step) =>
        setState((st) => ({
          status: 'running',
          step,
          progress: st.status === 'running' ? st.progress : undefined,
          paused: false,
        })),
      onProgress: (progress) => setState((st) => (st.status === 'running' ? { ...st, progress } : st)),
    }
    cancelled.current = false
    try {
      const j = await start(call, events)
      job.current = j
      if (cancelled.current) j.cancel()
      const result = await j.done
      setState({ status: 'done', result })
      return result
    } catch (e) {
      setState({ status: 'failed', message: failed(e) })
      return false
    } finally {
      job.current = null
      await revalidateAfter(revalidated)
    }
  }

  const setPaused = (paused: boolean) => setState((st) => (st.status === 'running' ? { ...st, paused } : st))
  return {
    state,
    run,
    pause: () => {
      job.current?.pause()
      setPaused(true)
    },
    resume: () => {
      job.current?.resume()
      setPaused(false)
    },
    cancel: () => {
      cancelled.current = true
      job.current?.cancel()
    },
  }
}
