import type { PhysicalDiskAdoptionRequest, UnadoptedPhysicalDisk } from '../../../api/generated/types'
import { useAllItems } from '../../../api/all-items'
import { adoptionBadge, diskAdoption, formFactorLabel } from '../../../api/rules/physical-disks'
import { pb } from '../../../paths'
import type { MenuAction } from '../../../ui/ActionMenu'
import { Badge } from '../../../ui/Badge'
import { EmptyState } from '../../../ui/EmptyState'
import { Link } from '../../../ui/Link'
import { Spinner } from '../../../ui/Spinner'
import type { Column } from '../../../ui/Table'
import { formatDateTime } from '../../../util/time'
import { ListTable } from '../../common/ListPage'
import { useAdoptionActions } from './adoption-actions'
import { InventoryHeader } from './InventoryHeader'
import { SledName, useSledSerial } from './SledName'

/** Unadopted disks have no id or name (ListTable keys such rows by their content). */
type UnadoptedRow = UnadoptedPhysicalDisk & { id?: undefined }

const requestColumns: Column<PhysicalDiskAdoptionRequest>[] = [
  { header: 'Serial', cell: (r) => r.diskId.serial },
  { header: 'Vendor', cell: (r) => r.diskId.vendor },
  { header: 'Model', cell: (r) => r.diskId.model },
  { header: 'Requested', cell: (r) => formatDateTime(r.timeCreated) },
]

/**
 * system/inventory/unadopted-disks (issue #25 point 3): disks the sleds report that the control plane
 * has not adopted, with enable / disable adoption, and the adoption requests made so far.
 */
export default function UnadoptedDisksPage() {
  // every request (all pages), to tell each disk's adoption state: the API has no per-disk lookup
  const requests = useAllItems('physicalDiskListAdoptionRequests', {})
  const actions = useAdoptionActions()
  const serialOf = useSledSerial()
  const known = requests.complete ? requests.items : undefined
  const unknownReason = requests.isLoading
    ? 'The adoption requests are still loading'
    : `Could not read every adoption request${requests.error ? `: ${requests.error.error.message}` : ''}`

  const columns: Column<UnadoptedRow>[] = [
    { header: 'Serial', cell: (d) => d.diskId.serial },
    { header: 'Vendor', cell: (d) => d.diskId.vendor },
    { header: 'Model', cell: (d) => d.diskId.model },
    { header: 'Form factor', cell: (d) => formFactorLabel[d.variant] },
    { header: 'Sled', cell: (d) => <SledName sledId={d.sledId} /> },
    { header: 'Slot', cell: (d) => d.slot },
    {
      header: 'Adoption',
      cell: (d) => {
        if (!known) return requests.isLoading ? <Spinner label="Loading the adoption state" /> : '—'
        const { state } = diskAdoption(d, known)
        return <Badge color={adoptionBadge[state].color}>{adoptionBadge[state].label}</Badge>
      },
    },
  ]
  const diskActions = (d: UnadoptedPhysicalDisk): MenuAction[] => {
    const where = `in sled ${serialOf(d.sledId) ?? d.sledId}, slot ${d.slot}`
    if (!known)
      return ['Enable adoption', 'Disable adoption'].map((label) => ({
        label,
        disabled: unknownReason,
        onSelect: () => undefined,
      }))
    return actions.forDisk(diskAdoption(d, known), where)
  }

  return (
    <>
      <InventoryHeader />
      <p className="muted">
        Disks the sleds have found that the control plane does not use yet. Enabling adoption asks the control plane to
        take a disk into service, erasing what it holds; adopted disks are listed under{' '}
        <Link href={pb.diskInventory()}>Disks</Link>.
      </p>
      {!known && !requests.isLoading && (
        <p role="alert" className="error-box">
          {unknownReason}; the adoption state of each disk is unknown.
        </p>
      )}
      <ListTable<UnadoptedRow>
        label="Unadopted disks"
        method="physicalDiskListUnadopted"
        params={{}}
        columns={columns}
        rowActions={diskActions}
        rowName={(d) => `Disk ${d.diskId.serial}`}
        empty={<EmptyState title="No unadopted disks" body="Every disk the sleds report is in use." />}
      />
      <h2>Adoption requests</h2>
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
