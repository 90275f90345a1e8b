import { useLocation, useParams } from 'wouter'
import type { AddressLotBlock } from '../../../api/generated/types'
import { useQuery } from '../../../api/reads'
import { to } from '../../../urls'
import { ObjectHeader } from '../../../ui/ObjectHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { EmptyState } from '../../../ui/EmptyState'
import type { Column } from '../../../ui/Table'
import { ListTable } from '../../common/list/ListTable'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'
import { useAddressLotActions } from './AddressLotsPage'

const blockColumns: Column<AddressLotBlock>[] = [
  { header: 'First address', cell: (b) => b.firstAddress },
  { header: 'Last address', cell: (b) => b.lastAddress },
]

/**
 * /system/networking/address-lots/:addressLot: properties, and the lot's blocks paged from their own list
 * (networkingAddressLotBlockList), so a lot of any size is listed whole.
 */
export default function AddressLotPage() {
  useFleetAccess()
  const { addressLot } = useParams<{ addressLot: string }>()
  const [, navigate] = useLocation()
  const { data } = useQuery('networkingAddressLotView', { path: { addressLot } }, { throwOnError: true })
  const actions = useAddressLotActions(() => navigate(to.addressLots()))
  return (
    <>
      <ObjectHeader docs="rackNetworking" name={addressLot} actions={data && actions(data.lot)} />
      {data && (
        <>
          <PropertiesList
            items={[
              ['Description', data.lot.description || '—'],
              ['Kind', data.lot.kind],
              ['ID', <code>{data.lot.id}</code>],
              ['Created', formatDateTime(data.lot.timeCreated)],
            ]}
          />
          <h2>Blocks</h2>
          <ListTable<AddressLotBlock>
            label="Blocks"
            method="networkingAddressLotBlockList"
            params={{ path: { addressLot } }}
            columns={blockColumns}
            rowName={(b) => `${b.firstAddress}-${b.lastAddress}`}
            empty={<EmptyState title="No blocks" body="This address lot has no address blocks." />}
          />
        </>
      )}
    </>
  )
}
