import { useState } from 'react'
import { useLocation, useParams } from 'wouter'
import type { InternetGatewayIpAddress, InternetGatewayIpPool, SiloIpPool } from '../../../api/generated/types'
import { useList, useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Button } from '../../../ui/Button'
import { CopyTerraformButton } from '../../../ui/CopyTerraform'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { ListTable } from '../../common/list/ListTable'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useGatewayActions, useGatewayAddressActions, useGatewayPoolActions } from './gateway-actions'
import { AttachAddressForm, AttachPoolForm } from './GatewayAttachForms'
import { useVpcParams } from './use-vpc-params'

const addressColumns: Column<InternetGatewayIpAddress>[] = [
  nameCol<InternetGatewayIpAddress>(),
  { header: 'Address', cell: (a) => a.address },
  descriptionCol,
  createdCol,
]

const poolColumns = (pools: SiloIpPool[]): Column<InternetGatewayIpPool>[] => [
  nameCol<InternetGatewayIpPool>(),
  { header: 'IP pool', cell: (g) => pools.find((x) => x.id === g.ipPoolId)?.name ?? g.ipPoolId },
  descriptionCol,
  createdCol,
]

/** An internet gateway with its attached IP addresses and IP pools; the lists take project, vpc and gateway. */
export default function GatewayPage() {
  const v = useVpcParams()
  const { gateway } = useParams<{ gateway: string }>()
  const p = { ...v, gateway }
  const [, navigate] = useLocation()
  const [attaching, setAttaching] = useState<'address' | 'pool' | null>(null)
  const { data: gw } = useQuery('internetGatewayView', { path: { gateway }, query: v }, { throwOnError: true })
  const pools = useList('ipPoolList', { query: {} })
  const gatewayActions = useGatewayActions(v, () => navigate(to.vpcInternetGateways(v)))
  const addressActions = useGatewayAddressActions(p)
  const poolActions = useGatewayPoolActions(p)
  if (!gw) return null
  return (
    <>
      <PageHeader docs="gateways" title={gw.name}>
        <CopyTerraformButton
          title={`Internet gateway ${gw.name} as Terraform`}
          load={() =>
            import('../../../api/terraform/load').then((m) => m.internetGatewayTerraform(v.project, v.vpc, gw.name))
          }
        />
        <ActionMenu label={`${gw.name} actions`} actions={gatewayActions(gw)} />
      </PageHeader>
      <PropertiesList
        items={[
          ['Description', gw.description || '—'],
          ['VPC', v.vpc],
          ['ID', <code>{gw.id}</code>],
          ['Created', formatDateTime(gw.timeCreated)],
        ]}
      />
      <div className="toolbar">
        <h2>IP addresses</h2>
        <Button write onClick={() => setAttaching('address')}>
          Attach IP address
        </Button>
      </div>
      <ListTable<InternetGatewayIpAddress>
        label="Attached IP addresses"
        method="internetGatewayIpAddressList"
        params={{ query: p }}
        columns={addressColumns}
        rowActions={addressActions}
        empty={{ title: 'No IP addresses', body: 'Attach an address to give the gateway a fixed egress address.' }}
      />
      <div className="toolbar">
        <h2>IP pools</h2>
        <Button write onClick={() => setAttaching('pool')}>
          Attach IP pool
        </Button>
      </div>
      <ListTable<InternetGatewayIpPool>
        label="Attached IP pools"
        method="internetGatewayIpPoolList"
        params={{ query: p }}
        columns={poolColumns(pools.data?.items ?? [])}
        rowActions={poolActions}
        empty={{
          title: 'No IP pools',
          body: 'Attach a pool so instances can reach out through this gateway with its addresses.',
        }}
      />
      {attaching === 'address' && <AttachAddressForm p={p} onClose={() => setAttaching(null)} />}
      {attaching === 'pool' && <AttachPoolForm p={p} onClose={() => setAttaching(null)} />}
    </>
  )
}
