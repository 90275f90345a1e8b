import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { SiloForm } from './SiloForm'
import { siloDefaults, toSiloCreate } from './silo-form'

export default function SiloCreatePage() {
  const [, navigate] = useLocation()
  const create = useApiMutation('siloCreate', {
    onSuccess: (silo) => {
      addToast({ content: `Silo ${silo.name} created` })
      navigate(pb.silos())
    },
  })
  return (
    <>
      <SiloForm
        title="Create silo"
        submitLabel="Create silo"
        initial={siloDefaults}
        pending={create.pending}
        serverError={create.error?.message}
        onClose={() => navigate(pb.silos())}
        onSubmit={(v) => create.mutate({ body: toSiloCreate(v) })}
        request={(v) => requestPreview('siloCreate', { body: toSiloCreate(v) })}
      />
    </>
  )
}
