import { useQuery } from '../../api/reads'

/**
 * Every system page asks the server first whether the caller may see the
 * fleet: reading the fleet policy needs the fleet viewer role, so a silo user
 * who types a /system URL gets the error page (a 403) rather than a frame of
 * empty tables. The fleet-roles tab reads the same query, so it is shared.
 */
export function useFleetAccess() {
  useQuery('systemPolicyView', {}, { throwOnError: true })
}
