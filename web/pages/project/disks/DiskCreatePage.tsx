import { useEffect, useRef, useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { TextAreaField, TextField } from '../../../ui/Field'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import DisksPage from './DisksPage'
import { DiskSourceFields, SourceRadios } from './DiskSourceFields'
import { diskCreateBody, diskDefaults, validateDiskForm, type DiskFormValues } from './disk-form'
import { ImageUploadProgressView, ResumeNote, probeHint } from './ImageUploadStatus'
import { useFileProbe } from './use-file-probe'
import { useImageImport } from './use-image-import'
import { useFormDraft } from '../../../ui/use-form-draft'

export default function DiskCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const [values, setValues] = useFormDraft<DiskFormValues>(diskDefaults)
  const [file, setFile] = useState<File | null>(null)
  const [touched, setTouched] = useState(false)
  // "Upload and create disk" pressed while the file was still being read: kept, and carried out once it is
  const [submitWhenRead, setSubmitWhenRead] = useState(false)
  const set = (patch: Partial<DiskFormValues>) => setValues((v) => ({ ...v, ...patch }))

  const allSnapshots = useAllItems('snapshotList', { query: { project } }, { enabled: values.source === 'snapshot' })
  const allProjectImages = useAllItems('imageList', { query: { project } }, { enabled: values.source === 'image' })
  const allSiloImages = useAllItems('imageList', { query: {} }, { enabled: values.source === 'image' })
  const snapshots = allSnapshots.data?.items ?? []
  const images = [...(allProjectImages.data?.items ?? []), ...(allSiloImages.data?.items ?? [])]
  // the image select reads two collections: one line for both
  const imagesState = {
    isLoading: allProjectImages.isLoading || allSiloImages.isLoading,
    loaded: allProjectImages.loaded + allSiloImages.loaded,
    complete: allProjectImages.complete && allSiloImages.complete,
    error: allProjectImages.error ?? allSiloImages.error,
    truncated: allProjectImages.truncated || allSiloImages.truncated,
  }
  const sizes = {
    snapshot: snapshots.find((s) => s.id === values.snapshotId)?.size,
    image: images.find((i) => i.id === values.imageId)?.size,
  }

  const done = (name: string, sha256?: string | null) => {
    addToast({
      content: sha256 ? `Disk ${name} created. SHA-256 of its content: ${sha256}` : `Disk ${name} created`,
      timeout: sha256 ? null : undefined,
    })
    navigate(pb.disks({ project }))
  }
  const create = useApiMutation('diskCreate', { onSuccess: (d) => done(d.name) })
  const upload = useImageImport(project)
  const uploading = upload.state.status === 'running'
  const found = useFileProbe(values.source === 'upload' ? file : null, project)
  const { probe } = found
  // the running upload saves its own resume point: offer resuming only when none runs
  const resume = upload.state.status === 'running' || upload.state.status === 'done' ? undefined : found.resume

  const errors = validateDiskForm(values, file, sizes)
  if (values.source === 'upload' && file) {
    if (probe.status === 'refused') errors.file = probe.message
    else if (probe.status === 'probing')
      errors.file = submitWhenRead
        ? 'Still reading the file: the upload starts once its format and size are known'
        : 'Still reading the file: wait for its format and size'
    // a resumed import keeps its disk's name, snapshot and block size
    if (resume) delete errors.name
  }
  const shown = touched ? errors : {}
  const serverError =
    values.source === 'upload'
      ? upload.state.status === 'failed'
        ? upload.state.message
        : undefined
      : create.error?.message

  const close = () => {
    upload.cancel()
    navigate(pb.disks({ project }))
  }
  const uploadSize = probe.status === 'ok' ? probe.probe.diskSize : undefined
  const createParams = () => ({ query: { project }, body: diskCreateBody(values, file, uploadSize) })
  const submit = async () => {
    setTouched(true)
    const { file: fileError, ...others } = errors
    if (values.source === 'upload' && probe.status === 'probing' && fileError && Object.keys(others).length === 0) {
      setSubmitWhenRead(true)
      return
    }
    if (Object.keys(errors).length > 0) return
    if (values.source !== 'upload') return create.mutate(createParams())
    if (probe.status !== 'ok') return
    const uploaded = await upload.run(values, file!, probe.probe, resume)
    if (uploaded) done(resume?.diskName ?? values.name.trim(), uploaded.sha256)
  }

  const submitRef = useRef(submit)
  submitRef.current = submit
  useEffect(() => {
    if (!submitWhenRead || probe.status === 'probing') return
    setSubmitWhenRead(false)
    if (probe.status === 'ok') void submitRef.current()
  }, [submitWhenRead, probe.status])
  const pickFile = (f: File | null) => {
    // a different file is a new choice: the press that waited for the previous one does not carry over
    setSubmitWhenRead(false)
    setFile(f)
  }

  return (
    <>
      <DisksPage />
      <SideModalForm
        docs="disks"
        title="Create disk"
        submitLabel={values.source === 'upload' ? (resume ? 'Resume import' : 'Upload and create disk') : 'Create disk'}
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
        <TextField
          label="Name"
          required
          value={values.name}
          onValue={(name) => set({ name })}
          error={shown.name}
          autoComplete="off"
          disabled={uploading}
        />
        <TextAreaField
          label="Description"
          value={values.description}
          onValue={(description) => set({ description })}
          disabled={uploading}
        />
        <SourceRadios value={values.source} onValue={(source) => set({ source })} disabled={uploading} />
        <DiskSourceFields
          values={values}
          set={set}
          errors={shown}
          file={file}
          onFile={pickFile}
          snapshots={snapshots}
          images={images}
          snapshotsStatus={
            <AllItemsStatus state={allSnapshots} noun="snapshots" onRetry={() => void allSnapshots.mutate()} />
          }
          imagesStatus={
            <AllItemsStatus
              state={imagesState}
              noun="images"
              onRetry={() => void Promise.all([allProjectImages.mutate(), allSiloImages.mutate()])}
            />
          }
          disabled={uploading}
          fileHint={probeHint(probe)}
        />
        {values.source === 'upload' && resume && !uploading && <ResumeNote point={resume} />}
        {values.source === 'upload' && (
          <ImageUploadProgressView
            state={upload.state}
            onPause={upload.pause}
            onResume={upload.resume}
            onCancel={upload.cancel}
          />
        )}
      </SideModalForm>
    </>
  )
}
