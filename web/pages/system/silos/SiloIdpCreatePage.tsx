import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { IdpForm } from './IdpForm'
import { toSamlCreate } from './idp-form'
import { useSiloParam } from './SiloHeader'

export default function SiloIdpCreatePage() {
  const silo = useSiloParam()
  const [, navigate] = useLocation()
  const back = () => navigate(pb.siloIdps({ silo }))
  const create = useApiMutation('samlIdentityProviderCreate', {
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
        onClose={back}
        onSubmit={(v) => create.mutate({ query: { silo }, body: toSamlCreate(v) })}
      />
    </>
  )
}
