import { useLocation, useParams } from 'wouter'
import { formWrite, useCallSubmit } from '../../../../api/use-submit'
import { usePageQuery } from '../../../../api/hooks'
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
  const update = useCallSubmit('systemSubnetPoolUpdate', params, {
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
          onClose={() => navigate(pb.subnetPool({ subnetPool }))}
          {...formWrite(update)}
        />
      )}
    </>
  )
}
