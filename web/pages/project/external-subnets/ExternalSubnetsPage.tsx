import { useState } from 'react'
import { SubnetPoolDetail } from '../PoolDetail'
import { useParams } from 'wouter'
import type { ExternalSubnet, Instance, SiloSubnetPool } from '../../../api/generated/types'
import { useAllItems } from '../../../api/all-items'
import { pb } from '../../../paths'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/columns'
import { useQuickActions } from '../../layout/quick-actions'
import { useExternalSubnetActions } from './actions'
import { AttachExternalSubnetModal } from './AttachExternalSubnetModal'

const columns = (project: string, pools: SiloSubnetPool[], instances: Instance[]): Column<ExternalSubnet>[] => [
  nameCol<ExternalSubnet>((e) => pb.externalSubnetEdit({ project, externalSubnet: e.name })),
  descriptionCol,
  { header: 'Subnet', cell: (e) => <code>{e.subnet}</code> },
  {
    header: 'Subnet pool',
    cell: (e) => pools.find((p) => p.id === e.subnetPoolId)?.name ?? <span className="muted">{e.subnetPoolId}</span>,
  },
  {
    header: 'Attached to',
    cell: (e) => {
      if (!e.instanceId) return <span className="muted">—</span>
      const i = instances.find((x) => x.id === e.instanceId)
      return i ? <Link href={pb.instanceNetworking({ project, instance: i.name })}>{i.name}</Link> : e.instanceId
    },
  },
  createdCol,
]

/** projects/:project/external-subnets (issue #22 point 1): subnets from the silo's subnet pools, routed to an instance. */
export default function ExternalSubnetsPage() {
  const { project } = useParams<{ project: string }>()
  const [attaching, setAttaching] = useState<ExternalSubnet | null>(null)
  const [viewingPool, setViewingPool] = useState<string>()
  useQuickActions([{ group: 'Actions', label: 'New external subnet', href: pb.externalSubnetsNew({ project }) }])
  const pools = useAllItems('subnetPoolList', { query: {} })
  const instances = useAllItems('instanceList', { query: { project } })
  const actions = useExternalSubnetActions(project, setAttaching)
  return (
    <>
      <ListPage<ExternalSubnet>
        title="External subnets"
        create={{ label: 'New external subnet', href: pb.externalSubnetsNew({ project }) }}
        empty={{
          title: 'No external subnets',
          body: "An external subnet is a block of public addresses from the silo's subnet pools, routed to one instance.",
        }}
        method="externalSubnetList"
        params={{ query: { project } }}
        sortable
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
