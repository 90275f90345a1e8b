import { useState } from 'react'
import { IpPoolDetail } from '../PoolDetail'
import { useParams } from 'wouter'
import type { FloatingIp, Instance, SiloIpPool } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { to } from '../../../urls'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { attachedInstanceCol, createdCol, descriptionCol, nameCol, poolCol } from '../../common/list/columns'
import { useFloatingIpActions } from './actions'
import { AttachFloatingIpModal } from './AttachFloatingIpModal'
import { useRouteQueries, type ListRoute } from '../../../routing/route-data'

const columns = (project: string, pools: SiloIpPool[], instances: Instance[]): Column<FloatingIp>[] => [
  nameCol<FloatingIp>((f) => to.floatingIpEdit({ project, floatingIp: f.name })),
  descriptionCol,
  { header: 'IP address', cell: (f) => <code>{f.ip}</code> },
  poolCol<FloatingIp>('IP pool', pools, (f) => f.ipPoolId),
  attachedInstanceCol<FloatingIp>(instances, (instance) => to.instance({ project, instance })),
  createdCol,
]

export default function FloatingIpsPage() {
  const { list } = useRouteQueries<ListRoute>()
  const { project } = useParams<{ project: string }>()
  const [attaching, setAttaching] = useState<FloatingIp | null>(null)
  const [viewingPool, setViewingPool] = useState<string>()
  const pools = useList('ipPoolList', { query: {} })
  const instances = useList('instanceList', { query: { project } })
  const actions = useFloatingIpActions(project, setAttaching)
  return (
    <>
      <ListPage<FloatingIp>
        title={list.label}
        docs="floatingIps"
        create={{ label: 'New floating IP', href: to.floatingIpsNew({ project }) }}
        empty={{ title: 'No floating IPs', body: 'A floating IP is a public address you can move between instances.' }}
        {...list}
        columns={columns(project, pools.data?.items ?? [], instances.data?.items ?? [])}
        rowActions={(row) => [...actions(row), { label: 'View IP pool', onSelect: () => setViewingPool(row.ipPoolId) }]}
      />
      {viewingPool && <IpPoolDetail pool={viewingPool} onClose={() => setViewingPool(undefined)} />}
      {attaching && (
        <AttachFloatingIpModal project={project} floatingIp={attaching} onClose={() => setAttaching(null)} />
      )}
    </>
  )
}
