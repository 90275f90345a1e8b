import { useLocation } from 'wouter'
import type { Snapshot } from '../../../api/generated/types'
import { requestPreview } from '../../../api/request-preview'
import { useApiMutation } from '../../../api/hooks'
import { pb } from '../../../paths'
import { TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { requiredMessage, validateName } from '../../../util/validate'

export type ImageFormValues = { name: string; description: string; os: string; version: string; snapshotId: string }
export const imageDefaults: ImageFormValues = { name: '', description: '', os: '', version: '', snapshotId: '' }

function validate(v: ImageFormValues) {
  return {
    name: validateName(v.name.trim()),
    os: v.os.trim() ? undefined : requiredMessage('OS'),
    version: v.version.trim() ? undefined : requiredMessage('Version'),
    snapshotId: v.snapshotId ? undefined : requiredMessage('Snapshot'),
  }
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
  const create = useApiMutation('imageCreate', {
    onSuccess: (image) => {
      addToast({ content: `Image ${image.name} created` })
      navigate(pb.projectImages({ project }))
    },
  })
  const params = (v: ImageFormValues) => ({
    query: { project },
    body: {
      name: v.name.trim(),
      description: v.description,
      os: v.os.trim(),
      version: v.version.trim(),
      source: { type: 'snapshot' as const, id: v.snapshotId },
    },
  })
  const form = useFormState({
    initial: () => ({ ...imageDefaults, snapshotId: snapshot.id }),
    validate,
    onSubmit: (v) => create.mutate(params(v)),
    request: (v) => requestPreview('imageCreate', params(v)),
  })
  const { values, set, shown } = form
  return (
    <SideModalForm
      docs="images"
      title="Create image"
      submitLabel="Create image"
      pending={create.pending}
      errors={create.error ? [create.error.message] : []}
      onClose={onClose}
      onSubmit={form.submit}
      request={form.request}
    >
      <TextField label="Snapshot" value={snapshot.name} onValue={() => undefined} readOnly />
      <NameDescriptionFields form={form} />
      <TextField
        label="OS"
        required
        hint="The operating system family, such as ubuntu"
        value={values.os}
        onValue={set('os')}
        error={shown.os}
      />
      <TextField
        label="Version"
        required
        hint="Such as 24.04"
        value={values.version}
        onValue={set('version')}
        error={shown.version}
      />
    </SideModalForm>
  )
}
