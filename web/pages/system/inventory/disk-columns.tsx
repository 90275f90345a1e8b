import type { PhysicalDisk } from '../../../api/generated/types'
import { physicalDiskPolicyBadge, physicalDiskStateColor } from '../../../api/rules/sleds'
import { formFactorLabel } from '../../../api/rules/physical-disks'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'

/** A physical disk's serial, linking to its own page: every physical disk list starts with it. */
export const diskSerialCol: Column<PhysicalDisk> = {
  header: 'Serial',
  cell: (d) => <Link href={to.physicalDisk({ diskId: d.id })}>{d.serial}</Link>,
}

export const diskPolicyCol: Column<PhysicalDisk> = {
  header: 'Policy',
  cell: (d) => (
    <Badge color={physicalDiskPolicyBadge[d.policy.kind].color}>{physicalDiskPolicyBadge[d.policy.kind].label}</Badge>
  ),
}

export const diskStateCol: Column<PhysicalDisk> = {
  header: 'State',
  cell: (d) => <Badge color={physicalDiskStateColor[d.state]}>{d.state}</Badge>,
}

export const diskFormFactorCol: Column<PhysicalDisk> = {
  header: 'Form factor',
  cell: (d) => formFactorLabel[d.formFactor],
}

export const diskModelCol: Column<PhysicalDisk> = { header: 'Model', cell: (d) => `${d.vendor} ${d.model}` }
