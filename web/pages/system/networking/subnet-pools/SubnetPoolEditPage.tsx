import { useLocation, useParams } from 'wouter'
import { useApiMutation, usePageQuery } from '../../../../api/hooks'
import { requestPreview } from '../../../../api/request-preview'
import { pb } from '../../../../paths'
import { addToast } from '../../../../ui/Toast'
import { IpPoolForm, type IpPoolFormValues } from '../ip-pools/IpPoolForm'

export default function SubnetPoolEditPage() {
  const { subnetPool } = useParams<{ subnetPool: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('systemSubnetPoolView', { path: { pool: subnetPool } })
  const params = (v: IpPoolFormValues) => ({
    path: { pool: subnetPool },
    body: { name: v.name, description: v.description },
  })
  const update = useApiMutation('systemSubnetPoolUpdate', {
    onSuccess: (p) => {
      addToast({ content: `Subnet pool ${p.name} updated` })
      navigate(pb.subnetPool({ subnetPool: p.name }))
    },
  })
  return (
    <>
      {data && (
        <IpPoolForm
          title="Edit subnet pool"
          submitLabel="Update subnet pool"
          initial={{ name: data.name, description: data.description, ipVersion: data.ipVersion }}
          withVersion={false}
          pending={update.pending}
          serverError={update.error?.message}
          onClose={() => navigate(pb.subnetPool({ subnetPool }))}
          onSubmit={(v) => update.mutate(params(v))}
          request={(v) => requestPreview('systemSubnetPoolUpdate', params(v))}
        />
      )}
    </>
  )
}
