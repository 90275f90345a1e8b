import type { Snapshot } from '../../../api/generated/types'
import { to } from '../../../urls'
import { TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { requiredMessage, validateName } from '../../../util/validate'
import { useFormSave } from '../../common/use-form-save'

export type ImageFormValues = { name: string; description: string; os: string; version: string; snapshotId: string }
const imageDefaults: ImageFormValues = { name: '', description: '', os: '', version: '', snapshotId: '' }

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
  const { form, shell } = useFormSave('imageCreate', {
    initial: () => ({ ...imageDefaults, snapshotId: snapshot.id }),
    validate,
    params: (v: ImageFormValues) => ({
      query: { project },
      body: {
        name: v.name.trim(),
        description: v.description,
        os: v.os.trim(),
        version: v.version.trim(),
        source: { type: 'snapshot' as const, id: v.snapshotId },
      },
    }),
    created: (image) => `Image ${image.name} created`,
    back: onClose,
    then: () => to.projectImages({ project }),
  })
  return (
    <SideModalForm docs="images" title="Create image" submitLabel="Create image" {...shell}>
      <TextField label="Snapshot" value={snapshot.name} onValue={() => undefined} readOnly />
      <NameDescriptionFields form={form} />
      <TextField label="OS" required hint="The operating system family, such as ubuntu" {...form.field('os')} />
      <TextField label="Version" required hint="Such as 24.04" {...form.field('version')} />
    </SideModalForm>
  )
}
