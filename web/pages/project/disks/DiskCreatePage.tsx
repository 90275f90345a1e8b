import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { useApiMutation, useApiQuery } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { Button } from '../../../ui/Button'
import { TextAreaField, TextField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import DisksPage from './DisksPage'
import { DiskSourceFields, SourceRadios } from './DiskSourceFields'
import { diskCreateBody, diskDefaults, validateDiskForm, type DiskFormValues } from './disk-form'
import { useDiskImport, type ImportState } from './use-disk-import'
import { ALL_ITEMS_LIMIT } from './use-project-instances'
import { useFormDraft } from '../../../ui/use-form-draft'
import { STEP_LABELS } from './upload'

export default function DiskCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const [values, setValues] = useFormDraft<DiskFormValues>(diskDefaults)
  const [file, setFile] = useState<File | null>(null)
  const [touched, setTouched] = useState(false)
  const set = (patch: Partial<DiskFormValues>) => setValues((v) => ({ ...v, ...patch }))

  const snapshots = useApiQuery('snapshotList', { query: { project, limit: ALL_ITEMS_LIMIT } }, { enabled: values.source === 'snapshot' }).data?.items ?? []
  const projectImages = useApiQuery('imageList', { query: { project, limit: ALL_ITEMS_LIMIT } }, { enabled: values.source === 'image' }).data?.items ?? []
  const siloImages = useApiQuery('imageList', { query: { limit: ALL_ITEMS_LIMIT } }, { enabled: values.source === 'image' }).data?.items ?? []
  const images = [...projectImages, ...siloImages]
  const sizes = { snapshot: snapshots.find((s) => s.id === values.snapshotId)?.size, image: images.find((i) => i.id === values.imageId)?.size }

  const done = (name: string) => {
    addToast({ content: `Disk ${name} created` })
    navigate(pb.disks({ project }))
  }
  const create = useApiMutation('diskCreate', { onSuccess: (d) => done(d.name) })
  const upload = useDiskImport(project)
  const uploading = upload.state.status === 'running'

  const errors = validateDiskForm(values, file, sizes)
  const shown = touched ? errors : {}
  const serverError = values.source === 'upload' ? (upload.state.status === 'failed' ? upload.state.message : undefined) : create.error?.message

  const close = () => {
    upload.cancel()
    navigate(pb.disks({ project }))
  }
  const createParams = () => ({ query: { project }, body: diskCreateBody(values, file) })
  const submit = async () => {
    setTouched(true)
    if (Object.keys(errors).length > 0) return
    if (values.source !== 'upload') return create.mutate(createParams())
    if (await upload.run(values, file!)) done(values.name.trim())
  }

  return (
    <>
      <DisksPage />
      <SideModalForm docs="disks"
        title="Create disk"
        submitLabel={values.source === 'upload' ? 'Upload and create disk' : 'Create disk'}
        pending={create.pending || uploading}
        errors={serverError ? [serverError] : []}
        onClose={close}
        onSubmit={submit}
        request={() => {
          if (values.source === 'upload') return 'An upload takes several requests: use oxide disk import'
          if (Object.keys(errors).length > 0) return undefined
          return requestPreview('diskCreate', createParams())
        }}
      >
        <TextField label="Name" required value={values.name} onValue={(name) => set({ name })} error={shown.name} autoComplete="off" disabled={uploading} />
        <TextAreaField label="Description" value={values.description} onValue={(description) => set({ description })} disabled={uploading} />
        <SourceRadios value={values.source} onValue={(source) => set({ source })} disabled={uploading} />
        <DiskSourceFields values={values} set={set} errors={shown} file={file} onFile={setFile} snapshots={snapshots} images={images} disabled={uploading} />
        {values.source === 'upload' && <UploadProgress state={upload.state} onCancel={upload.cancel} />}
      </SideModalForm>
    </>
  )
}

function UploadProgress({ state, onCancel }: { state: ImportState; onCancel: () => void }) {
  if (state.status !== 'running') return null
  const p = state.progress
  return (
    <div className="field" aria-live="polite">
      <div>{STEP_LABELS[state.step]}…</div>
      <progress max={100} value={p?.percent ?? 0} aria-label="Upload progress" aria-valuetext={p?.label} style={{ width: '100%' }} />
      {p && <div>{p.label}</div>}
      <Button size="sm" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  )
}
