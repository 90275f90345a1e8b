import { useParams } from 'wouter'
import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { externalSubnetDefaults, toExternalSubnetCreate, type ExternalSubnetFormValues } from './external-subnet-form'
import { ExternalSubnetForm } from './ExternalSubnetForm'

export default function ExternalSubnetCreatePage() {
  const { project } = useParams<{ project: string }>()
  const params = (v: ExternalSubnetFormValues) => ({ query: { project }, body: toExternalSubnetCreate(v) })
  const write = useFormSave('externalSubnetCreate', {
    params: params,
    created: (e) => `External subnet ${e.name} (${e.subnet}) created`,
    back: to.externalSubnets({ project }),
  })
  return (
    <ExternalSubnetForm
      title="Create external subnet"
      submitLabel="Create external subnet"
      initial={externalSubnetDefaults}
      withAllocation
      {...write}
    />
  )
}
