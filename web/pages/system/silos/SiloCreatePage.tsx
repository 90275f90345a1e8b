import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import SilosPage from './SilosPage'
import { SiloForm } from './SiloForm'
import { toSiloCreate } from './silo-form'

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
      <SilosPage />
      <SiloForm
        pending={create.pending}
        serverError={create.error?.message}
        onClose={() => navigate(pb.silos())}
        onSubmit={(v) => create.mutate({ body: toSiloCreate(v) })}
      />
    </>
  )
}
