import { useLocation } from 'wouter'
import { formWrite, useCallSubmit } from '../../../../api/use-submit'
import { pb } from '../../../../paths'
import { addToast } from '../../../../ui/Toast'
import { IpPoolForm, ipPoolDefaults, type IpPoolFormValues } from './IpPoolForm'

export default function IpPoolCreatePage() {
  const [, navigate] = useLocation()
  const params = (v: IpPoolFormValues) => ({
    body: { name: v.name, description: v.description, ipVersion: v.ipVersion },
  })
  const create = useCallSubmit('systemIpPoolCreate', params, {
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
        onClose={() => navigate(pb.ipPools())}
        {...formWrite(create)}
      />
    </>
  )
}
