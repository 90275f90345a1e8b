import { useId, type ReactNode } from 'react'
import type { Image, Snapshot } from '../../../api/generated/types'
import { CheckboxField, FileField as UiFileField, SelectField, TextField } from '../../../ui/Field'
import { formatBytes } from '../../../util/format'
import type { DiskType } from '../../../api/generated/types'
import {
  BLOCK_SIZES,
  DISK_TYPE_LABELS,
  SOURCE_LABELS,
  sourceOf,
  type DiskFormErrors,
  type DiskFormValues,
  type SourceKind,
} from './disk-form'
import { diskSizeFor } from '../../../upload/decode'

type Props = {
  values: DiskFormValues
  set: (patch: Partial<DiskFormValues>) => void
  errors: DiskFormErrors
  file: File | null
  onFile: (f: File | null) => void
  snapshots: Snapshot[]
  images: Image[]
  /** AllItemsStatus lines under the snapshot and image selects (their lists are read whole). */
  snapshotsStatus?: ReactNode
  imagesStatus?: ReactNode
  disabled?: boolean
  /** What the file is and the disk it makes, in place of the plain size hint. */
  fileHint?: string
}

const sizedOption = (x: { id: string; name: string; size: number }) => ({
  value: x.id,
  label: `${x.name} (${formatBytes(x.size)})`,
})
const blockSizeOptions = BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} B` }))

function Radios<K extends string>({
  legend,
  labels,
  value,
  onValue,
  disabled,
}: {
  legend: string
  labels: Record<K, string>
  value: K
  onValue: (v: K) => void
  disabled?: boolean
}) {
  const name = useId()
  return (
    <fieldset className="field" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="radio-row">
        {(Object.keys(labels) as K[]).map((k) => (
          <label key={k}>
            <input type="radio" name={name} value={k} checked={value === k} onChange={() => onValue(k)} /> {labels[k]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

type RadiosProps<K> = { value: K; onValue: (v: K) => void; disabled?: boolean }

export const SourceRadios = (p: RadiosProps<SourceKind>) => <Radios legend="Source" labels={SOURCE_LABELS} {...p} />

export const DiskTypeRadios = (p: RadiosProps<DiskType>) => (
  <Radios legend="Disk type" labels={DISK_TYPE_LABELS} {...p} />
)

/** The fields that depend on the chosen source (blank, snapshot, image, upload); a local disk has only its size. */
export function DiskSourceFields({
  values: v,
  set,
  errors,
  file,
  onFile,
  snapshots,
  images,
  snapshotsStatus,
  imagesStatus,
  disabled,
  fileHint,
}: Props) {
  const sizeField = (
    <TextField
      label="Size (GiB)"
      required
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      value={v.sizeGiB}
      onValue={(sizeGiB) => set({ sizeGiB })}
      error={errors.sizeGiB}
      disabled={disabled}
    />
  )
  const blockSizeField = (
    <SelectField
      label="Block size"
      value={v.blockSize}
      onValue={(blockSize) => set({ blockSize })}
      options={blockSizeOptions}
      disabled={disabled}
    />
  )
  if (v.backend === 'local') return sizeField
  switch (sourceOf(v)) {
    case 'blank':
      return (
        <>
          {sizeField}
          {blockSizeField}
        </>
      )
    case 'snapshot':
      return (
        <>
          <SelectField
            status={snapshotsStatus}
            label="Snapshot"
            required
            placeholder="Select a snapshot"
            value={v.snapshotId}
            onValue={(snapshotId) => set({ snapshotId })}
            options={snapshots.map(sizedOption)}
            error={errors.snapshotId}
            disabled={disabled}
          />
          {sizeField}
        </>
      )
    case 'image':
      return (
        <>
          <SelectField
            status={imagesStatus}
            label="Image"
            required
            placeholder="Select an image"
            value={v.imageId}
            onValue={(imageId) => set({ imageId })}
            options={images.map(sizedOption)}
            error={errors.imageId}
            disabled={disabled}
          />
          {sizeField}
        </>
      )
    case 'upload':
      return (
        <>
          <FileField file={file} onFile={onFile} error={errors.file} disabled={disabled} hint={fileHint} />
          {blockSizeField}
          <TextField
            label="Snapshot name"
            required={v.createImage}
            hint="Finalizing the disk takes a snapshot with this name. Leave empty for none."
            value={v.snapshotName}
            onValue={(snapshotName) => set({ snapshotName })}
            error={errors.snapshotName}
            autoComplete="off"
            disabled={disabled}
          />
          <CheckboxField
            label="Create an image from the snapshot"
            checked={v.createImage}
            onChecked={(createImage) => set({ createImage })}
          />
          {v.createImage && (
            <>
              <TextField
                label="Image name"
                required
                value={v.imageName}
                onValue={(imageName) => set({ imageName })}
                error={errors.imageName}
                autoComplete="off"
                disabled={disabled}
              />
              <TextField
                label="OS"
                required
                value={v.imageOs}
                onValue={(imageOs) => set({ imageOs })}
                error={errors.imageOs}
                disabled={disabled}
              />
              <TextField
                label="Version"
                required
                value={v.imageVersion}
                onValue={(imageVersion) => set({ imageVersion })}
                error={errors.imageVersion}
                disabled={disabled}
              />
            </>
          )}
        </>
      )
  }
}

function FileField({
  file,
  onFile,
  error,
  disabled,
  hint,
}: {
  file: File | null
  onFile: (f: File | null) => void
  error?: string
  disabled?: boolean
  hint?: string
}) {
  const sizeHint =
    (file && `${formatBytes(file.size)}; the disk will be ${formatBytes(diskSizeFor(file.size))}`) || undefined
  const formats = 'raw or qcow2, optionally compressed with gzip, zstd or xz'
  return (
    <UiFileField
      label="Image file"
      required
      hint={hint ?? sizeHint ?? formats}
      error={error}
      disabled={disabled}
      onFile={onFile}
    />
  )
}
