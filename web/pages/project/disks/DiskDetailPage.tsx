import { useLocation, useParams } from 'wouter'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { CopyTerraformButton } from '../../../ui/CopyTerraform'
import { PropertiesList } from '../../../ui/PropertiesList'
import { SideModal } from '../../../ui/SideModal'
import { Link } from '../../../ui/Link'
import { formatBytes } from '../../../util/format'
import { DateTime } from '../../../ui/DateTime'
import { diskInstanceId } from './actions'
import { DiskSourceName, diskTypeLabel } from './disk-info'
import { DiskStateBadge } from './DiskStateBadge'
import { useProjectInstances } from './use-project-instances'
import { HistorySection } from '../../common/history/HistorySection'
import { useNoteState } from '../../common/history/use-note-state'
import { projectHistoryTarget } from '../../common/history/project-target'

/** disks/:disk: the disk's properties in a side modal over the list. */
export default function DiskDetailPage() {
  const { project, disk: name } = useParams<{ project: string; disk: string }>()
  const [, navigate] = useLocation()
  const disk = useQuery('diskView', { path: { disk: name }, query: { project } }, { throwOnError: true }).data
  const { byId } = useProjectInstances(project)
  const instanceId = disk && diskInstanceId(disk)
  const instance = instanceId ? byId.get(instanceId) : undefined
  useNoteState(disk?.id, disk?.state.state)
  return (
    <>
      {disk && (
        <SideModal title={`Disk ${disk.name}`} onClose={() => navigate(to.disks({ project }))}>
          <PropertiesList
            items={[
              ['Name', disk.name],
              ['Description', disk.description || '—'],
              ['Type', diskTypeLabel[disk.diskType]],
              ['Source', <DiskSourceName disk={disk} project={project} />],
              ['Size', formatBytes(disk.size)],
              ['Block size', `${disk.blockSize} bytes`],
              ['State', <DiskStateBadge disk={disk} />],
              ['Read-only', disk.readOnly ? 'Yes' : 'No'],
              [
                'Attached to',
                instance ? (
                  <Link href={to.instanceStorage({ project, instance: instance.name })}>{instance.name}</Link>
                ) : (
                  (instanceId ?? '—')
                ),
              ],
              ['Device path', disk.devicePath],
              ['ID', disk.id],
              ['Created', <DateTime date={disk.timeCreated} relative="beside" />],
            ]}
          />
          <div className="form-actions">
            <CopyTerraformButton
              title={`Disk ${disk.name} as Terraform`}
              load={() => import('../../../api/terraform/load').then((m) => m.diskTerraform(project, disk.name))}
            />
          </div>
          <HistorySection target={projectHistoryTarget('disk', disk, project)} />
        </SideModal>
      )}
    </>
  )
}
