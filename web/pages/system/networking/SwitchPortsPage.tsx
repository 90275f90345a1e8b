import { useState } from 'react'
import type { SwitchPort } from '../../../api/generated/types'
import { to } from '../../../urls'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { PageHeader } from '../../../ui/PageHeader'
import { ListTable } from '../../common/list/ListTable'
import { useFleetAccess } from '../use-fleet-access'
import { ApplySettingsModal, useSwitchPortActions } from './port-actions'
import { portLabel, switchPortColumns } from './port-cells'

/** /system/networking/switch-ports: every external port of the rack's switches, the settings applied to it, apply / clear. */
export default function SwitchPortsPage() {
  useFleetAccess()
  const [applyTo, setApplyTo] = useState<SwitchPort | null>(null)
  const actions = useSwitchPortActions(setApplyTo)
  return (
    <>
      <PageHeader docs="rackNetworking" title="Switch ports" />
      <p className="muted">
        A port carries traffic once <Link href={to.portSettingsList()}>switch port settings</Link> are applied to it.
      </p>
      <ListTable<SwitchPort>
        label="Switch ports"
        method="networkingSwitchPortList"
        params={{}}
        columns={switchPortColumns()}
        rowActions={actions}
        rowName={portLabel}
        empty={<EmptyState title="No switch ports" body="The rack's switches report no external ports." />}
      />
      {applyTo && <ApplySettingsModal port={applyTo} onClose={() => setApplyTo(null)} />}
    </>
  )
}
