import { useLocation } from 'wouter'
import { to } from '../../../urls'
import { Button } from '../../../ui/Button'
import { requestPreview } from '../../../api/request-preview'
import { FileField as UiFileField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { formatBytes } from '../../../util/format'
import { UPLOAD_STEPS, uploadDoneMessage, validateArchive, type RepoUploadState } from './repo-upload'
import { repoUploadParams, useRepoUpload } from './use-repo-upload'

/** system/update/upload: the update page with the upload side modal (progress, cancel, per-step errors). */
export default function UploadRepositoryPage() {
  const [, navigate] = useLocation()
  const upload = useRepoUpload()
  const running = upload.state.status === 'running'
  const close = () => {
    upload.cancel()
    navigate(to.systemUpdate())
  }
  /** Whether the repository was uploaded: a failed upload keeps the form's draft. */
  const send = async (file: File) => {
    const end = await upload.run(file)
    if (end.status !== 'done') return false
    addToast({ content: uploadDoneMessage(end.result) })
    navigate(to.systemUpdateRepository({ version: end.result.repo.systemVersion }))
    return true
  }
  // A file is not kept across an expired session (drafts keep plain values only): it is picked again.
  const form = useFormState({
    initial: { file: null as File | null },
    validate: (v) => ({ file: validateArchive(v.file) }),
    sent: (v) => v.file as File, // valid means a file is picked
    onSubmit: send,
    request: (file) => requestPreview('systemUpdateRepositoryUpload', repoUploadParams(file)),
  })
  const failed = upload.state.status === 'failed' ? [upload.state.message] : []
  return (
    <>
      <SideModalForm
        draft={form.draft}
        docs="updates"
        title="Upload repository"
        submitLabel="Upload"
        pending={running}
        errors={failed}
        onClose={close}
        onSubmit={form.submit}
        request={form.request}
      >
        <ArchiveField file={form.values.file} onFile={form.set('file')} error={form.shown.file} disabled={running} />
        <p className="muted">The archive is checked against the trust roots before the system accepts it.</p>
        <Progress state={upload.state} onCancel={upload.cancel} />
      </SideModalForm>
    </>
  )
}

function ArchiveField({
  file,
  onFile,
  error,
  disabled,
}: {
  file: File | null
  onFile: (f: File | null) => void
  error?: string
  disabled?: boolean
}) {
  return (
    <UiFileField
      label="Repository archive"
      required
      accept=".zip"
      hint={(file && `${file.name}, ${formatBytes(file.size)}`) || undefined}
      error={error}
      disabled={disabled}
      onFile={onFile}
    />
  )
}

function Progress({ state, onCancel }: { state: RepoUploadState; onCancel: () => void }) {
  if (state.status === 'cancelled') return <p role="status">Upload cancelled</p>
  if (state.status !== 'running') return null
  const p = state.progress
  return (
    <div className="field" aria-live="polite">
      <div>{UPLOAD_STEPS[state.step]}…</div>
      <progress
        max={100}
        value={p.percent}
        aria-label="Upload progress"
        aria-valuetext={p.label}
        style={{ width: '100%' }}
      />
      <div>{p.label}</div>
      {state.step === 'send' && (
        <Button size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      )}
    </div>
  )
}
