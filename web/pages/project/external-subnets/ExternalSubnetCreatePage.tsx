import { useLocation, useParams } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { externalSubnetDefaults, toExternalSubnetCreate, type ExternalSubnetFormValues } from './external-subnet-form'
import { ExternalSubnetForm } from './ExternalSubnetForm'

export default function ExternalSubnetCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(pb.externalSubnets({ project }))
  const params = (v: ExternalSubnetFormValues) => ({ query: { project }, body: toExternalSubnetCreate(v) })
  const create = useCallSubmit('externalSubnetCreate', params, {
    onSuccess: (e) => {
      addToast({ content: `External subnet ${e.name} (${e.subnet}) created` })
      close()
    },
  })
  return (
    <>
      <ExternalSubnetForm
        title="Create external subnet"
        submitLabel="Create external subnet"
        initial={externalSubnetDefaults}
        withAllocation
        onClose={close}
        {...formWrite(create)}
      />
    </>
  )
}
