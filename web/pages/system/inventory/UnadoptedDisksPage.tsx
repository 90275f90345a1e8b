import { useList } from '../../../api/reads'
import type { PhysicalDiskAdoptionRequest, UnadoptedPhysicalDisk } from '../../../api/generated/types'
import { formFactorLabel, unadoptedDiskAdoption } from '../../../api/rules/physical-disks'
import { to } from '../../../urls'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { ListTable } from '../../common/list/ListTable'
import { useAdoptionActions } from './adoption-actions'
import { InventoryHeader } from './InventoryHeader'
import { SledName, useSledSerial } from './SledName'

/** Unadopted disks have no id or name (ListTable keys such rows by their content). */
type UnadoptedRow = UnadoptedPhysicalDisk & { id?: undefined }

const columns: Column<UnadoptedRow>[] = [
  { header: 'Serial', cell: (d) => d.diskId.serial },
  { header: 'Vendor', cell: (d) => d.diskId.vendor },
  { header: 'Model', cell: (d) => d.diskId.model },
  { header: 'Form factor', cell: (d) => formFactorLabel[d.variant] },
  { header: 'Sled', cell: (d) => <SledName sledId={d.sledId} /> },
  { header: 'Slot', cell: (d) => d.slot },
]

const requestColumns: Column<PhysicalDiskAdoptionRequest>[] = [
  { header: 'Serial', cell: (r) => r.diskId.serial },
  { header: 'Vendor', cell: (r) => r.diskId.vendor },
  { header: 'Model', cell: (r) => r.diskId.model },
  { header: 'Requested', cell: (r) => formatDateTime(r.timeCreated) },
]

/**
 * system/inventory/unadopted-disks: disks in sleds in service that the control
 * plane does not use, with enable adoption, and the adoption requests it has not acted on yet,
 * with disable adoption. The server lists a requested disk only among the requests.
 */
export default function UnadoptedDisksPage() {
  // the requests decide each disk's actions (a list read before a request was made may still show it)
  const requests = useList('physicalDiskListAdoptionRequests', {})
  const actions = useAdoptionActions()
  const serialOf = useSledSerial()
  const diskActions = (d: UnadoptedRow) =>
    actions.forDisk(
      unadoptedDiskAdoption(d, requests.items),
      `in sled ${serialOf(d.sledId) ?? d.sledId}, slot ${d.slot}`,
    )
  return (
    <>
      <InventoryHeader />
      <p className="muted">
        Disks in sleds in service that the control plane does not use. Enabling adoption puts a disk into service,
        erasing what it holds; adopted disks are listed under <Link href={to.diskInventory()}>Disks</Link>.
      </p>
      <ListTable<UnadoptedRow>
        label="Unadopted disks"
        method="physicalDiskListUnadopted"
        params={{}}
        columns={columns}
        rowActions={diskActions}
        rowName={(d) => `Disk ${d.diskId.serial}`}
        empty={
          <EmptyState title="No unadopted disks" body="Every disk in the sleds in service is in use or requested." />
        }
      />
      <h2>Adoption requests</h2>
      <p className="muted">
        Disks the control plane will adopt once a sled in service holds them. An adopted disk leaves this list.
      </p>
      <ListTable<PhysicalDiskAdoptionRequest>
        label="Adoption requests"
        method="physicalDiskListAdoptionRequests"
        params={{}}
        columns={requestColumns}
        rowActions={actions.forRequest}
        rowName={(r) => `Request for ${r.diskId.serial}`}
        empty={
          <EmptyState title="No adoption requests" body="Enable adoption of an unadopted disk to request it here." />
        }
      />
    </>
  )
}
