import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { targetChangeNote } from './update-status'

/**
 * Confirm making `version` the target release. The server may refuse (a downgrade, a version
 * it has no repository for); the refusal stays in the dialog, where the operator is looking.
 */
export function SetTargetModal({
  version,
  current,
  onClose,
}: {
  version: string
  current?: string | null
  onClose: () => void
}) {
  const [, navigate] = useLocation()
  const set = useApiMutation('targetReleaseUpdate', {
    onSuccess: () => {
      addToast({ content: `Target release set to ${version}` })
      onClose()
      navigate(pb.systemUpdate())
    },
  })
  const note = targetChangeNote(version, current)
  const params = () => ({ body: { systemVersion: version } })
  return (
    <Modal open onClose={() => !set.pending && onClose()} title="Set target release" width="medium">
      <FormErrors errors={set.error ? [set.error.message] : []} />
      <p>
        Make <strong>{version}</strong> the target release? The system starts updating its components to it; this cannot
        be paused from the console.
      </p>
      {current && <p className="muted">Current target: {current}</p>}
      {note && <p role="note">{note}</p>}
      <div className="form-actions">
        <CopyRequestButton
          title="Set target release: CLI / API"
          request={() => requestPreview('targetReleaseUpdate', params())}
        />
        <Button onClick={onClose} disabled={set.pending}>
          Cancel
        </Button>
        <Button write variant="primary" loading={set.pending} onClick={() => set.mutate(params())}>
          Set target release
        </Button>
      </div>
    </Modal>
  )
}
