import type { PhysicalDisk } from '../../../api/generated/types'
import { to } from '../../../urls'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { InventoryHeader } from './InventoryHeader'
import { SledName } from './SledName'
import { diskFormFactorCol, diskModelCol, diskPolicyCol, diskSerialCol, diskStateCol } from './disk-columns'

const physicalDiskColumns: Column<PhysicalDisk>[] = [
  diskSerialCol,
  diskFormFactorCol,
  diskModelCol,
  {
    header: 'Sled',
    cell: (d) => (d.sledId ? <SledName sledId={d.sledId} /> : '—'),
  },
  diskPolicyCol,
  diskStateCol,
]

export default function PhysicalDisksPage() {
  return (
    <>
      <InventoryHeader />
      <p className="muted">
        The disks the control plane has adopted. Disks found in a sled but not yet adopted are under{' '}
        <Link href={to.disksUnadopted()}>Unadopted disks</Link>.
      </p>
      <ListTable<PhysicalDisk>
        label="Physical disks"
        method="physicalDiskList"
        params={{}}
        columns={physicalDiskColumns}
        rowName={(d) => `Disk ${d.serial}`}
        empty={<EmptyState title="No physical disks" body="Disks appear once their sled joins the rack." />}
      />
    </>
  )
}
