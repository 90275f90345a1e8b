import type { PhysicalDiskAdoptionRequest, PhysicalDiskManufacturerIdentity } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { adoptionReason, type DiskAdoption } from '../../../api/rules/physical-disks'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmedWrite } from '../../common/actions/use-confirmed-write'

const enableParams = (d: PhysicalDiskManufacturerIdentity) => ({
  body: { vendor: d.vendor, model: d.model, serial: d.serial },
})
const disableParams = (r: PhysicalDiskAdoptionRequest) => ({ path: { physicalDiskAdoptionReqId: r.id } })

function Identity({ disk }: { disk: PhysicalDiskManufacturerIdentity }) {
  return (
    <>
      <strong>{disk.serial}</strong> (vendor {disk.vendor}, model {disk.model})
    </>
  )
}

/**
 * Enable and disable adoption of a physical disk, both confirmed with what they
 * do to the disk: adoption hands the disk, and whatever it holds, to the control plane.
 */
export function useAdoptionActions() {
  const confirm = useConfirmedWrite()

  const enable = (disk: PhysicalDiskManufacturerIdentity, where?: string) =>
    confirm.confirmAction({
      title: 'Enable adoption',
      content: (
        <>
          <p>
            Enable adoption of disk <Identity disk={disk} />
            {where && `, ${where}`}?
          </p>
          <p>
            Adoption puts the disk into service: the control plane formats it for its own use and stores instance disk
            data and its internal metadata on it, so <strong>whatever the disk holds now is erased</strong>.
          </p>
          <p>
            The control plane adopts the disk shortly after this request, once a sled in service holds it; the disk then
            joins the physical disks with a new ID. Until then, disabling adoption withdraws the request.
          </p>
        </>
      ),
      actionLabel: 'Enable adoption',
      danger: true,
      errorTitle: 'Could not enable adoption',
      method: 'physicalDiskEnableAdoption',
      params: enableParams(disk),
      success: `Adoption of disk ${disk.serial} enabled`,
    })

  const disable = (request: PhysicalDiskAdoptionRequest) =>
    confirm.confirmAction({
      title: 'Disable adoption',
      content: (
        <>
          <p>
            Disable adoption of disk <Identity disk={request.diskId} />?
          </p>
          <p>
            This withdraws the adoption request before the control plane acts on it: the disk stays unadopted and its
            contents untouched. You can enable adoption again later.
          </p>
        </>
      ),
      actionLabel: 'Disable adoption',
      errorTitle: 'Could not disable adoption',
      method: 'physicalDiskDisableAdoption',
      params: disableParams(request),
      success: `Adoption of disk ${request.diskId.serial} disabled`,
    })

  /** Both actions for a disk, each disabled with the reason where its state does not allow it. */
  const forDisk = (a: DiskAdoption, where?: string): MenuAction[] => [
    {
      label: 'Enable adoption',
      disabled: adoptionReason('enable', a),
      request: preview('physicalDiskEnableAdoption', enableParams(a.identity)),
      onSelect: () => enable(a.identity, where),
    },
    {
      label: 'Disable adoption',
      disabled: adoptionReason('disable', a),
      write: true,
      request: a.request && preview('physicalDiskDisableAdoption', disableParams(a.request)),
      onSelect: () => a.request && disable(a.request),
    },
  ]

  /** An adoption request can only be withdrawn. */
  const forRequest = (r: PhysicalDiskAdoptionRequest): MenuAction[] => [
    {
      label: 'Disable adoption',
      request: preview('physicalDiskDisableAdoption', disableParams(r)),
      onSelect: () => disable(r),
    },
  ]

  return { forDisk, forRequest }
}
