import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { TextAreaField } from '../../../ui/Field'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'

/**
 * system/support-bundles-new: the reason goes in the bundle's comment, for whoever reads it later.
 * What is typed is kept as a draft across an expired session (useFormState).
 */
export default function SupportBundleCreatePage() {
  const [, navigate] = useLocation()
  const create = useApiMutation('supportBundleCreate', {
    onSuccess: (b) => {
      addToast({ content: 'Support bundle requested; collecting' })
      navigate(pb.supportBundle({ bundleId: b.id }))
    },
  })
  const form = useFormState({
    initial: { reason: '' },
    validate: () => ({}),
    sent: (v) => ({ body: { userComment: v.reason.trim() || null } }),
    onSubmit: (p) => void create.mutate(p),
    request: (p) => requestPreview('supportBundleCreate', p),
  })
  return (
    <>
      <SideModalForm
        docs="supportBundles"
        title="New support bundle"
        submitLabel="Create bundle"
        pending={create.pending}
        errors={create.error ? [create.error.message] : []}
        onClose={() => navigate(pb.supportBundles())}
        onSubmit={form.submit}
        request={form.request}
      >
        <TextAreaField
          label="Reason"
          rows={4}
          value={form.values.reason}
          onValue={form.set('reason')}
          hint="What happened and when; saved as the bundle's comment."
        />
      </SideModalForm>
    </>
  )
}
