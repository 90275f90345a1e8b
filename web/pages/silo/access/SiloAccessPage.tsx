import { useQuery } from '../../../api/reads'
import { allows, type Action, type ResourceKind } from '../../../api/permissions'
import { PageHeader } from '../../../ui/PageHeader'
import { AccessPanel } from '../../common/access/AccessPanel'
import { GroupsSection } from '../../common/access/GroupsSection'
import { UsersSection } from '../../common/access/UsersSection'
import { useIdentities } from '../../common/access/use-identities'
import { useSiloPolicyStore } from '../../common/access/policy-store'
import { CHECKING_PERMISSIONS } from '../../common/access/role-reason'
import { roleRequirement, useScopeRole, useSiloRole } from '../../common/access/use-role'

/**
 * /access: who holds which role on the silo, plus the silo's users and groups.
 * The policy is the page's main query, so a caller who may not read it (the
 * no-roles user) lands on the 403 page and its no-groups notice (the rules: screens).
 */
export default function SiloAccessPage() {
  const { data: policy } = useQuery('policyView', {}, { throwOnError: true })
  const { identities } = useIdentities()
  const store = useSiloPolicyStore()
  const reason = useSiloWriteReason()
  return (
    <>
      <PageHeader docs="access" title="Silo access" />
      <AccessPanel
        scope="silo"
        policy={policy}
        identities={identities}
        writeDisabled={reason('silo', 'modify_policy')}
        store={store}
      />
      <UsersSection adminOnly={reason('siloUserList', 'create_child')} />
      <GroupsSection />
    </>
  )
}

/**
 * Why the user may not take an action on their own silo, or undefined. Silo admins may; so may
 * some fleet roles (a fleet collaborator sets any silo's policy, a fleet admin manages its users),
 * read only when /v1/me says the user has one, since anyone else may not read the fleet policy.
 */
function useSiloWriteReason(): (resource: ResourceKind, action: Action) => string | undefined {
  const silo = useSiloRole()
  const me = useQuery('currentUserView', {}).data
  const fleet = useScopeRole(me?.fleetViewer ? 'fleet' : undefined)
  const loading = silo.isLoading || fleet.isLoading || !me
  return (resource, action) => {
    if (loading) return CHECKING_PERMISSIONS
    return allows(resource, action, { inSilo: true, silo: silo.role, fleet: fleet.role })
      ? undefined
      : roleRequirement('admin', 'silo')
  }
}
