import { usePageQuery } from '../../../api/hooks'
import { PageHeader } from '../../../ui/PageHeader'
import { AccessPanel } from '../../common/access/AccessPanel'
import { GroupsSection } from '../../common/access/GroupsSection'
import { UsersSection } from '../../common/access/UsersSection'
import { useIdentities } from '../../common/access/use-identities'
import { useSiloPolicyStore } from '../../common/access/policy-store'
import { roleDisabledReason, useSiloRole } from '../../common/access/use-role'

/**
 * /access: who holds which role on the silo, plus the silo's users and groups.
 * The policy is the page's main query, so a caller who may not read it (the
 * no-roles user) lands on the 403 page and its no-groups notice (SPEC §2).
 */
export default function SiloAccessPage() {
  const { data: policy } = usePageQuery('policyView', {})
  const { identities } = useIdentities()
  const { role, isLoading } = useSiloRole()
  const store = useSiloPolicyStore()
  const adminOnly = roleDisabledReason(role, 'admin', 'silo', isLoading)
  return (
    <>
      <PageHeader docs="access" title="Silo access" />
      <AccessPanel scope="silo" policy={policy} identities={identities} writeDisabled={adminOnly} store={store} />
      <UsersSection adminOnly={adminOnly} />
      <GroupsSection />
    </>
  )
}
