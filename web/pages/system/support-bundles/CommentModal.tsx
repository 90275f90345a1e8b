import { useState } from 'react'
import { commentShape, type CommentDoc } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { useDocumentSave } from '../../../api/document-save'
import { TextAreaField } from '../../../ui/Field'
import { ModalForm } from '../../../ui/ModalForm'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { ChangeConflict } from '../../common/ChangeConflict'

/** The update the dialog sends: the comment trimmed; an empty one clears it (null). */
export const commentParams = (bundleId: string, comment: string) => ({
  path: { bundleId },
  body: { userComment: comment.trim() || null },
})

/**
 * Edit a bundle's comment (PUT); an empty comment clears it. Kept as a draft across an expired
 * session. Saved as this user's change: the comment is read again just before the
 * write, and one someone else wrote meanwhile is shown to choose, never overwritten.
 */
export function CommentModal({
  bundleId,
  initial,
  onClose,
}: {
  bundleId: string
  initial: string
  onClose: () => void
}) {
  // the comment as the dialog opened: a refetch under it must not become what this user saw
  const [opened] = useState<CommentDoc>({ comment: initial })
  const update = useDocumentSave({
    read: async () => ({ comment: (await readOnce('supportBundleView', { path: { bundleId } })).userComment ?? '' }),
    shape: commentShape,
    method: 'supportBundleUpdate',
    params: (doc: CommentDoc) => commentParams(bundleId, doc.comment),
    onSaved: () => {
      addToast({ content: 'Comment saved' })
      onClose()
    },
    onKept: () => {
      addToast({ content: 'Nothing saved: the other change was kept' })
      onClose()
    },
  })
  const form = useFormState({
    initial: { comment: initial },
    validate: () => ({}),
    sent: (v): CommentDoc => ({ comment: v.comment.trim() }),
    // nothing changed: nothing to send, the dialog just closes
    onSubmit: (doc) => {
      const edits = commentShape(opened, doc)
      return edits.length ? update.submit(edits) : onClose()
    },
    request: (doc) => requestPreview('supportBundleUpdate', commentParams(bundleId, doc.comment)),
  })
  return (
    <ModalForm
      title="Edit comment"
      form={form}
      write={update}
      submitLabel="Save comment"
      onClose={onClose}
      holdWhilePending
    >
      <ChangeConflict saver={update} />
      <TextAreaField label="Comment" rows={4} value={form.values.comment} onValue={form.set('comment')} />
    </ModalForm>
  )
}
