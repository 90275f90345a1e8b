import type { SwitchPort } from '../../../api/generated/types'
import { useList, useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { Badge } from '../../../ui/Badge'
import { Link } from '../../../ui/Link'
import { linkStatus } from '../../../api/rules/switch-ports'
import type { Column } from '../../../ui/Table'

/** Table cells about one switch port, shared by the inventory and the rack networking switch ports list. */

const statusColor = { up: 'default', down: 'destructive', unknown: 'neutral' } as const

export const portSel = (p: SwitchPort) => ({
  path: { port: p.portName },
  query: { rackId: p.rackId, switchSlot: p.switchSlot },
})

export const portLabel = (p: SwitchPort) => `${p.switchSlot} ${p.portName}`

function PortStatus({ port }: { port: SwitchPort }) {
  const { data, error } = useQuery('networkingSwitchPortStatus', portSel(port))
  if (error) return <span className="muted">Unavailable</span>
  if (data === undefined) return <span className="muted">…</span>
  const status = linkStatus(data)
  return <Badge color={statusColor[status]}>{status}</Badge>
}

function PortNeighbors({ port }: { port: SwitchPort }) {
  const { data, error } = useQuery('networkingSwitchPortLldpNeighbors', {
    path: { port: port.portName, rackId: port.rackId, switchSlot: port.switchSlot },
  })
  if (error) return <span className="muted">Unavailable</span>
  if (!data) return <span className="muted">…</span>
  if (data.items.length === 0) return <span className="muted">None</span>
  return <>{data.items.map((n) => `${n.systemName ?? n.chassisId} (${n.linkName})`).join(', ')}</>
}

/**
 * The name of the settings applied to a port (SwitchPort.port_settings_id is an id): looked up in
 * the settings list, else fetched by id (SWR shares the request between rows naming the same id).
 */
export function PortSettingsName({ id, link = true }: { id: string | null | undefined; link?: boolean }) {
  const list = useList('networkingSwitchPortSettingsList', { query: {} }, { enabled: !!id })
  const listed = list.data?.items.find((s) => s.id === id)?.name
  const view = useQuery(
    'networkingSwitchPortSettingsView',
    { path: { port: id ?? '' } },
    { enabled: !!id && !listed && (!!list.data || !!list.error) },
  )
  if (!id) return <span className="muted">None</span>
  const name = listed ?? view.data?.name
  if (name) return link ? <Link href={to.portSettings({ portSettings: name })}>{name}</Link> : <>{name}</>
  if (view.error) return <code title="Could not look up the settings name">{id.slice(0, 8)}</code>
  return <span className="muted">…</span>
}

/**
 * The columns of a switch ports list: the rack networking list, the inventory's and a rack's ports
 * (which calls the switch column 'Switch slot').
 */
export const switchPortColumns = (switchHeader = 'Switch'): Column<SwitchPort>[] => [
  {
    header: 'Port',
    cell: (p) => (
      <Link href={to.switchPort({ rackId: p.rackId, switchSlot: p.switchSlot, port: p.portName })}>{p.portName}</Link>
    ),
    sortValue: (p) => p.portName,
  },
  { header: switchHeader, cell: (p) => p.switchSlot },
  { header: 'Settings', cell: (p) => <PortSettingsName id={p.portSettingsId} /> },
  { header: 'Link', cell: (p) => <PortStatus port={p} /> },
  { header: 'LLDP neighbours', cell: (p) => <PortNeighbors port={p} /> },
]
