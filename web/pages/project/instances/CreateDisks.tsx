/*
 * Additional disks of the create-instance page: existing detached disks to
 * attach, and new disks created with the instance (size, backend, source,
 * read-only). The page owns the values, so nothing typed is lost.
 */
import type { Disk, Image, Snapshot } from '../../../api/generated/types'
import { Button } from '../../../ui/Button'
import { patchAt, toggled, rowField, RowFieldset, type RowProps } from './RowFieldset'
import { CheckboxField, SelectField, TextField } from '../../../ui/Field'
import { formatBytes } from '../../../util/format'
import { BLOCK_SIZES, newDiskDefaults, type NewDiskValues } from './create-values'
import { diskKey } from './create-validate'
import type { SectionProps } from './CreateSections'
import { DISK_MAX_GIB, DISK_MIN_GIB } from './sizes'

const backendOptions = [
  { value: 'distributed', label: 'Distributed (replicated across sleds)' },
  { value: 'local', label: 'Local (on the instance’s sled, not replicated)' },
]
const sourceOptions = [
  { value: 'blank', label: 'Blank' },
  { value: 'image', label: 'Image' },
  { value: 'snapshot', label: 'Snapshot' },
]

type Sources = { images: Image[]; snapshots: Snapshot[] }

export function DisksSection({
  values,
  set,
  errors,
  detachedDisks,
  images,
  snapshots,
}: SectionProps & { detachedDisks: Disk[] } & Sources) {
  const candidates = detachedDisks.filter((d) => !(values.bootSource === 'disk' && d.name === values.bootDiskName))
  return (
    <section aria-labelledby="disks-heading">
      <h2 id="disks-heading">Additional disks</h2>
      <h3 className="label">Attach existing disks</h3>
      {candidates.length === 0 ? (
        <p className="muted">No detached disks in this project to attach.</p>
      ) : (
        candidates.map((d) => (
          <CheckboxField
            key={d.id}
            label={`${d.name} (${formatBytes(d.size)})`}
            checked={values.additionalDisks.includes(d.name)}
            onChecked={(on) => set({ additionalDisks: toggled(values.additionalDisks, d.name, on) })}
          />
        ))
      )}
      <h3 className="label">New disks</h3>
      {values.newDisks.map((d, i) => (
        <NewDiskEditor
          key={i}
          n={i + 1}
          disk={d}
          set={(patch) => set({ newDisks: patchAt(values.newDisks, i, patch) })}
          remove={() => set({ newDisks: values.newDisks.filter((_, j) => j !== i) })}
          errors={(f) => errors[diskKey(i, f)]}
          images={images}
          snapshots={snapshots}
        />
      ))}
      <Button type="button" onClick={() => set({ newDisks: [...values.newDisks, newDiskDefaults] })}>
        Add a new disk
      </Button>
    </section>
  )
}

function NewDiskEditor({
  n,
  disk,
  images,
  snapshots,
  ...row
}: { n: number; disk: NewDiskValues } & RowProps<NewDiskValues> & Sources) {
  const { set } = row
  const field = rowField(disk, row)
  return (
    <RowFieldset legend={`New disk ${n}`} removeLabel={`Remove new disk ${n}`} remove={row.remove}>
      <div className="row">
        <TextField label="Disk name" required {...field('name')} autoComplete="off" />
        <TextField
          label="Size (GiB)"
          required
          inputMode="numeric"
          {...field('sizeGiB')}
          hint={`${DISK_MIN_GIB} to ${DISK_MAX_GIB} GiB`}
        />
      </div>
      <SelectField
        label="Disk type"
        value={disk.backend}
        onValue={(b) => set({ backend: b as NewDiskValues['backend'] })}
        options={backendOptions}
      />
      {disk.backend === 'distributed' && (
        <>
          <SelectField
            label="Source"
            value={disk.source}
            onValue={(s) => set({ source: s as NewDiskValues['source'], readOnly: false })}
            options={sourceOptions}
          />
          {disk.source === 'blank' && (
            <SelectField
              label="Block size"
              {...field('blockSize')}
              options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
            />
          )}
          {disk.source === 'image' && (
            <SelectField
              label="Source image"
              required
              {...field('imageId')}
              options={images.map((i) => ({ value: i.id, label: `${i.name} (${formatBytes(i.size)})` }))}
              placeholder={images.length ? 'Select an image' : 'No images available'}
            />
          )}
          {disk.source === 'snapshot' && (
            <SelectField
              label="Source snapshot"
              required
              {...field('snapshotId')}
              options={snapshots.map((s) => ({ value: s.id, label: `${s.name} (${formatBytes(s.size)})` }))}
              placeholder={snapshots.length ? 'Select a snapshot' : 'No ready snapshots in this project'}
            />
          )}
          {disk.source !== 'blank' && (
            <CheckboxField
              label="Read-only"
              checked={disk.readOnly}
              onChecked={(readOnly) => set({ readOnly })}
              hint="The instance can read the disk but not write to it."
            />
          )}
        </>
      )}
    </RowFieldset>
  )
}
