import { PageHeader } from '../../../ui/PageHeader'
import { FleetRolesAccess } from '../../common/access/FleetRoles'
import { useFleetAccess } from '../use-fleet-access'

/** system/access: the fleet policy's role assignments, add / change / remove. */
export default function FleetAccessPage() {
  useFleetAccess()
  return (
    <>
      <PageHeader title="Fleet access" />
      <p className="muted">
        Fleet roles reach across every silo: fleet admins run the rack (silos, hardware, networking, updates), fleet
        viewers can see all of it.
      </p>
      <FleetRolesAccess />
    </>
  )
}
