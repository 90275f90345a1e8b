/*
 * The sections of the create-instance page. Each takes the form's values and a
 * setter; the page owns the state so nothing typed is lost on a failed submit.
 */
import { useState } from 'react'
import type { Disk, Image, SshKey } from '../../../api/generated/types'
import { Button } from '../../../ui/Button'
import { SshKeyCreateForm } from '../../common/ssh-keys/SshKeyCreateForm'
import { CheckboxField, SelectField, Shell, TextField } from '../../../ui/Field'
import { formatBytes } from '../../../util/format'
import { CUSTOM, type CreateValues } from './create-values'
import { minBootDiskGiB, type CreateErrors } from './create-validate'
import { RadioGroup } from './RadioGroup'
import { toggled } from './RowFieldset'
import type { FormState } from '../../../ui/use-form'
import { DISK_MAX_GIB, presetLabel, presets } from './sizes'

type Form = FormState<CreateValues, CreateErrors, unknown>

/** The form's values, a patch setter, the shown messages, and `field`/`setField` for one plain field (ui/use-form.ts). */
export type SectionProps = {
  values: CreateValues
  set: (patch: Partial<CreateValues>) => void
  errors: CreateErrors
  field: Form['field']
  setField: Form['set']
}

const families = [...new Set(presets.map((p) => p.family))]

/** The Size picker's ids: its label's and its message's (a quota refusal of a preset shows here). */
const sizingIds = { id: 'sizing', errorId: 'sizing-error', hintId: 'sizing-hint' }

export function SizingSection({ values, set, errors, field }: SectionProps) {
  const error = errors.sizing
  return (
    <section aria-labelledby="sizing-heading">
      <h2 id="sizing-heading">Hardware</h2>
      <Shell ids={sizingIds} label="Size" error={error}>
        <select
          id="sizing"
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? sizingIds.errorId : undefined}
          value={values.sizing}
          onChange={(e) => set({ sizing: (e.target as HTMLSelectElement).value })}
        >
          {families.map((f) => (
            <optgroup key={f} label={f}>
              {presets
                .filter((p) => p.family === f)
                .map((p) => (
                  <option key={p.id} value={p.id}>
                    {presetLabel(p)}
                  </option>
                ))}
            </optgroup>
          ))}
          <option value={CUSTOM}>Custom</option>
        </select>
      </Shell>
      {values.sizing === CUSTOM && (
        <div className="row">
          <TextField label="CPUs" required inputMode="numeric" {...field('customCpus')} />
          <TextField label="Memory (GiB)" required inputMode="numeric" {...field('customMemoryGiB')} />
        </div>
      )}
    </section>
  )
}

export function BootDiskSection({
  values,
  set,
  errors,
  field,
  setField,
  projectImages,
  siloImages,
  detachedDisks,
  image,
}: SectionProps & { projectImages: Image[]; siloImages: Image[]; detachedDisks: Disk[]; image?: Image }) {
  const imageOptions = [
    ...projectImages.map((i) => ({
      value: i.id,
      label: `${i.name} (project image, ${i.os} ${i.version}, ${formatBytes(i.size)})`,
    })),
    ...siloImages.map((i) => ({
      value: i.id,
      label: `${i.name} (silo image, ${i.os} ${i.version}, ${formatBytes(i.size)})`,
    })),
  ]
  return (
    <section aria-labelledby="boot-heading">
      <h2 id="boot-heading">Boot disk</h2>
      <RadioGroup
        legend="Boot disk source"
        value={values.bootSource}
        onValue={(bootSource) => set({ bootSource })}
        options={[
          { value: 'image', label: 'New disk from an image' },
          { value: 'disk', label: 'Existing disk' },
        ]}
      />
      {values.bootSource === 'image' ? (
        <>
          <SelectField
            label="Image"
            required
            {...field('imageId')}
            options={imageOptions}
            placeholder="Select an image"
          />
          <TextField
            label="Disk size (GiB)"
            inputMode="numeric"
            {...field('bootDiskSizeGiB')}
            placeholder={String(minBootDiskGiB(image))}
            hint={`Between the image size (${minBootDiskGiB(image)} GiB) and ${DISK_MAX_GIB} GiB. Empty uses the image size.`}
          />
          <TextField
            label="Boot disk name"
            {...field('bootDiskNewName')}
            hint="Empty: named after the instance and the image."
            autoComplete="off"
          />
          <CheckboxField
            label="Read-only boot disk"
            checked={values.bootDiskReadOnly}
            onChecked={setField('bootDiskReadOnly')}
            hint="The instance can read the disk but not write to it."
          />
        </>
      ) : (
        <SelectField
          label="Boot disk"
          required
          value={values.bootDiskName}
          onValue={(bootDiskName) =>
            set({ bootDiskName, additionalDisks: values.additionalDisks.filter((d) => d !== bootDiskName) })
          }
          options={detachedDisks.map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))}
          placeholder={detachedDisks.length ? 'Select a disk' : 'No detached disks in this project'}
          error={errors.bootDiskName}
        />
      )}
    </section>
  )
}

export function SshKeysSection({ values, set, keys }: SectionProps & { keys?: SshKey[] }) {
  const excluded = new Set(values.excludedSshKeys)
  const [adding, setAdding] = useState(false)
  return (
    <section aria-labelledby="ssh-heading">
      <h2 id="ssh-heading">SSH keys</h2>
      {!keys ? (
        <p className="muted">Loading your SSH keys…</p>
      ) : keys.length === 0 ? (
        <p className="muted">You have no SSH keys. Add one to have it put on the new instance.</p>
      ) : (
        keys.map((k) => (
          <CheckboxField
            key={k.id}
            label={k.name}
            checked={!excluded.has(k.id)}
            onChecked={(on) => set({ excludedSshKeys: toggled(values.excludedSshKeys, k.id, !on) })}
          />
        ))
      )}
      {/* a key made here is one of the user's keys, so it goes on the instance (ticked) once listed */}
      <p>
        <Button write size="sm" onClick={() => setAdding(true)}>
          Add SSH key
        </Button>
      </p>
      {adding && <SshKeyCreateForm back={() => setAdding(false)} />}
    </section>
  )
}
