import { useLocation } from 'wouter'
import { useApiMutation } from '../../../../api/hooks'
import { requestPreview } from '../../../../api/request-preview'
import { pb } from '../../../../paths'
import { addToast } from '../../../../ui/Toast'
import { IpPoolForm, ipPoolDefaults, type IpPoolFormValues } from './IpPoolForm'

export default function IpPoolCreatePage() {
  const [, navigate] = useLocation()
  const params = (v: IpPoolFormValues) => ({
    body: { name: v.name, description: v.description, ipVersion: v.ipVersion },
  })
  const create = useApiMutation('systemIpPoolCreate', {
    onSuccess: (pool) => {
      addToast({ content: `IP pool ${pool.name} created` })
      navigate(pb.ipPool({ pool: pool.name }))
    },
  })
  return (
    <>
      <IpPoolForm
        title="Create IP pool"
        submitLabel="Create IP pool"
        initial={ipPoolDefaults}
        withVersion
        pending={create.pending}
        serverError={create.error?.message}
        onClose={() => navigate(pb.ipPools())}
        onSubmit={(v) => create.mutate(params(v))}
        request={(v) => requestPreview('systemIpPoolCreate', params(v))}
      />
    </>
  )
}
