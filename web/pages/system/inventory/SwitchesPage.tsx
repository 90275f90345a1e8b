import type { Switch, SwitchPort } from '../../../api/generated/types'
import { useApiQuery } from '../../../api/hooks'
import { Badge } from '../../../ui/Badge'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/ListPage'
import { createdCol } from '../../common/columns'
import { InventoryHeader } from './InventoryHeader'
import { linkStatus } from './sled-rules'

const switchColumns: Column<Switch>[] = [
  { header: 'Serial', cell: (s) => s.baseboard.serial },
  { header: 'Part', cell: (s) => `${s.baseboard.part} rev ${s.baseboard.revision}` },
  { header: 'Rack', cell: (s) => <code>{s.rackId.slice(0, 8)}</code> },
  createdCol,
]

const statusColor = { up: 'default', down: 'destructive', unknown: 'neutral' } as const

function PortStatus({ port }: { port: SwitchPort }) {
  const { data, error } = useApiQuery('networkingSwitchPortStatus', { path: { port: port.portName }, query: { rackId: port.rackId, switchSlot: port.switchSlot } })
  if (error) return <span className="muted">Unavailable</span>
  if (data === undefined) return <span className="muted">…</span>
  const status = linkStatus(data)
  return <Badge color={statusColor[status]}>{status}</Badge>
}

function PortNeighbors({ port }: { port: SwitchPort }) {
  const { data, error } = useApiQuery('networkingSwitchPortLldpNeighbors', { path: { port: port.portName, rackId: port.rackId, switchSlot: port.switchSlot } })
  if (error) return <span className="muted">Unavailable</span>
  if (!data) return <span className="muted">…</span>
  if (data.items.length === 0) return <span className="muted">None</span>
  return <>{data.items.map((n) => `${n.systemName ?? n.chassisId} (${n.linkName})`).join(', ')}</>
}

const portColumns: Column<SwitchPort>[] = [
  { header: 'Port', cell: (p) => p.portName },
  { header: 'Switch', cell: (p) => p.switchSlot },
  { header: 'Configured', cell: (p) => (p.portSettingsId ? 'Yes' : <span className="muted">No</span>) },
  { header: 'Link', cell: (p) => <PortStatus port={p} /> },
  { header: 'LLDP neighbours', cell: (p) => <PortNeighbors port={p} /> },
]

/** system/inventory/switches: the rack's switches and their external ports, with link state and LLDP neighbours. */
export default function SwitchesPage() {
  return (
    <>
      <InventoryHeader />
      <ListTable<Switch> label="Switches" method="switchList" params={{}} columns={switchColumns} rowName={(s) => `Switch ${s.baseboard.serial}`} empty={<EmptyState title="No switches" />} />
      <h2>Switch ports</h2>
      <ListTable<SwitchPort>
        label="Switch ports"
        method="networkingSwitchPortList"
        params={{}}
        columns={portColumns}
        rowName={(p) => `${p.switchSlot} ${p.portName}`}
        empty={<EmptyState title="No switch ports" />}
      />
    </>
  )
}
