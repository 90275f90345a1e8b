import { useState } from 'react'
import { IpPoolDetail } from '../PoolDetail'
import { useParams } from 'wouter'
import type { FloatingIp, Instance, SiloIpPool } from '../../../api/generated/types'
import { useAllItems } from '../../../api/all-items'
import { pb } from '../../../paths'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/columns'
import { useFloatingIpActions } from './actions'
import { AttachFloatingIpModal } from './AttachFloatingIpModal'

const columns = (project: string, pools: SiloIpPool[], instances: Instance[]): Column<FloatingIp>[] => [
  nameCol<FloatingIp>((f) => pb.floatingIpEdit({ project, floatingIp: f.name })),
  descriptionCol,
  { header: 'IP address', cell: (f) => <code>{f.ip}</code> },
  {
    header: 'IP pool',
    cell: (f) => pools.find((p) => p.id === f.ipPoolId)?.name ?? <span className="muted">{f.ipPoolId}</span>,
  },
  {
    header: 'Attached to',
    cell: (f) => {
      if (!f.instanceId) return <span className="muted">—</span>
      const i = instances.find((x) => x.id === f.instanceId)
      return i ? <Link href={pb.instance({ project, instance: i.name })}>{i.name}</Link> : f.instanceId
    },
  },
  createdCol,
]

export default function FloatingIpsPage() {
  const { project } = useParams<{ project: string }>()
  const [attaching, setAttaching] = useState<FloatingIp | null>(null)
  const [viewingPool, setViewingPool] = useState<string>()
  const pools = useAllItems('ipPoolList', { query: {} })
  const instances = useAllItems('instanceList', { query: { project } })
  const actions = useFloatingIpActions(project, setAttaching)
  return (
    <>
      <ListPage<FloatingIp>
        title="Floating IPs"
        docs="floatingIps"
        create={{ label: 'New floating IP', href: pb.floatingIpsNew({ project }) }}
        empty={{ title: 'No floating IPs', body: 'A floating IP is a public address you can move between instances.' }}
        method="floatingIpList"
        params={{ query: { project } }}
        sortable
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
