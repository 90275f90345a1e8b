import { useLocation } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { usePageQuery } from '../../../api/hooks'
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
  const update = useCallSubmit('vpcUpdate', params, {
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
          onClose={() => navigate(pb.vpc(p))}
          {...formWrite(update)}
        />
      )}
    </>
  )
}
