import { useParams } from 'wouter'
import type { Disk } from '../../../api/generated/types'
import { diskTransitional } from '../../../api/rules/disks'
import { to } from '../../../urls'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { formatBytes } from '../../../util/format'
import { ListPage } from '../../common/list/ListPage'
import { createdCol } from '../../common/list/columns'
import { diskInstanceId, useDiskActions } from './actions'
import { diskBulk } from './bulk-actions'
import { DiskName, diskSourceKind, diskTypeLabel } from './disk-info'
import { DiskStateBadge } from './DiskStateBadge'
import { useProjectInstances } from './use-project-instances'
import { useRouteQueries, type ListRoute } from '../../../routing/route-data'

/** The instance a disk is attached to, by name, linking to its storage tab. */
function AttachedInstance({ disk }: { disk: Disk }) {
  const { project } = useParams<{ project: string }>()
  const { byId } = useProjectInstances(project)
  const id = diskInstanceId(disk)
  if (!id) return <span className="muted">—</span>
  const instance = byId.get(id)
  if (!instance) return <span className="muted">{id}</span>
  return <Link href={to.instanceStorage({ project, instance: instance.name })}>{instance.name}</Link>
}

const columns: Column<Disk>[] = [
  { header: 'Name', sortKey: 'name', cell: (d) => <DiskName disk={d} /> },
  { header: 'Type', cell: (d) => diskTypeLabel[d.diskType] },
  { header: 'Source', cell: (d) => diskSourceKind(d) },
  { header: 'State', cell: (d) => <DiskStateBadge disk={d} /> },
  { header: 'Size', cell: (d) => formatBytes(d.size) },
  { header: 'Attached to', cell: (d) => <AttachedInstance disk={d} /> },
  createdCol,
]

const isTransitional = (d: Disk) => diskTransitional(d.state.state)
/** The row's own read: with "All" rows only transitional rows in view are polled, through this. */
const readRow = (x: Disk) => ['diskView', { path: { disk: x.id } }] as const

export default function DisksPage() {
  const { list } = useRouteQueries<ListRoute>()
  const { project } = useParams<{ project: string }>()
  const { byId } = useProjectInstances(project)
  const actions = useDiskActions(project, byId)
  return (
    <>
      <ListPage<Disk>
        title={list.label}
        docs="disks"
        create={{ label: 'New disk', href: to.disksNew({ project }) }}
        empty={{ title: 'No disks', body: "Disks hold an instance's data." }}
        {...list}
        columns={columns}
        rowActions={actions}
        bulk={diskBulk(project)}
        refreshWhile={isTransitional}
        readRow={readRow}
      />
    </>
  )
}
