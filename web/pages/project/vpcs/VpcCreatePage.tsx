import { useParams } from 'wouter'
import { to } from '../../../urls'
import { useFormSave } from '../../common/use-form-save'
import { VpcForm, vpcDefaults, type VpcFormValues } from './VpcForm'

export default function VpcCreatePage() {
  const { project } = useParams<{ project: string }>()
  const params = (v: VpcFormValues) => ({
    query: { project },
    body: { name: v.name, description: v.description, dnsName: v.dnsName, ipv6Prefix: v.ipv6Prefix || undefined },
  })
  const write = useFormSave('vpcCreate', {
    params: params,
    created: (vpc) => `VPC ${vpc.name} created`,
    back: to.vpcs({ project }),
    then: (vpc) => to.vpc({ project, vpc: vpc.name }),
  })
  return <VpcForm title="Create VPC" submitLabel="Create VPC" initial={vpcDefaults} withPrefix {...write} />
}
