import { useLocation } from 'wouter'
import { useWrite } from '../../../api/writes'
import { requestPreview } from '../../../api/request-preview'
import { to } from '../../../urls'
import { DialogActions } from '../../../ui/DialogActions'
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
  const set = useWrite('targetReleaseUpdate', {
    onSuccess: () => {
      addToast({ content: `Target release set to ${version}` })
      onClose()
      navigate(to.systemUpdate())
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
      <DialogActions
        submitLabel="Set target release"
        copyTitle="Set target release: CLI / API"
        request={() => requestPreview('targetReleaseUpdate', params())}
        pending={set.pending}
        holdWhilePending
        onCancel={onClose}
        onSubmit={() => set.submit(params())}
      />
    </Modal>
  )
}
