/**
 * Disk import from an image file of any supported format (issue #23): create the disk at the
 * size the file's format gives, start the import, stream the content through the upload worker
 * (web/api/image-upload.ts) with pause and resume, then stop, finalize and (optionally) make an
 * image. An import whose tab closed or whose session ended stays importing; picking the same
 * file again resumes it from its last checkpoint.
 */
import { useRef, useState } from 'react'
import { useApiWrite, useRevalidateAfter } from '../../../api/hooks'
import {
  clearResumePoint,
  fileFingerprint,
  saveResumePoint,
  uploadImage,
  type ImageUploadProgress,
  type Probe,
  type ResumePoint,
  type UploadHandle,
} from '../../../api/image-upload'
import type { DiskFormValues } from './disk-form'
import { diskCreateBody } from './disk-form'
import { UploadCancelled, UploadStepError, type UploadStep } from './upload'

export type ImageImportState =
  | { status: 'idle' }
  | { status: 'running'; step: UploadStep; progress?: ImageUploadProgress; paused: boolean }
  | { status: 'failed'; message: string }
  | { status: 'done'; sha256: string | null; diskName: string }

export function useImageImport(project: string) {
  const [state, setState] = useState<ImageImportState>({ status: 'idle' })
  const handle = useRef<UploadHandle | null>(null)
  const cancelled = useRef(false)
  const write = useApiWrite()
  const revalidate = useRevalidateAfter()
  // the import's many writes revalidate once at the end (and the disk list once created)
  const call: typeof write = (method, params) => write(method, params, { invalidate: false })

  async function run(
    v: DiskFormValues,
    file: File,
    probe: Probe,
    resume?: ResumePoint,
  ): Promise<false | { sha256: string | null }> {
    cancelled.current = false
    const disk = (id: string) => ({ path: { disk: id } })
    let diskId = resume?.diskId
    let importing = !!resume
    let finalized = false
    let step: UploadStep = 'create'
    const enter = (s: UploadStep) => {
      if (cancelled.current) throw new UploadCancelled()
      step = s
      setState((st) => ({
        status: 'running',
        step: s,
        progress: st.status === 'running' ? st.progress : undefined,
        paused: false,
      }))
    }
    const blockSize = resume?.blockSize ?? Number(v.blockSize)
    const diskName = resume?.diskName ?? v.name.trim()
    const snapshotName = resume ? resume.snapshotName : v.snapshotName.trim() || undefined
    try {
      if (!diskId) {
        enter('create')
        diskId = (
          await call('diskCreate', { query: { project }, body: diskCreateBody(v, file, probe.diskSize) }).finally(() =>
            revalidate(['diskCreate']),
          )
        ).id
        enter('start')
        await call('diskBulkWriteImportStart', disk(diskId))
        importing = true
      }
      enter('write')
      const point: ResumePoint = {
        diskId,
        diskName,
        project,
        fingerprint: fileFingerprint(file),
        seq: resume?.seq ?? 0,
        done: resume?.done ?? 0,
        total: probe.contentSize,
        blockSize,
        snapshotName,
      }
      saveResumePoint(point)
      let latest: ImageUploadProgress | undefined
      const h = uploadImage({
        file,
        probe,
        diskId,
        blockSize,
        resumeFrom: point.seq,
        onProgress: (progress) => {
          latest = progress
          setState((st) => (st.status === 'running' ? { ...st, progress } : st))
        },
        onCheckpoint: (seq) => saveResumePoint({ ...point, seq, done: latest?.done ?? point.done }),
      })
      handle.current = h
      const outcome = await h.done
      handle.current = null
      if (outcome.type === 'cancelled') throw new UploadCancelled()
      if (outcome.type === 'failed') {
        if (outcome.statusCode === 401) {
          // the session ended: keep the disk importing, to resume after signing in
          importing = false
          diskId = undefined
          throw new Error(
            `${outcome.message}. The disk stays importing: sign in again and pick the same file to resume`,
          )
        }
        throw new Error(outcome.message)
      }
      enter('stop')
      await call('diskBulkWriteImportStop', disk(diskId))
      importing = false
      enter('finalize')
      await call('diskFinalizeImport', { ...disk(diskId), body: { snapshotName: snapshotName ?? null } })
      finalized = true
      clearResumePoint(diskId)
      if (v.createImage && snapshotName) {
        enter('image')
        const snapshot = await call('snapshotView', { path: { snapshot: snapshotName }, query: { project } })
        await call('imageCreate', {
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
      setState({ status: 'done', sha256: outcome.result.sha256, diskName })
      return { sha256: outcome.result.sha256 }
    } catch (e) {
      handle.current = null
      if (!finalized && diskId) {
        // undo: stop (if writing), finalize without snapshot, delete; best effort
        const id = diskId
        if (importing) await call('diskBulkWriteImportStop', disk(id)).catch(() => undefined)
        await call('diskFinalizeImport', { ...disk(id), body: { snapshotName: null } }).catch(() => undefined)
        await call('diskDelete', disk(id)).catch(() => undefined)
        clearResumePoint(id)
      }
      const message =
        e instanceof UploadCancelled ? 'Upload cancelled; the disk was deleted' : new UploadStepError(step, e).message
      setState({ status: 'failed', message })
      return false
    } finally {
      await revalidate(['diskCreate', 'diskFinalizeImport', 'imageCreate'])
    }
  }

  return {
    state,
    run,
    pause: () => {
      handle.current?.pause()
      setState((st) => (st.status === 'running' ? { ...st, paused: true } : st))
    },
    resume: () => {
      handle.current?.resume()
      setState((st) => (st.status === 'running' ? { ...st, paused: false } : st))
    },
    cancel: () => {
      cancelled.current = true
      handle.current?.cancel()
    },
  }
}
