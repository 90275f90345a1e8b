import { useParams } from 'wouter'
import type { VpcSubnet } from '../../../api/generated/types'
import { subnetShape, type SubnetDoc } from '../../../api/change-shapes'
import { readOnce } from '../../../api/hooks'
import { useList, useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { PropertiesList } from '../../../ui/PropertiesList'
import { useFormSave } from '../../common/use-form-save'
import { SubnetForm, type SubnetFormValues } from './SubnetForm'
import { SubnetNetworkInterfaces } from './SubnetNetworkInterfaces'
import { useVpcParams } from './use-vpc-params'

const subnetDoc = (s: VpcSubnet): SubnetDoc => ({
  name: s.name,
  description: s.description,
  customRouter: s.customRouterId ?? '',
})

/**
 * Saved as this user's changes: name, description and custom router one part each, on
 * the subnet as it is now, read and written by ID. The router is compared by ID, so a router
 * renamed meanwhile is no change.
 */
export default function SubnetEditPage() {
  const p = useVpcParams()
  const { subnet } = useParams<{ subnet: string }>()
  const { data } = useQuery('vpcSubnetView', { path: { subnet }, query: p }, { throwOnError: true })
  const routers = useList('vpcRouterList', { query: { ...p } })
  const items = routers.data?.items ?? []
  const routerName = (id: string) => items.find((r) => r.id === id)?.name ?? id
  const routerId = (name: string) => items.find((r) => r.name === name)?.id ?? name
  const toDoc = (v: SubnetFormValues): SubnetDoc => ({
    name: v.name,
    description: v.description,
    customRouter: routerId(v.customRouter),
  })
  // a save runs only from the form, which is there once the subnet is
  const at = () => ({ path: { subnet: data!.id } })
  const edit = useFormSave('vpcSubnetUpdate', {
    opened: data && subnetDoc(data),
    read: async () => subnetDoc(await readOnce('vpcSubnetView', at())),
    shape: subnetShape(routerName),
    params: (doc) => ({ ...at(), body: { ...doc, customRouter: doc.customRouter || null } }),
    saved: (s) => `Subnet ${s.name} updated`,
    back: to.vpcSubnets(p),
  })
  // The form's router picker works by name; wait for the list so the current one shows.
  if (!data || !(routers.data || routers.error)) return null
  return (
    <SubnetForm
      title={`Edit subnet ${data.name}`}
      submitLabel="Update subnet"
      initial={{
        name: data.name,
        description: data.description,
        ipv4Block: data.ipv4Block,
        ipv6Block: data.ipv6Block,
        customRouter: data.customRouterId ? routerName(data.customRouterId) : '',
      }}
      withBlocks={false}
      vpc={p}
      {...edit}
      onSubmit={(v) => edit.onSubmit(toDoc(v))}
      request={(v) => edit.request(toDoc(v))}
      changes={(v) => edit.changes(toDoc(v))}
    >
      <PropertiesList
        items={[
          ['IPv4 block', data.ipv4Block],
          ['IPv6 block', data.ipv6Block],
        ]}
      />
      <SubnetNetworkInterfaces project={p.project} vpc={p.vpc} subnet={data.name} />
    </SubnetForm>
  )
}
