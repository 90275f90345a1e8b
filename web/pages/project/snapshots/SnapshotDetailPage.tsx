import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { stateLabel } from '../../../api/rules/predicates'
import { snapshotStateColor, snapshotTransitional } from '../../../api/rules/snapshots'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { Link } from '../../../ui/Link'
import { CopyTerraformButton } from '../../../ui/CopyTerraform'
import { PropertiesList } from '../../../ui/PropertiesList'
import { SideModal } from '../../../ui/SideModal'
import { formatBytes } from '../../../util/format'
import { DateTime } from '../../../ui/DateTime'
import { HistorySection } from '../../common/history/HistorySection'
import { useNoteState } from '../../common/history/use-note-state'
import { projectHistoryTarget } from '../../common/history/project-target'

/** snapshots/:snapshot: the snapshot's properties in a side modal over the list. */
export default function SnapshotDetailPage() {
  const { project, snapshot: name } = useParams<{ project: string; snapshot: string }>()
  const [, navigate] = useLocation()
  const snapshot = useQuery(
    'snapshotView',
    { path: { snapshot: name }, query: { project } },
    { throwOnError: true },
  ).data
  // the source disk by id; it may have been deleted since
  useNoteState(snapshot?.id, snapshot?.state)
  const disk = useQuery('diskView', { path: { disk: snapshot?.diskId ?? '' } }, { enabled: Boolean(snapshot) })
  return (
    <>
      {snapshot && (
        <SideModal title={`Snapshot ${snapshot.name}`} onClose={() => navigate(to.snapshots({ project }))}>
          <PropertiesList
            items={[
              ['Name', snapshot.name],
              ['Description', snapshot.description || '—'],
              [
                'Source disk',
                disk.data ? (
                  <Link href={to.disk({ project, disk: disk.data.name })}>{disk.data.name}</Link>
                ) : disk.error ? (
                  `${snapshot.diskId} (deleted)`
                ) : (
                  '…'
                ),
              ],
              ['Size', formatBytes(snapshot.size)],
              [
                'State',
                <Badge color={snapshotStateColor[snapshot.state]} spinner={snapshotTransitional(snapshot.state)}>
                  {stateLabel(snapshot.state)}
                </Badge>,
              ],
              ['ID', snapshot.id],
              ['Created', <DateTime date={snapshot.timeCreated} relative="beside" />],
            ]}
          />
          <div className="form-actions">
            <CopyTerraformButton
              title={`Snapshot ${snapshot.name} as Terraform`}
              load={() =>
                import('../../../api/terraform/load').then((m) => m.snapshotTerraform(project, snapshot.name))
              }
            />
          </div>
          <HistorySection target={projectHistoryTarget('snapshot', snapshot, project)} />
        </SideModal>
      )}
    </>
  )
}
