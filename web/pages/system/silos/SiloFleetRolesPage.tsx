import { useQuery } from '../../../api/reads'
import { Badge } from '../../../ui/Badge'
import { FleetRolesAccess } from '../../common/access/FleetRoles'
import { describeMappedRoles } from './silo-form'
import { SiloHeader, useSiloParam } from './SiloHeader'

/** system/silos/:silo/fleet-roles: what the silo's roles confer on the fleet, then the fleet policy itself. */
export default function SiloFleetRolesPage() {
  const silo = useSiloParam()
  const view = useQuery('siloView', { path: { silo } })
  const mapped = view.data ? describeMappedRoles(view.data.mappedFleetRoles) : []
  return (
    <>
      <SiloHeader />
      <section aria-labelledby="mapped-heading">
        <h2 id="mapped-heading">Fleet roles conferred by this silo</h2>
        {view.data && mapped.length === 0 && <p className="muted">No silo role of {silo} confers a fleet role.</p>}
        {mapped.length > 0 && (
          <ul aria-label="Fleet role mappings">
            {mapped.map(([siloRole, roles]) => (
              <li key={siloRole}>
                Silo {siloRole} →{' '}
                {roles.map((r) => (
                  <Badge key={r} color="purple">
                    fleet {r}
                  </Badge>
                ))}
              </li>
            ))}
          </ul>
        )}
      </section>
      <FleetRolesAccess />
    </>
  )
}
