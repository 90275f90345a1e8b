import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { SubnetForm, subnetDefaults, type SubnetFormValues } from './SubnetForm'
import { useVpcParams } from './use-vpc-params'

export default function SubnetCreatePage() {
  const p = useVpcParams()
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
  const write = useFormSave('vpcSubnetCreate', {
    params: params,
    created: (s) => `Subnet ${s.name} created`,
    back: to.vpcSubnets(p),
  })
  return (
    <SubnetForm
      title="Create subnet"
      submitLabel="Create subnet"
      initial={subnetDefaults}
      withBlocks
      vpc={p}
      {...write}
    />
  )
}
