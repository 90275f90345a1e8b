import { useLocation } from 'wouter'
import { useWrite } from '../../../api/writes'
import { serverFieldError } from '../../../api/error-fields'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { IdpForm } from './IdpForm'
import { toSamlCreate } from './idp-form'
import { useSiloParam } from './SiloHeader'

export default function SiloIdpCreatePage() {
  const silo = useSiloParam()
  const [, navigate] = useLocation()
  const back = () => navigate(pb.siloIdps({ silo }))
  const create = useWrite('samlIdentityProviderCreate', {
    onSuccess: (idp) => {
      addToast({ content: `Identity provider ${idp.name} created` })
      back()
    },
  })
  return (
    <>
      <IdpForm
        silo={silo}
        pending={create.pending}
        serverError={create.error?.message}
        serverField={serverFieldError(create.error?.error)}
        onClose={back}
        onSubmit={(v) => create.written({ query: { silo }, body: toSamlCreate(v) })}
      />
    </>
  )
}
