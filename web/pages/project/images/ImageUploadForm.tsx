import { useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { useApiWrite, useRevalidateAfter } from '../../../api/hooks'
import type { BlockSize } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { Button } from '../../../ui/Button'
import { FileField, SelectField, TextField } from '../../../ui/Field'
import { NameDescriptionFields } from '../../../ui/NameDescriptionFields'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { formatBytes } from '../../../util/format'
import { BLOCK_SIZES } from '../disks/disk-form'
import { UploadCancelled, diskSizeForFile } from '../disks/upload'
import type { Progress } from '../../../upload/progress'
import {
  IMAGE_STEP_LABELS,
  imageUploadDefaults,
  uploadImage,
  validateImageUpload,
  type ImageUploadStep,
  type ImageUploadSteps,
  type ImageUploadValues,
} from './image-upload'

type RunState =
  | { status: 'idle' }
  | { status: 'running'; step: ImageUploadStep; progress?: Progress }
  | { status: 'failed'; message: string }

/** images-new: name, description, OS, version, block size and the file, in one step (issue #22). */
export function ImageUploadForm({ project, onClose }: { project: string; onClose: () => void }) {
  const [, navigate] = useLocation()
  const write = useApiWrite()
  const revalidate = useRevalidateAfter()
  // the upload's many writes revalidate once, at the end
  const call: typeof write = (method, params) => write(method, params, { invalidate: false })
  const [state, setState] = useState<RunState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const running = state.status === 'running'

  const steps = (f: File, values: ImageUploadValues): ImageUploadSteps => {
    const disk = (id: string) => ({ path: { disk: id } })
    return {
      createDisk: (name) =>
        call('diskCreate', {
          query: { project },
          body: {
            name,
            description: `Temporary disk for uploading image ${values.name.trim()}`,
            size: diskSizeForFile(f.size),
            diskBackend: {
              type: 'distributed',
              diskSource: { type: 'importing_blocks', blockSize: Number(values.blockSize) as BlockSize },
            },
          },
        }),
      start: (id) => call('diskBulkWriteImportStart', disk(id)),
      write: (id, offset, base64EncodedData) =>
        call('diskBulkWriteImport', { ...disk(id), body: { offset, base64EncodedData } }),
      stop: (id) => call('diskBulkWriteImportStop', disk(id)),
      finalize: (id, snapshotName) =>
        call('diskFinalizeImport', { ...disk(id), body: { snapshotName: snapshotName ?? null } }),
      deleteDisk: (id) => call('diskDelete', disk(id)),
      createImage: async (snapshotName) => {
        const snapshot = await call('snapshotView', { path: { snapshot: snapshotName }, query: { project } })
        return call('imageCreate', {
          query: { project },
          body: {
            name: values.name.trim(),
            description: values.description,
            os: values.os.trim(),
            version: values.version.trim(),
            source: { type: 'snapshot', id: snapshot.id },
          },
        })
      },
      deleteSnapshot: (name) => call('snapshotDelete', { path: { snapshot: name }, query: { project } }),
    }
  }

  const send = async (values: ImageUploadValues, file: File) => {
    if (running) return
    const abort = new AbortController()
    controller.current = abort
    setState({ status: 'running', step: 'create' })
    try {
      const { image } = await uploadImage({
        file,
        blockSize: Number(values.blockSize),
        imageName: values.name.trim(),
        steps: steps(file, values),
        signal: abort.signal,
        onStep: (step) =>
          setState((s) => ({ status: 'running', step, progress: s.status === 'running' ? s.progress : undefined })),
        onProgress: (progress) =>
          setState((s) => ({ status: 'running', step: s.status === 'running' ? s.step : 'write', progress })),
      })
      setState({ status: 'idle' })
      addToast({ content: `Image ${image} created` })
      navigate(pb.projectImages({ project }))
    } catch (e) {
      setState({
        status: 'failed',
        message:
          e instanceof UploadCancelled ? 'Upload cancelled; the temporary disk was deleted' : (e as Error).message,
      })
    } finally {
      controller.current = null
      await revalidate(['diskCreate', 'diskDelete', 'snapshotDelete', 'imageCreate'])
    }
  }

  // A file is not kept across an expired session (drafts keep plain values only): it is picked again.
  const form = useFormState({
    initial: { ...imageUploadDefaults, file: null as File | null },
    validate: (v) => validateImageUpload(v, v.file).errors,
    onSubmit: ({ file, ...values }) => void (file && send(values, file)),
  })
  const { values, set, shown } = form
  const file = values.file

  return (
    <SideModalForm
      title="Upload image"
      submitLabel="Upload image"
      pending={running}
      errors={state.status === 'failed' ? [state.message] : []}
      onClose={() => {
        controller.current?.abort()
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
        hint={file ? `${file.name}, ${formatBytes(file.size)}: a raw disk image` : 'A raw disk image'}
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
          <Button size="sm" onClick={() => controller.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      )}
    </SideModalForm>
  )
}
