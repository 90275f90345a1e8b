import { useLocation } from 'wouter'
import { to } from '../../../urls'
import { serverFieldError } from '../../../api/error-fields'
import { Button } from '../../../ui/Button'
import { FileField, SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { IMAGE_STEP_LABELS } from '../../../upload/image'
import { formatBytes } from '../../../util/format'
import { BLOCK_SIZES } from '../disks/disk-form'
import { imageUploadDefaults, validateImageUpload, type ImageUploadValues } from './image-upload'
import { useImageUpload } from './use-image-upload'

const FORMATS = 'raw or qcow2, optionally compressed with gzip, zstd or xz'

/** images-new: name, description, OS, version, block size and the file, in one step. */
export function ImageUploadForm({ project, onClose }: { project: string; onClose: () => void }) {
  const [, navigate] = useLocation()
  const upload = useImageUpload(project)
  const { state } = upload
  const running = state.status === 'running'

  /** Whether the image was made: a refused upload keeps the form's draft. */
  const send = async (values: ImageUploadValues, file: File) => {
    if (running) return false
    const done = await upload.run(values, file)
    if (!done) return false
    addToast({ content: `Image ${done.image} created` })
    navigate(to.projectImages({ project }))
    return true
  }

  // A file is not kept across an expired session (drafts keep plain values only): it is picked again.
  const form = useFormState({
    initial: { ...imageUploadDefaults, file: null as File | null },
    validate: (v) => validateImageUpload(v, v.file).errors,
    onSubmit: ({ file, ...values }) => (file ? send(values, file) : Promise.resolve(false)),
    serverField: serverFieldError(state.status === 'failed' ? { message: state.message } : undefined),
  })
  const { values, set, shown } = form
  const file = values.file

  return (
    <SideModalForm
      draft={form.draft}
      title="Upload image"
      submitLabel="Upload image"
      pending={running}
      errors={state.status === 'failed' ? [state.message] : []}
      onClose={() => {
        upload.cancel()
        onClose()
      }}
      onSubmit={form.submit}
      request={() => 'An upload takes several requests: use oxide disk import, then oxide image create'}
    >
      <NameDescriptionFields form={form} disabled={running} />
      <TextField
        label="OS"
        required
        hint="The operating system family, such as ubuntu"
        value={values.os}
        onValue={set('os')}
        error={shown.os}
        disabled={running}
      />
      <TextField
        label="Version"
        required
        hint="Such as 24.04"
        value={values.version}
        onValue={set('version')}
        error={shown.version}
        disabled={running}
      />
      <SelectField
        label="Block size"
        value={values.blockSize}
        onValue={set('blockSize')}
        options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
        disabled={running}
      />
      <FileField
        label="Image file"
        required
        error={shown.file}
        hint={file ? `${file.name}, ${formatBytes(file.size)}: ${FORMATS}` : `An image file: ${FORMATS}`}
        onFile={set('file')}
        disabled={running}
      />
      {state.status === 'running' && (
        <div className="field" aria-live="polite">
          <div>{IMAGE_STEP_LABELS[state.step]}…</div>
          <progress
            max={100}
            value={state.progress?.percent ?? 0}
            aria-label="Upload progress"
            aria-valuetext={state.progress?.label}
            style={{ width: '100%' }}
          />
          {state.progress && <div>{state.progress.label}</div>}
          <Button size="sm" onClick={upload.cancel}>
            Cancel upload
          </Button>
        </div>
      )}
    </SideModalForm>
  )
}
