/*
 * One-step image upload (issue #22 point 3): a temporary disk is imported from
 * the file (the existing import pipeline, web/pages/project/disks/upload.ts),
 * finalized into a temporary snapshot, the image is made from that snapshot,
 * and the disk and snapshot are removed. A failure at any step cleans up what
 * was made and the message names the step (and anything it could not remove).
 * Pure logic with the calls injected, unit-tested in test/pages/project/images.
 */
import { generateName } from '../../../util/names'
import { requiredMessage, validateName } from '../../../util/validate'
import {
  STEP_LABELS,
  UploadCancelled,
  UploadStepError,
  importDisk,
  type ImportSteps,
  type Source,
  type UploadStep,
} from '../disks/upload'
import type { Progress } from '../../../upload/progress'

export type ImageUploadValues = { name: string; description: string; os: string; version: string; blockSize: string }
export const imageUploadDefaults: ImageUploadValues = {
  name: '',
  description: '',
  os: '',
  version: '',
  blockSize: '512',
}

export const FILE_REQUIRED = 'Image file is required'
export const FILE_EMPTY = 'The file is empty'

export function validateImageUpload(v: ImageUploadValues, file: { size: number } | null) {
  const errors = {
    name: validateName(v.name.trim()),
    os: v.os.trim() ? undefined : requiredMessage('OS'),
    version: v.version.trim() ? undefined : requiredMessage('Version'),
    file: !file ? FILE_REQUIRED : file.size === 0 ? FILE_EMPTY : undefined,
  }
  return { errors, ok: Object.values(errors).every((e) => !e) }
}

/** The temporary disk and snapshot: named after the image, so a leftover says what it was for. */
export const tempNames = (image: string, random?: () => number) => ({
  disk: generateName(['tmp-upload', image], random),
  snapshot: generateName(['tmp-upload', image, 'snap'], random),
})

/** The calls of a one-step upload: the disk import's, plus the image and the clean-up. */
export type ImageUploadSteps = Omit<ImportSteps, 'createImage' | 'createDisk'> & {
  createDisk: (name: string) => Promise<{ id: string }>
  createImage: (snapshotName: string) => Promise<{ name: string }>
  deleteSnapshot: (name: string) => Promise<unknown>
}

export type ImageUploadStep = UploadStep | 'cleanup'
export const IMAGE_STEP_LABELS: Record<ImageUploadStep, string> = {
  ...STEP_LABELS,
  cleanup: 'Remove temporary disk and snapshot',
}

export class ImageUploadError extends Error {}

/**
 * Runs the whole upload. Resolves with the image's name; rejects with
 * UploadCancelled or an ImageUploadError whose message names the failed step
 * and whether the temporary disk and snapshot are gone.
 */
export async function uploadImage(opts: {
  file: Source
  blockSize: number
  imageName: string
  steps: ImageUploadSteps
  signal?: AbortSignal
  random?: () => number
  onStep?: (s: ImageUploadStep) => void
  onProgress?: (p: Progress) => void
  chunkSize?: number
}): Promise<{ image: string }> {
  const { steps } = opts
  const temp = tempNames(opts.imageName, opts.random)
  let diskId: string | undefined
  let image: string | undefined
  /** Removes snapshot then disk; returns what could not be removed. */
  const removeTemp = async (withSnapshot: boolean) => {
    const left: string[] = []
    if (withSnapshot) await steps.deleteSnapshot(temp.snapshot).catch(() => left.push(`snapshot ${temp.snapshot}`))
    if (diskId) await steps.deleteDisk(diskId).catch(() => left.push(`disk ${temp.disk}`))
    return left
  }
  const leftText = (left: string[]) =>
    left.length
      ? ` The temporary ${left.join(' and ')} could not be removed; delete ${left.length > 1 ? 'them' : 'it'} by hand.`
      : ' The temporary disk and snapshot were removed.'
  try {
    await importDisk({
      file: opts.file,
      blockSize: opts.blockSize,
      snapshotName: temp.snapshot,
      signal: opts.signal,
      onStep: opts.onStep,
      onProgress: opts.onProgress,
      chunkSize: opts.chunkSize,
      steps: {
        ...steps,
        createDisk: async () => {
          const d = await steps.createDisk(temp.disk)
          diskId = d.id
          return d
        },
        createImage: async () => {
          image = (await steps.createImage(temp.snapshot)).name
        },
      },
    })
  } catch (e) {
    // importDisk removed the disk itself unless it got as far as the image step
    if (e instanceof UploadStepError && e.step === 'image')
      throw new ImageUploadError(e.message + '.' + leftText(await removeTemp(true)))
    if (e instanceof UploadCancelled) throw e
    throw new ImageUploadError((e as Error).message + '.' + (diskId ? ' The temporary disk was removed.' : ''))
  }
  opts.onStep?.('cleanup')
  const left = await removeTemp(true)
  if (left.length)
    throw new ImageUploadError(
      `Image ${image} was created, but the temporary ${left.join(' and ')} could not be removed; delete ${left.length > 1 ? 'them' : 'it'} by hand.`,
    )
  return { image: image! }
}
