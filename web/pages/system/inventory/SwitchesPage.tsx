import type { Switch, SwitchPort } from '../../../api/generated/types'
import { to } from '../../../urls'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { createdCol } from '../../common/list/columns'
import { InventoryHeader } from './InventoryHeader'
import { portLabel, switchPortColumns } from '../networking/port-cells'

const switchColumns: Column<Switch>[] = [
  { header: 'Serial', cell: (s) => <Link href={to.switch({ switchId: s.id })}>{s.baseboard.serial}</Link> },
  { header: 'Part', cell: (s) => `${s.baseboard.part} rev ${s.baseboard.revision}` },
  {
    header: 'Rack',
    cell: (s) => (
      <Link href={to.rack({ rackId: s.rackId })}>
        <code>{s.rackId.slice(0, 8)}</code>
      </Link>
    ),
  },
  createdCol,
]

/** system/inventory/switches: the rack's switches and their external ports, with link state and LLDP neighbours. */
export default function SwitchesPage() {
  return (
    <>
      <InventoryHeader />
      <ListTable<Switch>
        label="Switches"
        method="switchList"
        params={{}}
        columns={switchColumns}
        rowName={(s) => `Switch ${s.baseboard.serial}`}
        empty={<EmptyState title="No switches" />}
      />
      <h2>Switch ports</h2>
      <ListTable<SwitchPort>
        label="Switch ports"
        method="networkingSwitchPortList"
        params={{}}
        columns={switchPortColumns()}
        rowName={portLabel}
        empty={<EmptyState title="No switch ports" />}
      />
    </>
  )
}
