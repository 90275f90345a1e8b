import type { VpcSubnet } from '../../../api/generated/types'
import { useWrite } from '../../../api/writes'
import { addToast } from '../../../ui/Toast'
import { SubnetForm, subnetDefaults, type SubnetFormValues } from './SubnetForm'

/**
 * The subnet create form opened from a form that needs a subnet (an instance's network interface
 * being set up): the person makes it without leaving that form, which gets it back (`onCreated`)
 * to choose it.
 */
export function NewSubnetPanel({
  project,
  vpc,
  onCreated,
  onClose,
}: {
  project: string
  vpc: string
  onCreated: (subnet: VpcSubnet) => void
  onClose: () => void
}) {
  const create = useWrite(
    'vpcSubnetCreate',
    (v: SubnetFormValues) => ({
      query: { project, vpc },
      body: {
        name: v.name,
        description: v.description,
        ipv4Block: v.ipv4Block,
        ipv6Block: v.ipv6Block || undefined,
        customRouter: v.customRouter || undefined,
      },
    }),
    {
      onSuccess: (s) => {
        addToast({ content: `Subnet ${s.name} created` })
        onCreated(s)
      },
    },
  )
  return (
    <SubnetForm
      title={`Create subnet in ${vpc}`}
      submitLabel="Create subnet"
      initial={subnetDefaults}
      withBlocks
      vpc={{ project, vpc }}
      onClose={onClose}
      {...create.form}
    />
  )
}
