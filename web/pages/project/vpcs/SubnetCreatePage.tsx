import { useLocation } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
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
  const create = useApiMutation('vpcSubnetCreate', {
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
        pending={create.pending}
        serverError={create.error?.message}
        onClose={close}
        onSubmit={(v) => create.mutate(params(v))}
        request={(v) => requestPreview('vpcSubnetCreate', params(v))}
      />
    </>
  )
}
