import { useLocation } from 'wouter'
import type { AddressLot } from '../../../api/generated/types'
import { to } from '../../../urls'
import type { MenuAction } from '../../../ui/ActionMenu'
import type { Column } from '../../../ui/Table'
import { ListPage } from '../../common/list/ListPage'
import { createdCol, descriptionCol, nameCol } from '../../common/list/columns'
import { useFleetAccess } from '../use-fleet-access'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

const columns: Column<AddressLot>[] = [
  nameCol<AddressLot>((l) => to.addressLot({ addressLot: l.name })),
  descriptionCol,
  { header: 'Kind', cell: (l) => l.kind },
  createdCol,
]

const deleteParams = (lot: AddressLot) => ({ path: { addressLot: lot.name } })

export function useAddressLotActions(onDeleted?: () => void) {
  const confirm = useConfirmedWrite()
  return (lot: AddressLot): MenuAction[] => [
    confirm.menuDelete({
      kind: 'address lot',
      name: lot.name,
      extra: 'A lot whose blocks are used by loopback addresses or announcements cannot be deleted.',
      method: 'networkingAddressLotDelete',
      params: deleteParams(lot),
      then: () => onDeleted?.(),
    }),
  ]
}

export default function AddressLotsPage() {
  useFleetAccess()
  const [, navigate] = useLocation()
  const actions = useAddressLotActions(() => navigate(to.addressLots()))
  return (
    <>
      <ListPage<AddressLot>
        title="Address lots"
        docs="rackNetworking"
        create={{ label: 'New address lot', href: to.addressLotsNew() }}
        empty={{
          title: 'No address lots',
          body: 'Address lots hold the addresses used by rack switches and BGP announcements.',
        }}
        method="networkingAddressLotList"
        params={{}}
        sortable
        columns={columns}
        rowActions={actions}
      />
    </>
  )
}
