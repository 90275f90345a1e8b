/**
 * One-step image upload, on the disk import (./import.ts): a temporary disk is
 * imported from the file and finalized into a temporary snapshot, the image is made from that
 * snapshot, then the disk and the snapshot are removed. A failure at any step removes what was
 * made, and the message names the step and anything that could not be removed.
 */
import { generateName } from '../util/names'
import {
  ImportCancelled,
  ImportStepError,
  STEP_LABELS,
  startImport,
  type ImportCalls,
  type ImportJob,
  type ImportStep,
  type Transfer,
} from './import'
import type { Progress } from './progress'

/** The temporary disk and snapshot: named after the image, so a leftover says what it was for. */
export const tempNames = (image: string, random?: () => number) => ({
  disk: generateName(['tmp-upload', image], random),
  snapshot: generateName(['tmp-upload', image, 'snap'], random),
})

/** The calls of a one-step upload: the disk import's, plus the image and the clean-up. */
export type ImageUploadCalls = Omit<ImportCalls, 'createImage' | 'createDisk'> & {
  createDisk: (name: string) => Promise<{ id: string }>
  createImage: (snapshotName: string) => Promise<{ name: string }>
  deleteSnapshot: (name: string) => Promise<unknown>
}

/** 'read': the file is probed (format, size) before anything is made; the caller does it. */
export type ImageUploadStep = 'read' | ImportStep | 'cleanup'
export const IMAGE_STEP_LABELS: Record<ImageUploadStep, string> = {
  read: 'Read file',
  ...STEP_LABELS,
  cleanup: 'Remove temporary disk and snapshot',
}

export class ImageUploadError extends Error {}

/**
 * Starts the whole upload. `done` resolves with the image's name; rejects with ImportCancelled or
 * an ImageUploadError whose message names the failed step and whether the temporary disk and
 * snapshot are gone.
 */
export function startImageUpload(o: {
  imageName: string
  calls: ImageUploadCalls
  transfer: Transfer
  random?: () => number
  onStep?: (s: ImageUploadStep) => void
  onProgress?: (p: Progress) => void
}): ImportJob<{ image: string }> {
  const { calls } = o
  const temp = tempNames(o.imageName, o.random)
  let diskId: string | undefined
  let image: string | undefined
  const job = startImport({
    transfer: o.transfer,
    snapshotName: temp.snapshot,
    onStep: o.onStep,
    onProgress: o.onProgress,
    calls: {
      ...calls,
      createDisk: async () => {
        const d = await calls.createDisk(temp.disk)
        diskId = d.id
        return d
      },
      createImage: async () => {
        image = (await calls.createImage(temp.snapshot)).name
      },
    },
  })

  /** Removes snapshot then disk; returns what could not be removed. */
  const removeTemp = async () => {
    const left: string[] = []
    await calls.deleteSnapshot(temp.snapshot).catch(() => left.push(`snapshot ${temp.snapshot}`))
    if (diskId) await calls.deleteDisk(diskId).catch(() => left.push(`disk ${temp.disk}`))
    return left
  }
  const them = (left: string[]) => (left.length > 1 ? 'them' : 'it')

  async function run() {
    try {
      await job.done
    } catch (e) {
      // the import removed the disk itself unless it got as far as the image step
      if (e instanceof ImportStepError && e.step === 'image') {
        const left = await removeTemp()
        const note = left.length
          ? ` The temporary ${left.join(' and ')} could not be removed; delete ${them(left)} by hand.`
          : ' The temporary disk and snapshot were removed.'
        throw new ImageUploadError(`${e.message}.${note}`)
      }
      if (e instanceof ImportCancelled) throw e
      throw new ImageUploadError(`${(e as Error).message}.${diskId ? ' The temporary disk was removed.' : ''}`)
    }
    o.onStep?.('cleanup')
    const left = await removeTemp()
    if (left.length)
      throw new ImageUploadError(
        `Image ${image} was created, but the temporary ${left.join(' and ')} could not be removed; delete ${them(left)} by hand.`,
      )
    return { image: image! }
  }

  return { ...job, done: run() }
}
