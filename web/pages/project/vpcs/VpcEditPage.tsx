import { useLocation } from 'wouter'
import { useApiMutation, usePageQuery } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import { pb } from '../../../paths'
import { addToast } from '../../../ui/Toast'
import { VpcForm, type VpcFormValues } from './VpcForm'
import { useVpcParams } from './use-vpc-params'

/** Opens over the VPC's default tab; a rename lands on the new name's page. */
export default function VpcEditPage() {
  const p = useVpcParams()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('vpcView', { path: { vpc: p.vpc }, query: { project: p.project } })
  const params = (v: VpcFormValues) => ({
    path: { vpc: p.vpc },
    query: { project: p.project },
    body: { name: v.name, description: v.description, dnsName: v.dnsName },
  })
  const update = useApiMutation('vpcUpdate', {
    onSuccess: (vpc) => {
      addToast({ content: `VPC ${vpc.name} updated` })
      navigate(pb.vpc({ project: p.project, vpc: vpc.name }))
    },
  })
  return (
    <>
      {data && (
        <VpcForm
          title="Edit VPC"
          submitLabel="Update VPC"
          initial={{
            name: data.name,
            description: data.description,
            dnsName: data.dnsName,
            ipv6Prefix: data.ipv6Prefix,
          }}
          withPrefix={false}
          pending={update.pending}
          serverError={update.error?.message}
          onClose={() => navigate(pb.vpc(p))}
          onSubmit={(v) => update.mutate(params(v))}
          request={(v) => requestPreview('vpcUpdate', params(v))}
        />
      )}
    </>
  )
}
