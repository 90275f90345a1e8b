import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { useFormState } from '../../../ui/use-form'
import { TextFileField } from '../certificates/TextFileField'
import { parseTrustRoot } from './update-status'

/** system/update/trust-roots-new: paste or load a TUF root.json. */
export default function TrustRootCreatePage() {
  const [, navigate] = useLocation()
  const create = useApiMutation('systemUpdateTrustRootCreate', {
    onSuccess: (root) => {
      addToast({ content: 'Trust root added' })
      navigate(pb.trustRoot({ trustRootId: root.id }))
    },
  })
  const form = useFormState({
    initial: { root: '' },
    validate: (v) => ({ root: parseTrustRoot(v.root).error }),
    sent: (v) => parseTrustRoot(v.root).value,
    onSubmit: (body) => create.mutate({ body }),
    request: (body) => requestPreview('systemUpdateTrustRootCreate', { body }),
  })
  return (
    <>
      <SideModalForm
        docs="updates"
        title="Add trust root"
        submitLabel="Add trust root"
        pending={create.pending}
        errors={create.error ? [create.error.message] : []}
        onClose={() => navigate(pb.systemUpdate())}
        onSubmit={form.submit}
        request={form.request}
      >
        <TextFileField
          label="Root role JSON"
          required
          rows={10}
          {...form.field('root')}
          hint="The root.json of the update repository's TUF metadata."
        />
      </SideModalForm>
    </>
  )
}
