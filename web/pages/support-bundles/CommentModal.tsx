import { useState } from 'react'
import { useApiMutation } from '../../api/hooks'
import { Button } from '../../ui/Button'
import { TextAreaField } from '../../ui/Field'
import { Modal } from '../../ui/Modal'
import { FormErrors } from '../../ui/SideModal'
import { addToast } from '../../ui/Toast'

/** Edit a bundle's comment (PUT); an empty comment clears it. */
export function CommentModal({ bundleId, initial, onClose }: { bundleId: string; initial: string; onClose: () => void }) {
  const [comment, setComment] = useState(initial)
  const update = useApiMutation('supportBundleUpdate', {
    invalidates: ['supportBundleView', 'supportBundleList'],
    onSuccess: () => {
      addToast({ content: 'Comment saved' })
      onClose()
    },
  })
  return (
    <Modal open onClose={() => !update.pending && onClose()} title="Edit comment">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          update.mutate({ path: { bundleId }, body: { userComment: comment.trim() || null } })
        }}
      >
        <FormErrors errors={update.error ? [update.error.message] : []} />
        <TextAreaField label="Comment" rows={4} value={comment} onValue={setComment} />
        <div className="form-actions">
          <Button onClick={onClose} disabled={update.pending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" loading={update.pending}>
            Save comment
          </Button>
        </div>
      </form>
    </Modal>
  )
}
