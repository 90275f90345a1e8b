import { to } from '../../../urls'
import { NamedForm, namedDefaults, type NamedValues } from '../../common/NamedForm'
import { useFormSave } from '../../common/use-form-save'
import { useVpcParams } from './use-vpc-params'

export default function RouterCreatePage() {
  const p = useVpcParams()
  const write = useFormSave('vpcRouterCreate', {
    params: (body: NamedValues) => ({ query: p, body }),
    created: (r) => `Router ${r.name} created`,
    back: to.vpcRouters(p),
    then: (r) => to.vpcRouter({ ...p, router: r.name }),
  })
  return (
    <NamedForm docs="routers" title="Create router" submitLabel="Create router" initial={namedDefaults} {...write} />
  )
}
