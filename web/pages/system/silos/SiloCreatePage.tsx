import { useLocation } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { SiloForm } from './SiloForm'
import { siloDefaults, toSiloCreate, type SiloFormValues } from './silo-form'

export default function SiloCreatePage() {
  const [, navigate] = useLocation()
  const create = useCallSubmit('siloCreate', (v: SiloFormValues) => ({ body: toSiloCreate(v) }), {
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
        onClose={() => navigate(pb.silos())}
        {...formWrite(create)}
      />
    </>
  )
}
