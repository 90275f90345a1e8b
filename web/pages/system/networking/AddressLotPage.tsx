import { useLocation, useParams } from 'wouter'
import type { AddressLotBlock } from '../../../api/generated/types'
import { usePageQuery } from '../../../api/hooks'
import { pb } from '../../../paths'
import { ActionMenu } from '../../../ui/ActionMenu'
import { PageHeader } from '../../../ui/PageHeader'
import { PropertiesList } from '../../../ui/PropertiesList'
import { Table } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { useFleetAccess } from '../use-fleet-access'
import { useAddressLotActions } from './AddressLotsPage'

/** /system/networking/address-lots/:addressLot: properties and blocks. */
export default function AddressLotPage() {
  useFleetAccess()
  const { addressLot } = useParams<{ addressLot: string }>()
  const [, navigate] = useLocation()
  const { data } = usePageQuery('networkingAddressLotView', { path: { addressLot } })
  const actions = useAddressLotActions(() => navigate(pb.addressLots()))
  return (
    <>
      <PageHeader docs="rackNetworking" title={addressLot}>
        {data && <ActionMenu label={`${addressLot} actions`} actions={actions(data.lot)} />}
      </PageHeader>
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
          <Table<AddressLotBlock>
            label="Blocks"
            rows={data.blocks}
            rowKey={(b) => b.id}
            columns={[
              { header: 'First address', cell: (b) => b.firstAddress },
              { header: 'Last address', cell: (b) => b.lastAddress },
            ]}
          />
        </>
      )}
    </>
  )
}
