import type { PhysicalDisk } from '../../../api/generated/types'
import { pb } from '../../../paths'
import { Badge } from '../../../ui/Badge'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/ListPage'
import { InventoryHeader } from './InventoryHeader'
import { physicalDiskPolicyBadge, physicalDiskStateColor } from '../../../api/rules/sleds'

const physicalDiskColumns: Column<PhysicalDisk>[] = [
  { header: 'Serial', cell: (d) => d.serial },
  { header: 'Form factor', cell: (d) => d.formFactor.toUpperCase() },
  { header: 'Model', cell: (d) => `${d.vendor} ${d.model}` },
  {
    header: 'Sled',
    cell: (d) => (d.sledId ? <Link href={pb.sled({ sledId: d.sledId })}>{d.sledId.slice(0, 8)}</Link> : '—'),
  },
  {
    header: 'Policy',
    cell: (d) => (
      <Badge color={physicalDiskPolicyBadge[d.policy.kind].color}>{physicalDiskPolicyBadge[d.policy.kind].label}</Badge>
    ),
  },
  { header: 'State', cell: (d) => <Badge color={physicalDiskStateColor[d.state]}>{d.state}</Badge> },
]

export default function PhysicalDisksPage() {
  return (
    <>
      <InventoryHeader />
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
