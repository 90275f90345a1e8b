import type { PhysicalDiskAdoptionRequest, PhysicalDiskManufacturerIdentity } from '../../../api/generated/types'
import { preview } from '../../../api/request-preview'
import { adoptionReason, type DiskAdoption } from '../../../api/rules/physical-disks'
import type { MenuAction } from '../../../ui/ActionMenu'
import { useConfirmMutation } from '../../common/use-confirm-mutation'

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
 * Enable and disable adoption of a physical disk (issue #25 point 3), both confirmed with what they
 * do to the disk, since adoption hands the disk and everything on it to the control plane.
 */
export function useAdoptionActions() {
  const confirm = useConfirmMutation()

  const enable = (disk: PhysicalDiskManufacturerIdentity, where: string) =>
    confirm.confirmAction({
      title: 'Enable adoption',
      content: (
        <>
          <p>
            Enable adoption of disk <Identity disk={disk} />, {where}?
          </p>
          <p>
            This asks the control plane to adopt the disk. Once it does, the sled formats the disk for its own use and
            the control plane stores instance disk data and its internal metadata there:{' '}
            <strong>whatever the disk holds now is erased</strong>.
          </p>
          <p>
            Until the disk is adopted, disabling adoption withdraws the request. An adopted disk leaves service only by
            being expunged.
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
            This withdraws the adoption request. A disk the control plane has not adopted yet stays unadopted, its
            contents untouched. Disabling does not take back a disk that has already been adopted.
          </p>
        </>
      ),
      actionLabel: 'Disable adoption',
      errorTitle: 'Could not disable adoption',
      method: 'physicalDiskDisableAdoption',
      params: disableParams(request),
      success: `Adoption of disk ${request.diskId.serial} disabled`,
    })

  /** Actions on an unadopted disk; `where` says where it sits ('in sled X, slot 5'). */
  const forDisk = (a: DiskAdoption, where: string): MenuAction[] => [
    {
      label: 'Enable adoption',
      disabled: adoptionReason('enable', a),
      request: preview('physicalDiskEnableAdoption', enableParams(a.disk.diskId)),
      onSelect: () => enable(a.disk.diskId, where),
    },
    {
      label: 'Disable adoption',
      disabled: adoptionReason('disable', a),
      request: a.request && preview('physicalDiskDisableAdoption', disableParams(a.request)),
      onSelect: () => a.request && disable(a.request),
    },
  ]

  /** Actions on an adoption request: it can only be withdrawn. */
  const forRequest = (r: PhysicalDiskAdoptionRequest): MenuAction[] => [
    {
      label: 'Disable adoption',
      request: preview('physicalDiskDisableAdoption', disableParams(r)),
      onSelect: () => disable(r),
    },
  ]

  return { forDisk, forRequest }
}
