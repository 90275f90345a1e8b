import { useParams } from 'wouter'
import type { PhysicalDisk } from '../../../api/generated/types'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { diskFormFactorCol, diskModelCol, diskPolicyCol, diskSerialCol, diskStateCol } from './disk-columns'
import { SledHeader } from './SledHeader'

const columns: Column<PhysicalDisk>[] = [diskSerialCol, diskFormFactorCol, diskModelCol, diskPolicyCol, diskStateCol]

/** system/inventory/sleds/:sledId/disks: the physical disks the control plane has adopted in this sled. */
export default function SledDisksPage() {
  const { sledId } = useParams<{ sledId: string }>()
  return (
    <>
      <SledHeader current="disks" />
      <ListTable<PhysicalDisk>
        label="Physical disks in this sled"
        method="sledPhysicalDiskList"
        params={{ path: { sledId } }}
        columns={columns}
        rowName={(d) => `Disk ${d.serial}`}
        empty={<EmptyState title="No physical disks" body="The control plane has adopted no disk in this sled." />}
      />
    </>
  )
}
