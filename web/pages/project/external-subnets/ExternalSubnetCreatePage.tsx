import { useLocation, useParams } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { externalSubnetDefaults, toExternalSubnetCreate, type ExternalSubnetFormValues } from './external-subnet-form'
import { ExternalSubnetForm } from './ExternalSubnetForm'

export default function ExternalSubnetCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(pb.externalSubnets({ project }))
  const params = (v: ExternalSubnetFormValues) => ({ query: { project }, body: toExternalSubnetCreate(v) })
  const create = useApiMutation('externalSubnetCreate', {
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
        pending={create.pending}
        serverError={create.error?.message}
        onClose={close}
        onSubmit={(v) => create.mutate(params(v))}
        request={(v) => requestPreview('externalSubnetCreate', params(v))}
      />
    </>
  )
}
