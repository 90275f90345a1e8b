import { useRef, useState } from 'react'
import type { ApiMethod } from '../../../api/client'
import { readOnce, useApiWrite, useRevalidateAfter, type Write } from '../../../api/hooks'
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
  const write = useApiWrite()
  const revalidate = useRevalidateAfter()

  /**
   * The create revalidates at once (the list shows the importing disk); the rest, hundreds of
   * chunk writes among them, revalidate once when the import ends.
   */
  const steps = (v: DiskFormValues, file: File, quiet: Write): ImportSteps => {
    const disk = (diskId: string) => ({ path: { disk: diskId } })
    const snapshotName = v.snapshotName.trim()
    return {
      createDisk: () => write('diskCreate', { query: { project }, body: diskCreateBody(v, file) }),
      start: (id) => quiet('diskBulkWriteImportStart', disk(id)),
      write: (id, offset, base64EncodedData) =>
        quiet('diskBulkWriteImport', { ...disk(id), body: { offset, base64EncodedData } }),
      stop: (id) => quiet('diskBulkWriteImportStop', disk(id)),
      finalize: (id, name) => quiet('diskFinalizeImport', { ...disk(id), body: { snapshotName: name ?? null } }),
      deleteDisk: (id) => quiet('diskDelete', disk(id)),
      createImage:
        v.createImage && snapshotName
          ? async () => {
              const snapshot = await readOnce('snapshotView', { path: { snapshot: snapshotName }, query: { project } })
              return quiet('imageCreate', {
                query: { project },
                body: {
                  name: v.imageName.trim(),
                  description: '',
                  os: v.imageOs.trim(),
                  version: v.imageVersion.trim(),
                  source: { type: 'snapshot', id: snapshot.id },
                },
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
    const written = new Set<ApiMethod>()
    const quiet: Write = (method, params) => {
      written.add(method)
      return write(method, params, { invalidate: false })
    }
    try {
      await importDisk({
        file,
        blockSize: Number(v.blockSize),
        steps: steps(v, file, quiet),
        snapshotName: v.snapshotName.trim() || undefined,
        signal: abort.signal,
        onStep: (step) =>
          setState((s) => ({ status: 'running', step, progress: s.status === 'running' ? s.progress : undefined })),
        onProgress: (progress) =>
          setState((s) => ({ status: 'running', step: s.status === 'running' ? s.step : 'write', progress })),
      })
      setState({ status: 'idle' })
      return true
    } catch (e) {
      setState({
        status: 'failed',
        message: e instanceof UploadCancelled ? 'Upload cancelled; the disk was deleted' : (e as Error).message,
      })
      return false
    } finally {
      controller.current = null
      await revalidate([...written])
    }
  }

  return { state, run, cancel: () => controller.current?.abort(), stepLabel: (s: UploadStep) => STEP_LABELS[s] }
}
