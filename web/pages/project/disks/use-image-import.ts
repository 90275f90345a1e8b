/**
 * Disk import from an image file of any supported format, on the import engine
 * (web/upload/import.ts): the disk is made at the size the file's format gives, the content goes
 * through the upload worker with pause and resume, then the disk is finalized and (optionally) an
 * image made. An import whose tab closed or whose session ended stays importing; picking the same
 * file again resumes it from its last checkpoint.
 */
import { imageFromSnapshot, importCalls, useUploadJob } from '../../../api/disk-import'
import { workerTransfer, type Probe } from '../../../api/image-upload'
import { ImportCancelled, ImportStepError, startImport, type ImportStep } from '../../../upload/import'
import { fileFingerprint, storedCheckpoints, type ResumePoint } from '../../../upload/resume'
import { diskCreateBody, type DiskFormValues } from './disk-form'

export type ImageImportState = ReturnType<typeof useImageImport>['state']

export function useImageImport(project: string) {
  const job = useUploadJob<ImportStep, { sha256: string | null; diskName: string }>([
    'diskCreate',
    'diskFinalizeImport',
    'imageCreate',
  ])

  /** Runs the import (or resumes `resume`); resolves with the content's SHA-256, or false once it failed. */
  async function run(v: DiskFormValues, file: File, probe: Probe, resume?: ResumePoint) {
    const blockSize = resume?.blockSize ?? Number(v.blockSize)
    const diskName = resume?.diskName ?? v.name.trim()
    const snapshotName = resume ? resume.snapshotName : v.snapshotName.trim() || undefined
    const result = await job.run(
      (call, events) => {
        const imported = startImport({
          ...events,
          transfer: workerTransfer(file, probe, blockSize),
          snapshotName,
          resume,
          checkpoints: storedCheckpoints({
            diskName,
            project,
            fingerprint: fileFingerprint(file),
            total: probe.contentSize,
            blockSize,
            snapshotName,
          }),
          calls: {
            ...importCalls(call),
            // the disk list shows the new disk while it imports
            createDisk: () =>
              call(
                'diskCreate',
                { query: { project }, body: diskCreateBody(v, file, probe.diskSize) },
                { invalidate: true },
              ),
            createImage:
              v.createImage && snapshotName
                ? () =>
                    imageFromSnapshot(call, project, snapshotName, {
                      name: v.imageName.trim(),
                      description: '',
                      os: v.imageOs.trim(),
                      version: v.imageVersion.trim(),
                    })
                : undefined,
          },
        })
        return { ...imported, done: imported.done.then(({ sha256 }) => ({ sha256, diskName })) }
      },
      (e) => (e instanceof ImportCancelled ? 'Upload cancelled; the disk was deleted' : importFailure(e)),
    )
    return result && { sha256: result.sha256 }
  }

  return { ...job, run }
}

const importFailure = (e: unknown) => (e instanceof ImportStepError ? e.message : String(e))
