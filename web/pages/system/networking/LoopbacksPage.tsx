import type { LoopbackAddress } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { useFleetAccess } from '../use-fleet-access'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

const columns: Column<LoopbackAddress>[] = [
  { header: 'Address', cell: (l) => l.address },
  { header: 'Switch', cell: (l) => l.switchSlot },
  { header: 'Rack', cell: (l) => <code>{l.rackId}</code> },
]

/** The delete call names the address by rack, switch, address and mask (the list gives 'address/mask'). */
const deleteParams = (l: LoopbackAddress) => {
  const [address, mask] = l.address.split('/')
  return { path: { rackId: l.rackId, switchSlot: l.switchSlot, address, subnetMask: Number(mask) } }
}

export default function LoopbacksPage() {
  useFleetAccess()
  const confirm = useConfirmedWrite()
  const actions = (l: LoopbackAddress): MenuAction[] => [
    confirm.menuDelete({
      kind: 'loopback address',
      name: l.address,
      method: 'networkingLoopbackAddressDelete',
      params: deleteParams(l),
    }),
  ]
  return (
    <>
      <ListPage<LoopbackAddress>
        title="Loopback addresses"
        docs="rackNetworking"
        create={{ label: 'New loopback address', href: to.loopbacksNew() }}
        empty={{
          title: 'No loopback addresses',
          body: 'Loopback addresses give rack switches stable addresses for routing.',
        }}
        method="networkingLoopbackAddressList"
        params={{}}
        columns={columns}
        rowActions={actions}
        rowName={(l) => l.address}
      />
    </>
  )
}
