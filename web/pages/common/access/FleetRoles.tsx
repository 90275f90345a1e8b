import { useQuery } from '../../../api/reads'
import { AccessPanel } from './AccessPanel'
import { useFleetPolicyStore } from './policy-store'
import { useIdentities } from './use-identities'
import { roleDisabledReason, useFleetRole } from './use-role'
import { ErrorBox } from '../../../ui/ErrorBox'

/**
 * Fleet roles: the same access table over the system policy (the rules: roles). Not a
 * page of its own: the operator area mounts it on system/silos/:silo/fleet-roles.
 */
export function FleetRolesAccess() {
  const policy = useQuery('systemPolicyView', {})
  const { identities } = useIdentities()
  const { role, isLoading } = useFleetRole()
  const store = useFleetPolicyStore()
  if (policy.error && !policy.data) {
    return <ErrorBox title="Could not load fleet roles">{policy.error.message}</ErrorBox>
  }
  return (
    <AccessPanel
      scope="fleet"
      policy={policy.data}
      identities={identities}
      writeDisabled={roleDisabledReason(role, 'admin', 'fleet', isLoading)}
      store={store}
    />
  )
}
