import { useLocation, useParams } from 'wouter'
import type { VpcRouter, VpcSubnet } from '../../../api/generated/types'
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

export default function SubnetEditPage() {
  const p = useVpcParams()
  const { subnet } = useParams<{ subnet: string }>()
  const [, navigate] = useLocation()
  const { data } = useQuery('vpcSubnetView', { path: { subnet }, query: p }, { throwOnError: true })
  const routers = useList('vpcRouterList', { query: { ...p } })
  // The form's router picker works by name; wait for the list so the current one shows.
  const ready = data && (routers.data || routers.error)
  return (
    <>
      {ready && (
        <SubnetEditForm
          subnet={data}
          routers={routers.data?.items ?? []}
          vpc={p}
          close={() => navigate(to.vpcSubnets(p))}
        />
      )}
    </>
  )
}

/**
 * Saved as this user's changes: name, description and custom router one part each, on
 * the subnet as it is now, read and written by ID. The router is compared by ID, so a router
 * renamed meanwhile is no change.
 */
function SubnetEditForm({
  subnet,
  routers,
  vpc,
  close,
}: {
  subnet: VpcSubnet
  routers: VpcRouter[]
  vpc: { project: string; vpc: string }
  close: () => void
}) {
  const routerName = (id: string) => routers.find((r) => r.id === id)?.name ?? id
  const routerId = (name: string) => routers.find((r) => r.name === name)?.id ?? name
  const toDoc = (v: SubnetFormValues): SubnetDoc => ({
    name: v.name,
    description: v.description,
    customRouter: routerId(v.customRouter),
  })
  const at = { path: { subnet: subnet.id } }
  const edit = useFormSave('vpcSubnetUpdate', {
    opened: subnetDoc(subnet),
    read: async () => subnetDoc(await readOnce('vpcSubnetView', at)),
    shape: subnetShape(routerName),
    params: (doc) => ({ ...at, body: { ...doc, customRouter: doc.customRouter || null } }),
    saved: (s) => `Subnet ${s.name} updated`,
    back: close,
  })
  return (
    <SubnetForm
      title={`Edit subnet ${subnet.name}`}
      submitLabel="Update subnet"
      initial={{
        name: subnet.name,
        description: subnet.description,
        ipv4Block: subnet.ipv4Block,
        ipv6Block: subnet.ipv6Block,
        customRouter: subnet.customRouterId ? routerName(subnet.customRouterId) : '',
      }}
      withBlocks={false}
      vpc={vpc}
      {...edit}
      onSubmit={(v) => edit.onSubmit(toDoc(v))}
      request={(v) => edit.request(toDoc(v))}
      changes={(v) => edit.changes(toDoc(v))}
    >
      <PropertiesList
        items={[
          ['IPv4 block', subnet.ipv4Block],
          ['IPv6 block', subnet.ipv6Block],
        ]}
      />
      <SubnetNetworkInterfaces project={vpc.project} vpc={vpc.vpc} subnet={subnet.name} />
    </SubnetForm>
  )
}
