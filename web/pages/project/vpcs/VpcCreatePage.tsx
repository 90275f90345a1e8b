import { useLocation, useParams } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { VpcForm, vpcDefaults, type VpcFormValues } from './VpcForm'

export default function VpcCreatePage() {
  const { project } = useParams<{ project: string }>()
  const [, navigate] = useLocation()
  const params = (v: VpcFormValues) => ({
    query: { project },
    body: { name: v.name, description: v.description, dnsName: v.dnsName, ipv6Prefix: v.ipv6Prefix || undefined },
  })
  const create = useCallSubmit('vpcCreate', params, {
    onSuccess: (vpc) => {
      addToast({ content: `VPC ${vpc.name} created` })
      navigate(pb.vpc({ project, vpc: vpc.name }))
    },
  })
  return (
    <>
      <VpcForm
        title="Create VPC"
        submitLabel="Create VPC"
        initial={vpcDefaults}
        withPrefix
        onClose={() => navigate(pb.vpcs({ project }))}
        {...formWrite(create)}
      />
    </>
  )
}
