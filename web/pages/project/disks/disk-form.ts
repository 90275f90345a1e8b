/*
 * The disk create form's state, shaped like the UI (the style rules): every field is a string
 * as typed; `diskCreateBody` maps it to the API body and `validateDiskForm` gives the
 * per-field messages. The file to upload lives beside it (a File is not form text).
 */
import type { BlockSize, DiskBackend, DiskCreate, DiskSource, DiskType } from '../../../api/generated/types'
import { GiB } from '../../../util/format'
import { requiredMessage, validateName } from '../../../util/validate'
import { diskSizeFor } from '../../../upload/decode'
import type { FileProbe } from './use-file-probe'

export type SourceKind = 'blank' | 'snapshot' | 'image' | 'upload'

export const SOURCE_LABELS: Record<SourceKind, string> = {
  blank: 'Blank',
  snapshot: 'Snapshot',
  image: 'Image',
  upload: 'Upload an image file',
}

export const BLOCK_SIZES: BlockSize[] = [512, 2048, 4096]

export const DISK_TYPE_LABELS: Record<DiskType, string> = {
  distributed: 'Distributed (replicated across sleds)',
  local: 'Local (on the sled of the instance it joins, not replicated)',
}

export type DiskFormValues = {
  name: string
  description: string
  /** nexus.json DiskBackend: a local disk has no source, only a size */
  backend: DiskType
  /** distributed only; kept while Local is chosen, so switching back loses nothing */
  source: SourceKind
  sizeGiB: string
  blockSize: string
  snapshotId: string
  imageId: string
  /** upload: finalize with this snapshot name (optional) */
  snapshotName: string
  /** upload: then make an image from that snapshot */
  createImage: boolean
  imageName: string
  imageOs: string
  imageVersion: string
}

export const diskDefaults: DiskFormValues = {
  name: '',
  description: '',
  backend: 'distributed',
  source: 'blank',
  sizeGiB: '10',
  blockSize: '4096',
  snapshotId: '',
  imageId: '',
  snapshotName: '',
  createImage: false,
  imageName: '',
  imageOs: '',
  imageVersion: '',
}

export type DiskFormErrors = Partial<Record<keyof DiskFormValues | 'file', string>>

/** The source the form will use: a local disk is made empty, whatever source was picked before choosing Local. */
export const sourceOf = (v: Pick<DiskFormValues, 'backend' | 'source'>): SourceKind =>
  v.backend === 'local' ? 'blank' : v.source

/** Sizes of the snapshot or image picked, so the disk can be checked to be big enough. */
export type SourceSizes = { snapshot?: number; image?: number }

export function validateDiskForm(values: DiskFormValues, file: File | null, sizes: SourceSizes): DiskFormErrors {
  const v = { ...values, source: sourceOf(values) }
  const e: DiskFormErrors = {}
  e.name = validateName(v.name.trim())
  if (v.source !== 'upload') {
    const gib = Number(v.sizeGiB)
    if (v.sizeGiB.trim() === '') e.sizeGiB = requiredMessage('Size')
    else if (!Number.isInteger(gib) || gib < 1) e.sizeGiB = 'Size must be a whole number of GiB, at least 1'
    else {
      const min = v.source === 'snapshot' ? sizes.snapshot : v.source === 'image' ? sizes.image : undefined
      if (min !== undefined && gib * GiB < min)
        e.sizeGiB = `Must be at least ${Math.ceil(min / GiB)} GiB (the size of the ${v.source})`
    }
  }
  if (v.source === 'snapshot' && !v.snapshotId) e.snapshotId = requiredMessage('Snapshot')
  if (v.source === 'image' && !v.imageId) e.imageId = requiredMessage('Image')
  if (v.source === 'upload') {
    if (!file) e.file = requiredMessage('Image file')
    e.snapshotName = validateName(v.snapshotName.trim(), 'Snapshot name', v.createImage)
    if (v.createImage) {
      e.imageName = validateName(v.imageName.trim(), 'Image name')
      if (!v.imageOs.trim()) e.imageOs = requiredMessage('OS')
      if (!v.imageVersion.trim()) e.imageVersion = requiredMessage('Version')
    }
  }
  for (const k of Object.keys(e) as (keyof DiskFormErrors)[]) if (!e[k]) delete e[k]
  return e
}

/** Where the file to upload stands, for its messages (use-file-probe.ts, DiskCreatePage). */
export type UploadCheck = {
  probe: FileProbe
  /** "Upload and create disk" was pressed while the file was still being read. */
  waiting: boolean
  /** An earlier import of this file resumes: it keeps its disk's name. */
  resuming: boolean
}

/** validateDiskForm, plus what reading the picked file found. */
export function diskFormErrors(
  v: DiskFormValues,
  file: File | null,
  sizes: SourceSizes,
  upload: UploadCheck,
): DiskFormErrors {
  const e = validateDiskForm(v, file, sizes)
  if (sourceOf(v) !== 'upload' || !file) return e
  const { probe } = upload
  if (probe.status === 'refused') e.file = probe.message
  else if (probe.status === 'probing')
    e.file = upload.waiting
      ? 'Still reading the file: the upload starts once its format and size are known'
      : 'Still reading the file: wait for its format and size'
  if (upload.resuming) delete e.name
  return e
}

/** The only message left is that the file is still being read: a submit waits for it. */
export const onlyWaitingForFile = (e: DiskFormErrors, upload: UploadCheck) =>
  upload.probe.status === 'probing' && Object.keys(e).every((k) => k === 'file')

function diskSource(v: DiskFormValues): DiskSource {
  const blockSize = Number(v.blockSize) as BlockSize
  switch (sourceOf(v)) {
    case 'blank':
      return { type: 'blank', blockSize }
    case 'snapshot':
      return { type: 'snapshot', snapshotId: v.snapshotId }
    case 'image':
      return { type: 'image', imageId: v.imageId }
    case 'upload':
      return { type: 'importing_blocks', blockSize }
  }
}

/**
 * The API body; an upload's size comes from the file (`uploadSize`: what the file's format says,
 * e.g. a qcow2's virtual size; else the file's own size), the others from the GiB field.
 */
export function diskCreateBody(v: DiskFormValues, file: File | null, uploadSize?: number): DiskCreate {
  const upload = sourceOf(v) === 'upload'
  const size = upload ? (uploadSize ?? diskSizeFor(file?.size ?? 0)) : Number(v.sizeGiB) * GiB
  const diskBackend: DiskBackend =
    v.backend === 'local' ? { type: 'local' } : { type: 'distributed', diskSource: diskSource(v) }
  return { name: v.name.trim(), description: v.description, size, diskBackend }
}
