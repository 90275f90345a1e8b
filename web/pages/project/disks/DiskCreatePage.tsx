import { useEffect, useRef, useState } from 'react'
import { useLocation, useParams } from 'wouter'
import { useList } from '../../../api/reads'
import { useWrite } from '../../../api/writes'
import { serverFieldError } from '../../../api/error-fields'
import { to } from '../../../urls'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { AllItemsStatus } from '../../../ui/AllItemsStatus'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { DiskSourceFields, DiskTypeRadios, SourceRadios } from './DiskSourceFields'
import {
  diskCreateBody,
  diskDefaults,
  diskFormErrors,
  onlyWaitingForFile,
  sourceOf,
  type DiskFormErrors,
  type DiskFormValues,
  type SourceSizes,
  type UploadCheck,
} from './disk-form'
import { ImageUploadProgressView, ResumeNote, probeHint } from './ImageUploadStatus'
import { useFileProbe } from './use-file-probe'
import { useImageImport } from './use-image-import'
import { useFormState } from '../../../ui/use-form'
import { diskCreateCost } from '../../../api/rules/capacity'
import { QuotaImpact } from '../../common/capacity/QuotaImpact'

export default function DiskCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const [file, setFile] = useState<File | null>(null)
  // "Upload and create disk" pressed while the file was still being read: kept, and carried out once it is
  const [submitWhenRead, setSubmitWhenRead] = useState(false)
  // What the checks need beyond the values comes from hooks that read the values (the file's probe,
  // the picked snapshot's size): set below, before the form's messages are first read.
  let sizes: SourceSizes = {}
  let uploadCheck: UploadCheck = { probe: { status: 'none' }, waiting: false, resuming: false }
  const form = useFormState<DiskFormValues, DiskFormErrors>({
    initial: diskDefaults,
    validate: (v) => diskFormErrors(v, file, sizes, uploadCheck),
    // settles with whether the disk was made: a refused create keeps its draft
    onSubmit: (v) => send(v),
    // read with the messages, once the write below is set up
    get serverField() {
      if (sourceOf(values) !== 'upload') return serverFieldError(create.error?.error)
      return upload.state.status === 'failed' ? serverFieldError({ message: upload.state.message }) : undefined
    },
  })
  // (form.shown and form.errors are read below, once the checks' inputs are set)
  const { values } = form
  const set = (patch: Partial<DiskFormValues>) => form.setValues((v) => ({ ...v, ...patch }))
  const source = sourceOf(values)

  const allSnapshots = useList('snapshotList', { query: { project } }, { enabled: source === 'snapshot' })
  const allProjectImages = useList('imageList', { query: { project } }, { enabled: source === 'image' })
  const allSiloImages = useList('imageList', { query: {} }, { enabled: source === 'image' })
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
  sizes = {
    snapshot: snapshots.find((s) => s.id === values.snapshotId)?.size,
    image: images.find((i) => i.id === values.imageId)?.size,
  }

  const done = (name: string, sha256?: string | null) => {
    addToast({
      content: sha256 ? `Disk ${name} created. SHA-256 of its content: ${sha256}` : `Disk ${name} created`,
      timeout: sha256 ? null : undefined,
    })
    navigate(to.disks({ project }))
  }
  // the body is built once, for the call and its preview; the upload's size is known once the file is read
  const createParams = (v: DiskFormValues) => ({ query: { project }, body: diskCreateBody(v, file, uploadSize) })
  const create = useWrite('diskCreate', createParams, { onSuccess: (d) => done(d.name) })
  const upload = useImageImport(project)
  const uploading = upload.state.status === 'running'
  const found = useFileProbe(source === 'upload' ? file : null, project)
  const { probe } = found
  // the running upload saves its own resume point: offer resuming only when none runs
  const resume = upload.state.status === 'running' || upload.state.status === 'done' ? undefined : found.resume

  uploadCheck = { probe, waiting: submitWhenRead, resuming: resume !== undefined }
  const serverError =
    source === 'upload' ? (upload.state.status === 'failed' ? upload.state.message : undefined) : create.error?.message

  const close = () => {
    upload.cancel()
    navigate(to.disks({ project }))
  }
  const uploadSize = probe.status === 'ok' ? probe.probe.diskSize : undefined
  const send = async (v: DiskFormValues): Promise<boolean> => {
    if (sourceOf(v) !== 'upload') return create.written(v)
    if (probe.status !== 'ok') return false
    const uploaded = await upload.run(v, file!, probe.probe, resume)
    if (uploaded) done(resume?.diskName ?? v.name.trim(), uploaded.sha256)
    return Boolean(uploaded)
  }
  const submit = () => {
    // pressed while the file is still being read, with nothing else to fix: carried out once it is
    if (source === 'upload' && onlyWaitingForFile(form.errors, uploadCheck)) setSubmitWhenRead(true)
    form.submit()
  }

  const submitRef = useRef(submit)
  submitRef.current = submit
  useEffect(() => {
    if (!submitWhenRead || probe.status === 'probing') return
    setSubmitWhenRead(false)
    if (probe.status === 'ok') submitRef.current()
  }, [submitWhenRead, probe.status])
  const pickFile = (f: File | null) => {
    // a different file is a new choice: the press that waited for the previous one does not carry over
    setSubmitWhenRead(false)
    setFile(f)
  }

  return (
    <>
      <SideModalForm
        draft={form.draft}
        docs="disks"
        title="Create disk"
        submitLabel={source === 'upload' ? (resume ? 'Resume import' : 'Upload and create disk') : 'Create disk'}
        pending={create.pending || uploading}
        errors={serverError ? [serverError] : []}
        onClose={close}
        onSubmit={submit}
        request={() => {
          if (source === 'upload') return 'An upload takes several requests: use oxide disk import'
          return form.valid ? create.request(values) : undefined
        }}
      >
        <NameDescriptionFields form={form} disabled={uploading} />
        <DiskTypeRadios value={values.backend} onValue={(backend) => set({ backend })} disabled={uploading} />
        {values.backend === 'distributed' && (
          <SourceRadios value={values.source} onValue={(source) => set({ source })} disabled={uploading} />
        )}
        <DiskSourceFields
          values={values}
          set={set}
          errors={form.shown}
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
        <QuotaImpact cost={diskCreateCost(createParams(values).body.size)} />
        {source === 'upload' && resume && !uploading && <ResumeNote point={resume} />}
        {source === 'upload' && (
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
