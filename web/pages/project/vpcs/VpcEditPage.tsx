import type { Vpc } from '../../../api/generated/types'
import { vpcShape } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { VpcForm, type VpcFormValues } from './VpcForm'
import { useVpcParams } from './use-vpc-params'

const asValues = (v: Vpc): VpcFormValues => ({
  name: v.name,
  description: v.description,
  dnsName: v.dnsName,
  ipv6Prefix: v.ipv6Prefix,
})

/**
 * Opens over the VPC's default tab; a rename lands on the new name's page. Saved as this user's
 * changes: name, description and DNS name one part each, on the VPC as it is now; read and
 * written by ID, so a rename meanwhile is no 404.
 */
export default function VpcEditPage() {
  const p = useVpcParams()
  const { data } = useQuery('vpcView', { path: { vpc: p.vpc }, query: { project: p.project } }, { throwOnError: true })
  // a save runs only from the form, which is there once the VPC is
  const at = () => ({ path: { vpc: data!.id } })
  const edit = useFormSave('vpcUpdate', {
    opened: data && asValues(data),
    read: async () => asValues(await readOnce('vpcView', at())),
    shape: vpcShape,
    params: (v) => ({ ...at(), body: { name: v.name, description: v.description, dnsName: v.dnsName } }),
    saved: (v) => `VPC ${v.name} updated`,
    back: to.vpc(p),
    savedTo: (v) => to.vpc({ project: p.project, vpc: v.name }),
  })
  return (
    <>
      {data && (
        <VpcForm title="Edit VPC" submitLabel="Update VPC" initial={asValues(data)} withPrefix={false} {...edit} />
      )}
    </>
  )
}
