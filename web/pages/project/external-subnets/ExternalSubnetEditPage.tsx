import { useLocation, useParams } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { usePageQuery } from '../../../api/hooks'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { externalSubnetDefaults, type ExternalSubnetFormValues } from './external-subnet-form'
import { ExternalSubnetForm } from './ExternalSubnetForm'

export default function ExternalSubnetEditPage() {
  const { project, externalSubnet } = useParams<{ project: string; externalSubnet: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(pb.externalSubnets({ project }))
  const { data } = usePageQuery('externalSubnetView', { path: { externalSubnet }, query: { project } })
  const params = (v: ExternalSubnetFormValues) => ({
    path: { externalSubnet },
    query: { project },
    body: { name: v.name.trim(), description: v.description },
  })
  const update = useCallSubmit('externalSubnetUpdate', params, {
    // not the view: after a rename the old name is gone (404) and the list page is next
    onSuccess: (e) => {
      addToast({ content: `External subnet ${e.name} updated` })
      close()
    },
  })
  return (
    <>
      {data && (
        <ExternalSubnetForm
          title={`Edit external subnet ${data.name}`}
          submitLabel="Update external subnet"
          initial={{ ...externalSubnetDefaults, name: data.name, description: data.description }}
          withAllocation={false}
          onClose={close}
          {...formWrite(update)}
        />
      )}
    </>
  )
}
