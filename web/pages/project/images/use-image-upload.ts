/**
 * Binds the one-step image upload (web/upload/image.ts) to the API: the file is read by the upload
 * worker (format and disk size, or why it is refused), then imported into a temporary disk through
 * the worker, and the image made from its snapshot.
 */
import { imageFromSnapshot, importCalls, useUploadJob } from '../../../api/disk-import'
import { probeForUpload } from '../../../api/image-upload'
import type { BlockSize } from '../../../api/generated/types'
import { ImageUploadError, startImageUpload, type ImageUploadStep } from '../../../upload/image'
import { ImportCancelled } from '../../../upload/import'
import type { ImageUploadValues } from './image-upload'

export function useImageUpload(project: string) {
  const job = useUploadJob<ImageUploadStep, { image: string }>([
    'diskCreate',
    'diskDelete',
    'snapshotDelete',
    'imageCreate',
  ])

  /** Resolves with the image's name, or false once it failed (the message is in `state`). */
  const run = (values: ImageUploadValues, file: File) =>
    job.run(
      async (call, events) => {
        events.onStep('read')
        const probed = await probeForUpload(file)
        if (!probed.ok) throw new ImageUploadError(`Read file failed: ${probed.message}.`)
        const blockSize = Number(values.blockSize)
        const upload = startImageUpload({
          ...events,
          imageName: values.name.trim(),
          transfer: probed.transfer(blockSize),
          calls: {
            ...importCalls(call),
            createDisk: (name) =>
              call('diskCreate', {
                query: { project },
                body: {
                  name,
                  description: `Temporary disk for uploading image ${values.name.trim()}`,
                  size: probed.probe.diskSize,
                  diskBackend: {
                    type: 'distributed',
                    diskSource: { type: 'importing_blocks', blockSize: blockSize as BlockSize },
                  },
                },
              }),
            createImage: (snapshotName) =>
              imageFromSnapshot(call, project, snapshotName, {
                name: values.name.trim(),
                description: values.description,
                os: values.os.trim(),
                version: values.version.trim(),
              }),
            deleteSnapshot: (name) => call('snapshotDelete', { path: { snapshot: name }, query: { project } }),
          },
        })
        // the worker kept from the probe ends with the upload, also when no transfer ran
        void upload.done.then(probed.release, probed.release)
        return upload
      },
      (e) =>
        e instanceof ImportCancelled
          ? 'Upload cancelled; the temporary disk was deleted'
          : String((e as Error).message ?? e),
    )

  return { ...job, run }
}
