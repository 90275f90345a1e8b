import { useParams } from 'wouter'
import { useList, useQuery } from '../../../api/reads'
import { adoptionBadge, formFactorLabel, physicalDiskAdoption } from '../../../api/rules/physical-disks'
import { physicalDiskPolicyBadge, physicalDiskStateColor } from '../../../api/rules/sleds'
import { to } from '../../../urls'
import { ActionMenu } from '../../../ui/ActionMenu'
import { Badge } from '../../../ui/Badge'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { Spinner } from '../../../ui/Spinner'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'
import { useAdoptionActions } from './adoption-actions'
import { idRow } from '../../common/fields/id-row'

/** The sled a disk sits in, by serial once the sled is read (its id until then, or if it cannot be). */
function SledLink({ sledId }: { sledId: string }) {
  const sled = useQuery('sledView', { path: { sledId } })
  return (
    <Link href={to.sled({ sledId })}>{sled.data ? `Sled ${sled.data.baseboard.serial}` : <code>{sledId}</code>}</Link>
  )
}

/** system/inventory/disks/:diskId: one physical disk (physicalDiskView), linked from every physical disk list. */
export default function PhysicalDiskPage() {
  useFleetAccess()
  const { diskId } = useParams<{ diskId: string }>()
  const { data: disk } = useQuery('physicalDiskView', { path: { diskId } }, { throwOnError: true })
  // an expunged disk is re-adopted by request (Nexus never adopts it again by itself)
  const requests = useList('physicalDiskListAdoptionRequests', {})
  const actions = useAdoptionActions()
  const adoption = disk && physicalDiskAdoption(disk, requests.items)
  const adoptionKnown = adoption && (adoption.state === 'adopted' || requests.complete)
  const unknownReason = requests.isLoading
    ? 'The adoption requests are still loading'
    : `Could not read every adoption request${requests.error ? `: ${requests.error.error.message}` : ''}`
  return (
    <>
      <PageHeader docs="sleds" title={disk ? `Physical disk ${disk.serial}` : 'Physical disk'}>
        {adoption && (
          <ActionMenu
            label="Disk actions"
            actions={actions
              .forDisk(adoption)
              .map((a) => (adoptionKnown || a.disabled ? a : { ...a, disabled: unknownReason }))}
          />
        )}
      </PageHeader>
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
            [
              'Adoption',
              adoption && adoptionKnown ? (
                <Badge color={adoptionBadge[adoption.state].color}>{adoptionBadge[adoption.state].label}</Badge>
              ) : requests.isLoading ? (
                <Spinner label="Loading the adoption requests" />
              ) : (
                unknownReason
              ),
            ],
            ['Sled', disk.sledId ? <SledLink sledId={disk.sledId} /> : 'Not in a sled'],
            idRow(disk.id),
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
