import { useState } from 'react'
import { useLocation } from 'wouter'
import type { Snapshot } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { useApiMutation } from '../../../api/hooks'
import { pb } from '../../../paths'
import { TextAreaField, TextField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { requiredMessage, validateName } from '../../../util/validate'

export type ImageFormValues = { name: string; description: string; os: string; version: string; snapshotId: string }
export const imageDefaults: ImageFormValues = { name: '', description: '', os: '', version: '', snapshotId: '' }

function validate(v: ImageFormValues) {
  const e = {
    name: validateName(v.name.trim()),
    os: v.os.trim() ? undefined : requiredMessage('OS'),
    version: v.version.trim() ? undefined : requiredMessage('Version'),
    snapshotId: v.snapshotId ? undefined : requiredMessage('Snapshot'),
  }
  return { errors: e, ok: Object.values(e).every((x) => !x) }
}

/**
 * Create a project image from the snapshot the route names (snapshots/:snapshot/images-new;
 * images-new uploads a file instead, ImageUploadForm). On success, go to the images list.
 */
export function ImageCreateForm({
  project,
  snapshot,
  onClose,
}: {
  project: string
  snapshot: Snapshot
  onClose: () => void
}) {
  const [, navigate] = useLocation()
  const [values, setValues] = useState<ImageFormValues>({ ...imageDefaults, snapshotId: snapshot.id })
  const [touched, setTouched] = useState(false)
  const set = (patch: Partial<ImageFormValues>) => setValues((v) => ({ ...v, ...patch }))
  const create = useApiMutation('imageCreate', {
    onSuccess: (image) => {
      addToast({ content: `Image ${image.name} created` })
      navigate(pb.projectImages({ project }))
    },
  })
  const { errors, ok } = validate(values)
  const shown: Partial<typeof errors> = touched ? errors : {}
  const params = () => ({
    query: { project },
    body: {
      name: values.name.trim(),
      description: values.description,
      os: values.os.trim(),
      version: values.version.trim(),
      source: { type: 'snapshot' as const, id: values.snapshotId },
    },
  })
  return (
    <SideModalForm
      docs="images"
      title="Create image"
      submitLabel="Create image"
      pending={create.pending}
      errors={create.error ? [create.error.message] : []}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (!ok) return
        create.mutate(params())
      }}
      request={() => (ok ? requestPreview('imageCreate', params()) : undefined)}
    >
      <TextField label="Snapshot" value={snapshot.name} onValue={() => undefined} readOnly />
      <TextField
        label="Name"
        required
        value={values.name}
        onValue={(name) => set({ name })}
        error={shown.name}
        autoComplete="off"
      />
      <TextAreaField label="Description" value={values.description} onValue={(description) => set({ description })} />
      <TextField
        label="OS"
        required
        hint="The operating system family, such as ubuntu"
        value={values.os}
        onValue={(os) => set({ os })}
        error={shown.os}
      />
      <TextField
        label="Version"
        required
        hint="Such as 24.04"
        value={values.version}
        onValue={(version) => set({ version })}
        error={shown.version}
      />
    </SideModalForm>
  )
}
