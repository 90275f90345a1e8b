import type { SwitchPortSettingsIdentity } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useFleetAccess } from '../use-fleet-access'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

const columns: Column<SwitchPortSettingsIdentity>[] = [
  nameCol<SwitchPortSettingsIdentity>((s) => to.portSettings({ portSettings: s.name })),
  descriptionCol,
  createdCol,
]

const deleteParams = (s: { name: string }) => ({ query: { portSettings: s.name } })

/** Row / header actions for a port settings object. The API refuses to delete settings applied to a port. */
export function usePortSettingsActions(onDeleted?: () => void) {
  const confirm = useConfirmedWrite()
  return (s: { name: string }): MenuAction[] => [
    confirm.menuDelete({
      kind: 'switch port settings',
      name: s.name,
      extra: 'Settings applied to a switch port cannot be deleted; clear them from the port first.',
      method: 'networkingSwitchPortSettingsDelete',
      params: deleteParams(s),
      then: () => onDeleted?.(),
    }),
  ]
}

/** /system/networking/port-settings: the rack's switch port settings objects. */
export default function PortSettingsListPage() {
  useFleetAccess()
  const actions = usePortSettingsActions()
  return (
    <>
      <ListPage<SwitchPortSettingsIdentity>
        title="Switch port settings"
        docs="rackNetworking"
        create={{ label: 'New port settings', href: to.portSettingsNew() }}
        empty={{
          title: 'No switch port settings',
          body: "Port settings configure a switch port's uplink: links, addresses, routes and BGP peers.",
        }}
        method="networkingSwitchPortSettingsList"
        params={{}}
        sortable
        columns={columns}
        rowActions={actions}
      >
        <p className="muted">
          Port settings describe a switch port's links, addresses, routes and BGP peers. Apply them to a port from{' '}
          <Link href={to.switchPorts()}>Switch ports</Link>.
        </p>
      </ListPage>
    </>
  )
}
