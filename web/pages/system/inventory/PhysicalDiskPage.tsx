import { useParams } from 'wouter'
import { useApiQuery, usePageQuery } from '../../../api/hooks'
import { formFactorLabel } from '../../../api/rules/physical-disks'
import { physicalDiskPolicyBadge, physicalDiskStateColor } from '../../../api/rules/sleds'
import { pb } from '../../../paths'
import { Badge } from '../../../ui/Badge'
import { CopyButton } from '../../../ui/CopyButton'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { Spinner } from '../../../ui/Spinner'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'

/** The sled a disk sits in, by serial once the sled is read (its id until then, or if it cannot be). */
function SledLink({ sledId }: { sledId: string }) {
  const sled = useApiQuery('sledView', { path: { sledId } })
  return (
    <Link href={pb.sled({ sledId })}>{sled.data ? `Sled ${sled.data.baseboard.serial}` : <code>{sledId}</code>}</Link>
  )
}

/** system/inventory/disks/:diskId: one physical disk (physicalDiskView), linked from every physical disk list. */
export default function PhysicalDiskPage() {
  useFleetAccess()
  const { diskId } = useParams<{ diskId: string }>()
  const { data: disk } = usePageQuery('physicalDiskView', { path: { diskId } })
  return (
    <>
      <PageHeader docs="sleds" title={disk ? `Physical disk ${disk.serial}` : 'Physical disk'} />
      {disk ? (
        <PropertiesList
          items={[
            ['Serial', disk.serial],
            ['Vendor', disk.vendor],
            ['Model', disk.model],
            ['Form factor', formFactorLabel[disk.formFactor]],
            [
              'Policy',
              <Badge color={physicalDiskPolicyBadge[disk.policy.kind].color}>
                {physicalDiskPolicyBadge[disk.policy.kind].label}
              </Badge>,
            ],
            ['State', <Badge color={physicalDiskStateColor[disk.state]}>{disk.state}</Badge>],
            ['Sled', disk.sledId ? <SledLink sledId={disk.sledId} /> : 'Not in a sled'],
            [
              'ID',
              <>
                <code>{disk.id}</code> <CopyButton text={disk.id} label="Copy ID" />
              </>,
            ],
            ['Created', formatDateTime(disk.timeCreated)],
            ['Modified', formatDateTime(disk.timeModified)],
          ]}
        />
      ) : (
        <Spinner label="Loading the physical disk" />
      )}
    </>
  )
}
