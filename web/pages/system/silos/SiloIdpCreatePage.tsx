import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { IdpForm } from './IdpForm'
import { toSamlCreate, type IdpFormValues } from './idp-form'
import { useSiloParam } from './SiloHeader'

export default function SiloIdpCreatePage() {
  const silo = useSiloParam()
  const create = useFormSave('samlIdentityProviderCreate', {
    params: (v: IdpFormValues) => ({ query: { silo }, body: toSamlCreate(v) }),
    created: (idp) => `Identity provider ${idp.name} created`,
    back: to.siloIdps({ silo }),
  })
  return (
    <>
      <IdpForm silo={silo} {...create} />
    </>
  )
}
