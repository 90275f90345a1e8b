import { useLocation, useParams } from 'wouter'
import { useApiMutation } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
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
  const create = useApiMutation('vpcCreate', {
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
        pending={create.pending}
        serverError={create.error?.message}
        onClose={() => navigate(pb.vpcs({ project }))}
        onSubmit={(v) => create.mutate(params(v))}
        request={(v) => requestPreview('vpcCreate', params(v))}
      />
    </>
  )
}
