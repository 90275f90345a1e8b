import { useRef, useState } from 'react'
import { callOrThrow } from '../../../api/call'
import { useInvalidate } from '../../../api/hooks'
import type { DiskFormValues } from './disk-form'
import { diskCreateBody } from './disk-form'
import { STEP_LABELS, UploadCancelled, importDisk, type ImportSteps, type Progress, type UploadStep } from './upload'

export type ImportState =
  | { status: 'idle' }
  | { status: 'running'; step: UploadStep; progress?: Progress }
  | { status: 'failed'; message: string }

/** Binds the import steps to the API and keeps the progress for the form to show. */
export function useDiskImport(project: string) {
  const [state, setState] = useState<ImportState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const invalidate = useInvalidate()

  const steps = (v: DiskFormValues, file: File): ImportSteps => {
    const disk = (diskId: string) => ({ path: { disk: diskId } })
    const snapshotName = v.snapshotName.trim()
    return {
      createDisk: () => callOrThrow('diskCreate', { query: { project }, body: diskCreateBody(v, file) }).finally(() => invalidate(['diskList'])),
      start: (id) => callOrThrow('diskBulkWriteImportStart', disk(id)),
      write: (id, offset, base64EncodedData) => callOrThrow('diskBulkWriteImport', { ...disk(id), body: { offset, base64EncodedData } }),
      stop: (id) => callOrThrow('diskBulkWriteImportStop', disk(id)),
      finalize: (id, name) => callOrThrow('diskFinalizeImport', { ...disk(id), body: { snapshotName: name ?? null } }),
      deleteDisk: (id) => callOrThrow('diskDelete', disk(id)),
      createImage:
        v.createImage && snapshotName
          ? async () => {
              const snapshot = await callOrThrow('snapshotView', { path: { snapshot: snapshotName }, query: { project } })
              return callOrThrow('imageCreate', {
                query: { project },
                body: { name: v.imageName.trim(), description: '', os: v.imageOs.trim(), version: v.imageVersion.trim(), source: { type: 'snapshot', id: snapshot.id } },
              })
            }
          : undefined,
    }
  }

  /** Resolves true on success; on failure the message (naming the step) is in `state`. */
  async function run(v: DiskFormValues, file: File): Promise<boolean> {
    const abort = new AbortController()
    controller.current = abort
    setState({ status: 'running', step: 'create' })
    try {
      await importDisk({
        file,
        blockSize: Number(v.blockSize),
        steps: steps(v, file),
        snapshotName: v.snapshotName.trim() || undefined,
        signal: abort.signal,
        onStep: (step) => setState((s) => ({ status: 'running', step, progress: s.status === 'running' ? s.progress : undefined })),
        onProgress: (progress) => setState((s) => ({ status: 'running', step: s.status === 'running' ? s.step : 'write', progress })),
      })
      setState({ status: 'idle' })
      return true
    } catch (e) {
      setState({ status: 'failed', message: e instanceof UploadCancelled ? 'Upload cancelled; the disk was deleted' : (e as Error).message })
      return false
    } finally {
      controller.current = null
      await invalidate(['diskList', 'snapshotList', 'imageList'])
    }
  }

  return { state, run, cancel: () => controller.current?.abort(), stepLabel: (s: UploadStep) => STEP_LABELS[s] }
}
