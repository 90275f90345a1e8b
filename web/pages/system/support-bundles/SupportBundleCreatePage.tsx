import { useState } from 'react'
import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { TextAreaField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'

/** system/support-bundles-new: the reason goes in the bundle's comment, for whoever reads it later. */
export default function SupportBundleCreatePage() {
  const [, navigate] = useLocation()
  const [comment, setComment] = useState('')
  const create = useApiMutation('supportBundleCreate', {
    onSuccess: (b) => {
      addToast({ content: 'Support bundle requested; collecting' })
      navigate(pb.supportBundle({ bundleId: b.id }))
    },
  })
  const params = () => ({ body: { userComment: comment.trim() || null } })
  return (
    <>
      <SideModalForm
        docs="supportBundles"
        title="New support bundle"
        submitLabel="Create bundle"
        pending={create.pending}
        errors={create.error ? [create.error.message] : []}
        onClose={() => navigate(pb.supportBundles())}
        onSubmit={() => create.mutate(params())}
        request={() => requestPreview('supportBundleCreate', params())}
      >
        <TextAreaField
          label="Reason"
          rows={4}
          value={comment}
          onValue={setComment}
          hint="What happened and when; saved as the bundle's comment."
        />
      </SideModalForm>
    </>
  )
}
