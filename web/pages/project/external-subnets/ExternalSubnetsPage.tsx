import { useState } from 'react'
import { SubnetPoolDetail } from '../PoolDetail'
import { useParams } from 'wouter'
import type { ExternalSubnet, Instance, SiloSubnetPool } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { attachedInstanceCol, createdCol, descriptionCol, nameCol, poolCol } from '../../common/list/columns'
import { useQuickActions } from '../../layout/quick-actions'
import { useExternalSubnetActions } from './actions'
import { AttachExternalSubnetModal } from './AttachExternalSubnetModal'
import { useRouteQueries, type ListRoute } from '../../../routing/route-data'

const columns = (project: string, pools: SiloSubnetPool[], instances: Instance[]): Column<ExternalSubnet>[] => [
  nameCol<ExternalSubnet>((e) => to.externalSubnetEdit({ project, externalSubnet: e.name })),
  descriptionCol,
  { header: 'Subnet', cell: (e) => <code>{e.subnet}</code> },
  poolCol<ExternalSubnet>('Subnet pool', pools, (e) => e.subnetPoolId),
  attachedInstanceCol<ExternalSubnet>(instances, (instance) => to.instanceNetworking({ project, instance })),
  createdCol,
]

/** projects/:project/external-subnets: subnets from the silo's subnet pools, routed to an instance. */
export default function ExternalSubnetsPage() {
  const { list } = useRouteQueries<ListRoute>()
  const { project } = useParams<{ project: string }>()
  const [attaching, setAttaching] = useState<ExternalSubnet | null>(null)
  const [viewingPool, setViewingPool] = useState<string>()
  useQuickActions([{ group: 'Actions', label: 'New external subnet', href: to.externalSubnetsNew({ project }) }])
  const pools = useList('subnetPoolList', { query: {} })
  const instances = useList('instanceList', { query: { project } })
  const actions = useExternalSubnetActions(project, setAttaching)
  return (
    <>
      <ListPage<ExternalSubnet>
        title={list.label}
        create={{ label: 'New external subnet', href: to.externalSubnetsNew({ project }) }}
        empty={{
          title: 'No external subnets',
          body: "An external subnet is a block of public addresses from the silo's subnet pools, routed to one instance.",
        }}
        {...list}
        columns={columns(project, pools.data?.items ?? [], instances.data?.items ?? [])}
        rowActions={(row) => [
          ...actions(row),
          { label: 'View subnet pool', onSelect: () => setViewingPool(row.subnetPoolId) },
        ]}
      />
      {viewingPool && <SubnetPoolDetail pool={viewingPool} onClose={() => setViewingPool(undefined)} />}
      {attaching && (
        <AttachExternalSubnetModal project={project} externalSubnet={attaching} onClose={() => setAttaching(null)} />
      )}
    </>
  )
}
