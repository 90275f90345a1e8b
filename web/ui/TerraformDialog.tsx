import { useEffect, useState } from 'react'
import { Button } from './Button'
import { CopyButton } from './CopyButton'
import { ErrorBox } from './ErrorBox'
import { Modal } from './Modal'
import { Spinner } from './Spinner'

/** What "Copy as Terraform" loads: the HCL, or undefined when the provider cannot express the request. */
export type TerraformSource = () => Promise<string | undefined>

type State = { status: 'loading' } | { status: 'done'; text?: string } | { status: 'error'; message: string }

function useTerraform(load: TerraformSource) {
  const [state, setState] = useState<State>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    load().then(
      (text) => live && setState({ status: 'done', text }),
      (e: unknown) => live && setState({ status: 'error', message: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      live = false
    }
  }, [load, attempt])
  return { state, retry: () => setAttempt((n) => n + 1) }
}

/** Saves the text as a file through a same-origin Blob URL (no CSP directive involved). */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * The HCL block of a dialog: written on first show, with Copy and Download. In the
 * "Copy as CLI / API" dialog a request the provider cannot express shows no block at all.
 */
export function TerraformBlock({ load, filename = 'main.tf' }: { load: TerraformSource; filename?: string }) {
  const { state, retry } = useTerraform(load)
  if (state.status === 'done' && state.text === undefined) return null
  return (
    <div className="request-block">
      <div className="request-block-head">
        <span>Terraform</span>
        {state.status === 'done' && state.text && (
          <>
            <CopyButton text={state.text} label="Copy Terraform" />
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => download(state.text!, filename)}>
              Download {filename}
            </button>
          </>
        )}
      </div>
      {state.status === 'loading' && <Spinner label="Writing Terraform" />}
      {state.status === 'error' && (
        <ErrorBox title="Could not write Terraform" onRetry={retry}>
          {state.message}
        </ErrorBox>
      )}
      {state.status === 'done' && <pre aria-label="Terraform">{state.text}</pre>}
    </div>
  )
}

/** "Copy as Terraform" of a resource page: loaded on first use (see CopyTerraform.tsx). */
export default function TerraformDialog({
  title,
  load,
  filename,
  onClose,
}: {
  title: string
  load: TerraformSource
  filename?: string
  onClose: () => void
}) {
  return (
    <Modal open onClose={onClose} title={title} width="free">
      <div className="request-preview">
        <TerraformBlock load={load} filename={filename} />
      </div>
      <div className="form-actions">
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  )
}
