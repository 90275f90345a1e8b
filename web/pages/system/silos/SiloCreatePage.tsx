import { useLocation } from 'wouter'
import { useWrite } from '../../../api/writes'
import { to } from '../../../urls'
import { addToast } from '../../../ui/Toast'
import { SiloForm } from './SiloForm'
import { siloDefaults, toSiloCreate, type SiloFormValues } from './silo-form'

export default function SiloCreatePage() {
  const [, navigate] = useLocation()
  const create = useWrite('siloCreate', (v: SiloFormValues) => ({ body: toSiloCreate(v) }), {
    onSuccess: (silo) => {
      addToast({ content: `Silo ${silo.name} created` })
      navigate(to.silos())
    },
  })
  return (
    <>
      <SiloForm
        title="Create silo"
        submitLabel="Create silo"
        initial={siloDefaults}
        onClose={() => navigate(to.silos())}
        {...create.form}
      />
    </>
  )
}
