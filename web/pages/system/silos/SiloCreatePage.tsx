import { useLocation } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { to } from '../../../urls'
import { addToast } from '../../../ui/Toast'
import { SiloForm } from './SiloForm'
import { siloDefaults, toSiloCreate, type SiloFormValues } from './silo-form'

export default function SiloCreatePage() {
  const [, navigate] = useLocation()
  const create = useCallSubmit('siloCreate', (v: SiloFormValues) => ({ body: toSiloCreate(v) }), {
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
        {...formWrite(create)}
      />
    </>
  )
}
