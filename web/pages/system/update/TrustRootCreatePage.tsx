import { useState } from 'react'
import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { SideModalForm } from '../../../ui/SideModal'
import { addToast } from '../../../ui/Toast'
import { TextFileField } from '../certificates/TextFileField'
import UpdatePage from './UpdatePage'
import { parseTrustRoot } from './update-status'

/** system/update/trust-roots-new: paste or load a TUF root.json. */
export default function TrustRootCreatePage() {
  const [, navigate] = useLocation()
  const [text, setText] = useState('')
  const [touched, setTouched] = useState(false)
  const create = useApiMutation('systemUpdateTrustRootCreate', {
    onSuccess: (root) => {
      addToast({ content: 'Trust root added' })
      navigate(pb.trustRoot({ trustRootId: root.id }))
    },
  })
  const parsed = parseTrustRoot(text)
  return (
    <>
      <UpdatePage />
      <SideModalForm
        docs="updates"
        title="Add trust root"
        submitLabel="Add trust root"
        pending={create.pending}
        errors={create.error ? [create.error.message] : []}
        onClose={() => navigate(pb.systemUpdate())}
        onSubmit={() => {
          setTouched(true)
          if (!parsed.error) create.mutate({ body: parsed.value })
        }}
        request={() =>
          parsed.error ? undefined : requestPreview('systemUpdateTrustRootCreate', { body: parsed.value })
        }
      >
        <TextFileField
          label="Root role JSON"
          required
          rows={10}
          value={text}
          onValue={setText}
          error={touched ? parsed.error : undefined}
          hint="The root.json of the update repository's TUF metadata."
        />
      </SideModalForm>
    </>
  )
}
