import { useLocation } from 'wouter'
import { useApiMutation } from '../../../../api/hooks'
import { requestPreview } from '../../../../api/request-preview'
import { pb } from '../../../../paths'
import { addToast } from '../../../../ui/Toast'
import { IpPoolForm, ipPoolDefaults, type IpPoolFormValues } from '../ip-pools/IpPoolForm'

/** The same fields as an IP pool (name, description, version): SubnetPoolCreate has nothing else. */
export default function SubnetPoolCreatePage() {
  const [, navigate] = useLocation()
  const params = (v: IpPoolFormValues) => ({
    body: { name: v.name, description: v.description, ipVersion: v.ipVersion },
  })
  const create = useApiMutation('systemSubnetPoolCreate', {
    onSuccess: (pool) => {
      addToast({ content: `Subnet pool ${pool.name} created` })
      navigate(pb.subnetPool({ subnetPool: pool.name }))
    },
  })
  return (
    <>
      <IpPoolForm
        title="Create subnet pool"
        submitLabel="Create subnet pool"
        initial={ipPoolDefaults}
        withVersion
        pending={create.pending}
        serverError={create.error?.message}
        onClose={() => navigate(pb.subnetPools())}
        onSubmit={(v) => create.mutate(params(v))}
        request={(v) => requestPreview('systemSubnetPoolCreate', params(v))}
      />
    </>
  )
}
