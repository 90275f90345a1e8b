import { useLocation, useParams } from 'wouter'
import { formWrite, useCallSubmit } from '../../../api/use-submit'
import { usePageQuery } from '../../../api/hooks'
import { useAllItems } from '../../../api/all-items'
import { pb } from '../../../paths'
import { PropertiesList } from '../../../ui/PropertiesList'
import { addToast } from '../../../ui/Toast'
import { SubnetForm, type SubnetFormValues } from './SubnetForm'
import { SubnetNetworkInterfaces } from './SubnetNetworkInterfaces'
import { useVpcParams } from './use-vpc-params'

export default function SubnetEditPage() {
  const p = useVpcParams()
  const { subnet } = useParams<{ subnet: string }>()
  const [, navigate] = useLocation()
  const close = () => navigate(pb.vpcSubnets(p))
  const params = (v: SubnetFormValues) => ({
    path: { subnet },
    query: p,
    body: { name: v.name, description: v.description, customRouter: v.customRouter || null },
  })
  const { data } = usePageQuery('vpcSubnetView', { path: { subnet }, query: p })
  const routers = useAllItems('vpcRouterList', { query: { ...p } })
  const update = useCallSubmit('vpcSubnetUpdate', params, {
    onSuccess: (s) => {
      addToast({ content: `Subnet ${s.name} updated` })
      close()
    },
  })
  // The form's router picker works by name; wait for the list so the current one shows.
  const ready = data && (routers.data || routers.error)
  const current = data?.customRouterId
    ? (routers.data?.items.find((r) => r.id === data.customRouterId)?.name ?? data.customRouterId)
    : ''
  return (
    <>
      {ready && (
        <SubnetForm
          title={`Edit subnet ${subnet}`}
          submitLabel="Update subnet"
          initial={{
            name: data.name,
            description: data.description,
            ipv4Block: data.ipv4Block,
            ipv6Block: data.ipv6Block,
            customRouter: current,
          }}
          withBlocks={false}
          vpc={p}
          onClose={close}
          {...formWrite(update)}
        >
          <PropertiesList
            items={[
              ['IPv4 block', data.ipv4Block],
              ['IPv6 block', data.ipv6Block],
            ]}
          />
          <SubnetNetworkInterfaces project={p.project} vpc={p.vpc} subnet={subnet} />
        </SubnetForm>
      )}
    </>
  )
}
