import { useMemo } from 'react'
import type { Sled } from '../../../api/generated/types'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { EmptyState } from '../../../ui/EmptyState'
import { PartialNotice } from '../../../ui/PartialNotice'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { formatBytes, formatNumber } from '../../../util/format'
import { ListTable } from '../../common/list/ListTable'
import { useSledsWithInstances } from '../../../api/sled-instances'
import { useSledActions } from './actions'
import { InventoryHeader } from './InventoryHeader'
import { sledPolicyColor, sledPolicyLabel, sledStateColor } from '../../../api/rules/sleds'

/** What runs on each sled, by sled ID: undefined while the sleds' lists load. */
type Counts = Map<string, number> | undefined

const sledColumns = (counts: Counts, failed: boolean): Column<Sled>[] => [
  { header: 'Serial', cell: (s) => <Link href={to.sled({ sledId: s.id })}>{s.baseboard.serial}</Link> },
  { header: 'Part', cell: (s) => `${s.baseboard.part} rev ${s.baseboard.revision}` },
  { header: 'Slot', cell: (s) => s.slot ?? '—' },
  { header: 'State', cell: (s) => <Badge color={sledStateColor[s.state]}>{s.state}</Badge> },
  { header: 'Policy', cell: (s) => <Badge color={sledPolicyColor(s)}>{sledPolicyLabel(s)}</Badge> },
  { header: 'Usable CPUs', cell: (s) => formatNumber(s.usableHardwareThreads) },
  { header: 'Usable RAM', cell: (s) => formatBytes(s.usablePhysicalRam) },
  {
    header: 'Instances',
    cell: (s) => {
      const n = counts?.get(s.id)
      if (n !== undefined) return <Link href={to.sledInstances({ sledId: s.id })}>{formatNumber(n)}</Link>
      return <span className="muted">{failed ? 'Could not load' : '…'}</span>
    },
    sortValue: (s) => counts?.get(s.id),
  },
]

export default function SledsPage() {
  const actions = useSledActions()
  const running = useSledsWithInstances(true)
  const columns = useMemo(
    () =>
      sledColumns(running.sleds && new Map(running.sleds.map((s) => [s.sled.id, s.instances.length])), !!running.error),
    [running],
  )
  return (
    <>
      <InventoryHeader />
      {/* the sleds' own failure is the table's to say */}
      {running.error?.of === 'instances' && (
        <PartialNotice onRetry={running.retry}>
          Could not load the instances on each sled: {running.error.message}
        </PartialNotice>
      )}
      <ListTable<Sled>
        label="Sleds"
        method="sledList"
        params={{}}
        columns={columns}
        rowName={(s) => `Sled ${s.baseboard.serial}`}
        rowActions={actions}
        empty={<EmptyState title="No sleds" body="No sled has joined the rack yet." />}
      />
    </>
  )
}
