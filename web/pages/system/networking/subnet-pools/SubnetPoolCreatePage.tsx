import { useLocation } from 'wouter'
import { formWrite, useCallSubmit } from '../../../../api/use-submit'
import { pb } from '../../../../paths'
import { addToast } from '../../../../ui/Toast'
import { IpPoolForm, ipPoolDefaults, type IpPoolFormValues } from '../ip-pools/IpPoolForm'

/** The same fields as an IP pool (name, description, version): SubnetPoolCreate has nothing else. */
export default function SubnetPoolCreatePage() {
  const [, navigate] = useLocation()
  const params = (v: IpPoolFormValues) => ({
    body: { name: v.name, description: v.description, ipVersion: v.ipVersion },
  })
  const create = useCallSubmit('systemSubnetPoolCreate', params, {
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
        onClose={() => navigate(pb.subnetPools())}
        {...formWrite(create)}
      />
    </>
  )
}
