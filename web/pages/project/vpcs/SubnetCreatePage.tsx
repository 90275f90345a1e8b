import { useLocation } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { SubnetForm, subnetDefaults, type SubnetFormValues } from './SubnetForm'
import { useVpcParams } from './use-vpc-params'

export default function SubnetCreatePage() {
  const p = useVpcParams()
  const [, navigate] = useLocation()
  const close = () => navigate(pb.vpcSubnets(p))
  const params = (v: SubnetFormValues) => ({
    query: p,
    body: {
      name: v.name,
      description: v.description,
      ipv4Block: v.ipv4Block,
      ipv6Block: v.ipv6Block || undefined,
      customRouter: v.customRouter || undefined,
    },
  })
  const create = useCallSubmit('vpcSubnetCreate', params, {
    onSuccess: (s) => {
      addToast({ content: `Subnet ${s.name} created` })
      close()
    },
  })
  return (
    <>
      <SubnetForm
        title="Create subnet"
        submitLabel="Create subnet"
        initial={subnetDefaults}
        withBlocks
        vpc={p}
        onClose={close}
        {...formWrite(create)}
      />
    </>
  )
}
