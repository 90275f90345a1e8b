import { useLocation } from 'wouter'
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

/** Opens over the VPC's default tab; a rename lands on the new name's page. */
export default function VpcEditPage() {
  const p = useVpcParams()
  const [, navigate] = useLocation()
  const { data } = useQuery('vpcView', { path: { vpc: p.vpc }, query: { project: p.project } }, { throwOnError: true })
  return <>{data && <VpcEditForm vpc={data} project={p.project} close={() => navigate(to.vpc(p))} />}</>
}

/**
 * Saved as this user's changes: name, description and DNS name one part each, on the
 * VPC as it is now; read and written by ID, so a rename meanwhile is no 404.
 */
function VpcEditForm({ vpc, project, close }: { vpc: Vpc; project: string; close: () => void }) {
  const at = { path: { vpc: vpc.id } }
  const edit = useFormSave('vpcUpdate', {
    opened: asValues(vpc),
    read: async () => asValues(await readOnce('vpcView', at)),
    shape: vpcShape,
    params: (v) => ({ ...at, body: { name: v.name, description: v.description, dnsName: v.dnsName } }),
    saved: (v) => `VPC ${v.name} updated`,
    back: close,
    savedTo: (v) => to.vpc({ project, vpc: v.name }),
  })
  return <VpcForm title="Edit VPC" submitLabel="Update VPC" initial={asValues(vpc)} withPrefix={false} {...edit} />
}
