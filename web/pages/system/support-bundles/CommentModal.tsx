import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { Button } from '../../../ui/Button'
import { CopyRequestButton } from '../../../ui/CopyRequest'
import { TextAreaField } from '../../../ui/Field'
import { Modal } from '../../../ui/Modal'
import { FormErrors } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'

/** The update the dialog sends: the comment trimmed; an empty one clears it (null). */
export const commentParams = (bundleId: string, comment: string) => ({
  path: { bundleId },
  body: { userComment: comment.trim() || null },
})

/** Edit a bundle's comment (PUT); an empty comment clears it. Kept as a draft across an expired session. */
export function CommentModal({
  bundleId,
  initial,
  onClose,
}: {
  bundleId: string
  initial: string
  onClose: () => void
}) {
  const update = useApiMutation('supportBundleUpdate', {
    onSuccess: () => {
      addToast({ content: 'Comment saved' })
      onClose()
    },
  })
  const form = useFormState({
    initial: { comment: initial },
    validate: () => ({}),
    sent: (v) => commentParams(bundleId, v.comment),
    onSubmit: (p) => void update.mutate(p),
    request: (p) => requestPreview('supportBundleUpdate', p),
  })
  return (
    <Modal open onClose={() => !update.pending && onClose()} title="Edit comment">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          form.submit()
        }}
      >
        <FormErrors errors={update.error ? [update.error.message] : []} />
        <TextAreaField label="Comment" rows={4} value={form.values.comment} onValue={form.set('comment')} />
        <div className="form-actions">
          <CopyRequestButton title="Edit comment: CLI / API" request={() => form.request?.()} />
          <Button onClick={onClose} disabled={update.pending}>
            Cancel
          </Button>
          <Button write type="submit" variant="primary" loading={update.pending}>
            Save comment
          </Button>
        </div>
      </form>
    </Modal>
  )
}
