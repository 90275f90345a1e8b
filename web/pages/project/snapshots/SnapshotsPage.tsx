import { useParams } from 'wouter'
import type { Snapshot } from '../../../api/generated/types'
import { useList } from '../../../api/reads'
import { stateLabel } from '../../../api/rules/predicates'
import { snapshotStateColor, snapshotTransitional } from '../../../api/rules/snapshots'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { formatBytes } from '../../../util/format'
import { ListPage } from '../../common/list/ListPage'
import { createdCol, descriptionCol } from '../../common/list/columns'
import { useSnapshotActions } from './actions'
import { snapshotBulk } from './bulk-actions'
import { useRouteQueries, type ListRoute } from '../../../routing/route-data'

/** The source disk by name (a snapshot only carries its id; the disk may be gone). */
function SourceDisk({ snapshot }: { snapshot: Snapshot }) {
  const { project } = useParams<{ project: string }>()
  const disks = useList('diskList', { query: { project } }).data?.items
  const disk = disks?.find((d) => d.id === snapshot.diskId)
  return disk ? <>{disk.name}</> : <span className="muted">{disks ? 'Deleted disk' : '…'}</span>
}

/** The name links to the snapshot's detail view. */
function SnapshotName({ snapshot }: { snapshot: Snapshot }) {
  const { project } = useParams<{ project: string }>()
  return <Link href={to.snapshot({ project, snapshot: snapshot.name })}>{snapshot.name}</Link>
}

const columns: Column<Snapshot>[] = [
  { header: 'Name', sortKey: 'name', cell: (s) => <SnapshotName snapshot={s} /> },
  descriptionCol,
  { header: 'Disk', cell: (s) => <SourceDisk snapshot={s} /> },
  {
    header: 'State',
    cell: (s) => (
      <Badge color={snapshotStateColor[s.state]} spinner={snapshotTransitional(s.state)}>
        {stateLabel(s.state)}
      </Badge>
    ),
  },
  { header: 'Size', cell: (s) => formatBytes(s.size) },
  createdCol,
]

const isTransitional = (s: Snapshot) => snapshotTransitional(s.state)
/** The row's own read: with "All" rows only transitional rows in view are polled, through this. */
const readRow = (x: Snapshot) => ['snapshotView', { path: { snapshot: x.id } }] as const

export default function SnapshotsPage() {
  const { list } = useRouteQueries<ListRoute>()
  const { project } = useParams<{ project: string }>()
  const actions = useSnapshotActions(project)
  return (
    <>
      <ListPage<Snapshot>
        title={list.label}
        docs="snapshots"
        create={{ label: 'New snapshot', href: to.snapshotsNew({ project }) }}
        empty={{ title: 'No snapshots', body: 'A snapshot is a point-in-time copy of a disk.' }}
        {...list}
        columns={columns}
        rowActions={actions}
        bulk={snapshotBulk(project)}
        refreshWhile={isTransitional}
        readRow={readRow}
      />
    </>
  )
}
