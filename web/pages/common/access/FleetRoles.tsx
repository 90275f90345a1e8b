import type { FleetRolePolicy } from '../../../api/generated/types'
import { useApiMutation, useApiQuery } from '../../../api/hooks'
import { requestPreview } from '../../../api/request-preview'
import type { Policy } from '../../../api/roles'
import { AccessPanel } from './AccessPanel'
import { useIdentities } from './use-identities'
import { roleDisabledReason, useFleetRole } from './use-role'
import { ErrorBox } from '../../../ui/ErrorBox'

const policyParams = (p: Policy) => ({ body: p as FleetRolePolicy })

/**
 * Fleet roles: the same access table over the system policy (SPEC §6). Not a
 * page of its own: the operator area mounts it on system/silos/:silo/fleet-roles.
 */
export function FleetRolesAccess() {
  const policy = useApiQuery('systemPolicyView', {})
  const { identities } = useIdentities()
  const { role, isLoading } = useFleetRole()
  const update = useApiMutation('systemPolicyUpdate')
  if (policy.error && !policy.data) {
    return <ErrorBox title="Could not load fleet roles">{policy.error.message}</ErrorBox>
  }
  return (
    <AccessPanel
      scope="fleet"
      policy={policy.data}
      identities={identities}
      writeDisabled={roleDisabledReason(role, 'admin', 'fleet', isLoading)}
      save={(p) => update.run(policyParams(p))}
      preview={(p) => requestPreview('systemPolicyUpdate', policyParams(p))}
    />
  )
}
